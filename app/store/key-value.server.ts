/**
 * The site's one key-value store: content revisions, rate limits (rate-limits.server.ts), report access, the outbox, leads
 * and webhook-replay memory each use it through a small module of their own. Three drivers, picked by env alone:
 * files (the default), Redis (ioredis, REDIS_URL) and Upstash (REST). Members are function-typed properties: every
 * driver is a plain object whose operations never use `this`, so withBreaker can pass them on unbound.
 */
export interface KeyValueStore {
  get: (key: string) => Promise<string | null>;
  put: (key: string, value: string) => Promise<void>;
  /**
   * Writes `key` only when it does not exist yet (false when it did) and, in the same atomic step, puts `enqueue`'s
   * members in its queue (a member already queued keeps its time). A crash can never keep one without the other,
   * except on the file driver, whose queue is an index that a sweep rebuilds from the records.
   */
  putOnce: (key: string, value: string, enqueue?: { queue: string; members: string[]; at: number }) => Promise<boolean>;
  /** Writes `key` and moves `member` to `at` in `queue` (or out of it when `at` is null) in one atomic step. */
  putAndSchedule: (key: string, value: string, queue: string, member: string, at: number | null) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** Removes `key` only while it still holds `value` (a lease taken over from a process that is gone). */
  removeIf: (key: string, value: string) => Promise<void>;
  /** Every key starting with `prefix`. */
  keys: (prefix: string) => Promise<string[]>;
  /** Writes `value` under `key` for `seconds` unless the key exists: true for the one caller that took it. */
  lease: (key: string, value: string, seconds: number) => Promise<boolean>;
  /** Members due at `until` or earlier, oldest first; every member when `until` is omitted. */
  due: (queue: string, until?: number) => Promise<string[]>;
  unschedule: (queue: string, member: string) => Promise<void>;
  /**
   * Adds `points` to the count of the current window of `windowSeconds` (a window starts at its first count): the count
   * after this one and the milliseconds until the window ends. The file driver counts in this process's memory.
   */
  incrementWindow: (key: string, windowSeconds: number, points: number) => Promise<{ count: number; msLeft: number }>;
  /**
   * In one atomic step: when `onceKey` does not exist, writes it for `ttlSeconds` and adds 1 to each of `fields` of the
   * counter `counterKey` (true); when it exists, changes nothing (false). Repeating a count (a retry, a replay) never counts twice.
   * The file driver keeps the once-key in the counter's file (one line a count, no file a key) and also answers false,
   * writing nothing, while less than its reserve of disk is free: leads keep the room.
   */
  countOnce: (onceKey: string, ttlSeconds: number, counterKey: string, ...fields: string[]) => Promise<boolean>;
  /** Every field of the counter `key` with its count (empty when there is none). */
  counters: (key: string) => Promise<Record<string, number>>;
  ping: () => Promise<void>;
  /** Closes connections and files: the process may exit. */
  close: () => Promise<void>;
}

export type KeyValueOptions =
  | { driver: "fs"; dir: string; countReserveBytes?: number }
  | { driver: "redis"; url: string; prefix?: string; timeoutMs?: number }
  | { driver: "upstash"; url: string; token: string; prefix?: string; timeoutMs?: number; retries?: number };

/** The store cannot be reached or refused a write: visitors get a 503 and a clear message. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "StoreUnavailableError";
  }
}

export const DEFAULT_PREFIX = "tradevoice:leads";
/** One operation may take this long before it counts as a failure (then the spool takes a lead). */
export const DEFAULT_TIMEOUT_MS = 1_500;

/** Chosen by env alone: Upstash, then Redis, then files (the default for a fresh clone and tests). */
export function keyValueOptionsFromEnv(env: {
  REDIS_URL?: string;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  LEAD_STORE_DIR?: string;
}): KeyValueOptions {
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    return { driver: "upstash", url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN };
  }
  if (env.REDIS_URL) return { driver: "redis", url: env.REDIS_URL };
  return { driver: "fs", dir: env.LEAD_STORE_DIR || ".data" };
}

/**
 * Every failure becomes a StoreUnavailableError, and after one, operations fail at once for `breakerMs` instead of
 * each waiting for its timeout (a post then goes to the spool without delay).
 */
export function withBreaker(store: KeyValueStore, breakerMs: number): KeyValueStore {
  let openUntil = 0;
  const guard =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (Date.now() < openUntil) throw new StoreUnavailableError(new Error("store failed moments ago"));
      try {
        return await operation(...args);
      } catch (error) {
        openUntil = Date.now() + breakerMs;
        throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
      }
    };
  return {
    get: guard(store.get),
    put: guard(store.put),
    putOnce: guard(store.putOnce),
    putAndSchedule: guard(store.putAndSchedule),
    remove: guard(store.remove),
    removeIf: guard(store.removeIf),
    keys: guard(store.keys),
    lease: guard(store.lease),
    due: guard(store.due),
    unschedule: guard(store.unschedule),
    incrementWindow: guard(store.incrementWindow),
    countOnce: guard(store.countOnce),
    counters: guard(store.counters),
    ping: guard(store.ping),
    close: store.close,
  };
}
