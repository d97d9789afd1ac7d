import path from "node:path";
import { createClient, type SanityClient } from "@sanity/client";
import { env } from "~/utils/env.server";
import { LocalDataset, type Perspective } from "./local-dataset.server";
import { isPreview } from "./preview.server";
import { stegaFilter } from "./stega.server";

export type { Perspective } from "./local-dataset.server";

type QueryParams = Record<string, unknown>;

/** Where content comes from: the hosted Content Lake or the seed file evaluated in-process. */
export interface ContentSource {
  fetch<R>(query: string, params: QueryParams, perspective: Perspective): Promise<R>;
  /** Changes when the underlying content changes without a webhook (the local file reloading). */
  revision(): string;
}

function hostedSource(projectId: string): ContentSource {
  const published = createClient({
    projectId,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    useCdn: true,
    perspective: "published",
  });
  let drafts: SanityClient | undefined;
  return {
    fetch(query, params, perspective) {
      if (perspective === "published") return published.fetch(query, params);
      // The token and the uncached API are used only in preview, never for public traffic.
      drafts ??= published.withConfig({
        perspective: "drafts",
        useCdn: false,
        token: env.SANITY_READ_TOKEN,
        stega: env.SANITY_STUDIO_URL ? { enabled: true, studioUrl: env.SANITY_STUDIO_URL, filter: stegaFilter } : false,
      });
      return drafts.fetch(query, params);
    },
    revision: () => "hosted",
  };
}

export function localSource(file: string): ContentSource {
  const dataset = new LocalDataset(path.resolve(file));
  return {
    fetch: (query, params, perspective) => dataset.query(query, params, perspective),
    revision: () => `local:${dataset.revision()}`,
  };
}

let source: ContentSource | undefined;

/** Picked once per process: hosted when SANITY_PROJECT_ID is set, else the local seed dataset. */
export function contentSource(): ContentSource {
  source ??= env.SANITY_PROJECT_ID ? hostedSource(env.SANITY_PROJECT_ID) : localSource(env.CONTENT_DATASET_FILE);
  return source;
}

/** Changes whenever published content changes (local file reload, publish webhook): page caches key on it. */
export function contentRevision(): string {
  return contentSource().revision();
}

/** Throws when the content source cannot answer (GET /readyz). */
export async function checkContentReady(): Promise<void> {
  await contentSource().fetch(`count(*[_id == "siteSettings"])`, {}, "published");
}

/** Published results are cached for a minute (the page max-age); a publish webhook clears them sooner. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 500;
const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

/** Drops every cached query result (called when content is published). */
export function clearContentCache() {
  cache.clear();
}

/** Results are shared between requests through the cache, so nobody may change them in place. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

/** Runs a query in a perspective; published results go through the in-process cache. */
export function fetchContent<R>(query: string, params: QueryParams = {}, perspective: Perspective = "published"): Promise<R> {
  const content = contentSource();
  if (perspective !== "published") return content.fetch<R>(query, params, perspective).then(deepFreeze);

  const key = JSON.stringify([content.revision(), query, params]);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<R>;

  const value = content.fetch<R>(query, params, perspective).then(deepFreeze);
  if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { expires: now + CACHE_TTL_MS, value });
  // A failed fetch must not be served from the cache.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Loads a query for a page: published content, or drafts when the request is in a preview session. */
export async function loadQuery<R>(request: Request, query: string, params: QueryParams = {}): Promise<R> {
  const perspective: Perspective = (await isPreview(request)) ? "drafts" : "published";
  return fetchContent<R>(query, params, perspective);
}
