import { fsStore } from "./fs-store.server";
import { DEFAULT_PREFIX, DEFAULT_TIMEOUT_MS, withBreaker, type KeyValueOptions, type KeyValueStore } from "./key-value.server";
import { redisStore } from "./redis-store.server";
import { upstashStore } from "./upstash-store.server";

/** A store on the chosen driver; after a failure, operations fail at once for `breakerMs` (default 3 s). */
export function createKeyValueStore(options: KeyValueOptions, breakerMs = 3_000): KeyValueStore {
  if (options.driver === "fs") return withBreaker(fsStore(options.dir, options), breakerMs);
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return withBreaker(
    options.driver === "redis"
      ? redisStore(options.url, prefix, timeoutMs)
      : upstashStore(options.url, options.token, prefix, timeoutMs, options.retries ?? 1),
    breakerMs,
  );
}
