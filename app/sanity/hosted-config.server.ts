import type { ClientConfig } from "@sanity/client";
import { env } from "~/utils/env.server";

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
