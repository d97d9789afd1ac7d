import Retell from "retell-sdk";

/** What reaches Retell: the key, and for tests or a proxy a timeout and another address. */
export interface RetellClientOptions {
  apiKey: string;
  timeoutMs?: number;
  baseURL?: string;
}

/**
 * A Retell client that never retries, with a 5 s timeout (the SDK's defaults are 2 retries and 120 s): a retried call
 * creation whose first attempt did reach Retell would ring a phone twice or open a second web call.
 */
export function createRetellClient(options: RetellClientOptions): Retell {
  return new Retell({
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 5_000,
    maxRetries: 0,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
}
