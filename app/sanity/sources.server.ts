import path from "node:path";
import { createClient, type ClientConfig, type SanityClient } from "@sanity/client";
import { env } from "~/utils/env.server";
import { LocalDataset, type Perspective } from "./local-dataset.server";
import { stegaFilter } from "./stega.server";

type QueryParams = Record<string, unknown>;

/** Where content comes from: the hosted Content Lake or the seed file evaluated in-process. */
export interface ContentSource {
  fetch<R>(query: string, params: QueryParams, perspective: Perspective): Promise<R>;
  /** Changes when the underlying content changes without a webhook (the local file reloading). */
  revision(): string;
  /** A publish was announced: what the source keeps is read again before its next answer (the local file). */
  recheck?(): void;
}

/**
 * The hosted client's settings, shared with the preview secret check. A fetch gives up after CONTENT_TIMEOUT_MS
 * without SDK retries (it retries 5 times by default): the last good copy is served instead.
 */
export function hostedClientConfig(projectId: string): ClientConfig {
  return {
    projectId,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    useCdn: true,
    perspective: "published",
    timeout: env.CONTENT_TIMEOUT_MS,
    maxRetries: 0,
    // Another API host (a proxy, the test stand-in) is addressed as is, not as <projectId>.<host>.
    ...(env.SANITY_API_HOST && { apiHost: env.SANITY_API_HOST, useProjectHostname: false }),
  };
}

export function hostedSource(projectId: string): ContentSource {
  const published = createClient(hostedClientConfig(projectId));
  let drafts: SanityClient | undefined;
  return {
    fetch(query, params, perspective) {
      // The client's timeout is per socket read; the signal bounds the whole request.
      const options = { signal: AbortSignal.timeout(env.CONTENT_TIMEOUT_MS) };
      if (perspective === "published") return published.fetch(query, params, options);
      // The token and the uncached API are used only in preview, never for public traffic.
      drafts ??= published.withConfig({
        perspective: "drafts",
        useCdn: false,
        token: env.SANITY_READ_TOKEN,
        stega: env.SANITY_STUDIO_URL ? { enabled: true, studioUrl: env.SANITY_STUDIO_URL, filter: stegaFilter } : false,
      });
      return drafts.fetch(query, params, options);
    },
    revision: () => "hosted",
  };
}

export function localSource(file: string): ContentSource {
  const dataset = new LocalDataset(path.resolve(file));
  return {
    fetch: (query, params, perspective) => dataset.query(query, params, perspective),
    revision: () => `local:${dataset.revision()}`,
    recheck: () => dataset.recheck(),
  };
}
