import { randomUUID } from "node:crypto";
import { link, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Redis as UpstashRedis } from "@upstash/redis";
import IORedis from "ioredis";
import { createStorage } from "unstorage";
import fsDriver from "unstorage/drivers/fs";

/**
 * The few key-value operations the lead store needs, on files, Redis (ioredis) or Upstash (REST). Each backend
 * uses one client with explicit timeouts, so no operation (reads included) can hang a request.
 */
export interface StoreBackend {
  /** Writes a key only when it does not exist yet; false when it did. */
  putOnce(key: string, value: string): Promise<boolean>;
  put(key: string, value: string): Promise<void>;
  get(key: string): Promise<string | null>;
  remove(key: string): Promise<void>;
  /** Every key starting with `prefix` (without the backend's own prefix). */
  keys(prefix: string): Promise<string[]>;
  /** A short lease: true for the one caller that took it, until it expires. */
  lease(key: string, seconds: number): Promise<boolean>;
  /** Puts `member` in a time-ordered queue, due at `at` (epoch ms); again moves it. */
  schedule(queue: string, member: string, at: number): Promise<void>;
  unschedule(queue: string, member: string): Promise<void>;
  /** Members due at `until` or earlier, oldest first; every member when `until` is omitted. One read on Redis. */
  due(queue: string, until?: number): Promise<string[]>;
  /** Counts one attempt in the current window of `windowSeconds`; the count after this one. */
  incrementWindow(key: string, windowSeconds: number): Promise<number>;
  ping(): Promise<void>;
  dispose(): Promise<void>;
}

export type StoreBackendOptions =
  | { driver: "fs"; dir: string }
  | { driver: "redis"; url: string; prefix?: string; timeoutMs?: number }
  | { driver: "upstash"; url: string; token: string; prefix?: string; timeoutMs?: number; retries?: number };

const DEFAULT_PREFIX = "tradevoice:leads";
/** One store operation may take this long before it counts as a failure (then the spool takes the lead). */
const DEFAULT_TIMEOUT_MS = 1_500;

function fsBackend(dir: string): StoreBackend {
  const TEMP = ".writing";
  const storage = createStorage({ driver: fsDriver({ base: dir, ignore: [`**/${TEMP}/**`] }) });
  // The same file the fs driver uses for a key. Every write goes to a file of its own first and then takes the
  // key's name in one step, so a reader (another request, `npm run leads:export`) never sees a half-written value.
  const file = (key: string) => path.join(dir, ...key.split(":"));
  const written = async (value: string) => {
    const temp = path.join(dir, TEMP, randomUUID());
    await mkdir(path.dirname(temp), { recursive: true });
    await writeFile(temp, value);
    return temp;
  };
  const put = async (key: string, value: string) => {
    const temp = await written(value);
    await mkdir(path.dirname(file(key)), { recursive: true });
    await rename(temp, file(key));
  };
  // `link` refuses an existing name: creation is atomic across processes (the server and `npm run leads:retry`).
  const createOnce = async (key: string, value: string) => {
    const temp = await written(value);
    try {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await link(temp, file(key));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  };
  // One process owns the counters: a map is atomic here because JavaScript runs one callback at a time.
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    putOnce: createOnce,
    put,
    get: async (key) => {
      const value = await storage.getItemRaw<string | Buffer>(key);
      return value === null || value === undefined ? null : String(value);
    },
    remove: (key) => storage.removeItem(key),
    keys: (prefix) => storage.getKeys(prefix),
    async lease(key, seconds) {
      if (await createOnce(key, "")) return true;
      const { mtimeMs } = await stat(file(key));
      if (Date.now() - mtimeMs < seconds * 1000) return false;
      await rm(file(key), { force: true });
      return createOnce(key, "");
    },
    schedule: (queue, member, at) => put(`queues:${queue}:${member}`, String(at)),
    unschedule: (queue, member) => storage.removeItem(`queues:${queue}:${member}`),
    async due(queue, until = Number.POSITIVE_INFINITY) {
      const prefix = `queues:${queue}:`;
      const entries = await Promise.all(
        (await storage.getKeys(`queues:${queue}`)).map(async (key) => ({ member: key.slice(prefix.length), at: Number(await storage.getItem(key)) })),
      );
      return entries
        .filter(({ at }) => at <= until)
        .sort((a, b) => a.at - b.at)
        .map(({ member }) => member);
    },
    async incrementWindow(key, windowSeconds) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count;
    },
    ping: async () => {
      await mkdir(dir, { recursive: true });
    },
    dispose: () => storage.dispose(),
  };
}

function redisBackend(url: string, prefix: string, timeoutMs: number): StoreBackend {
  const client = new IORedis(url, {
    keyPrefix: `${prefix}:`,
    // Fail fast when Redis is down or frozen instead of queueing (ioredis waits ~10 s by default, forever on a
    // frozen server): the lead then goes to the spool.
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: timeoutMs,
    retryStrategy: (times: number) => Math.min(times * 200, 1_000),
    // Commands issued in the same tick (concurrent posts) go out in one write: measured on 1,000 signups at 50
    // concurrent, the socket writes were 16% of the server's CPU.
    enableAutoPipelining: true,
  });
  // Without a listener ioredis prints every failed reconnect; log the outage once until it recovers.
  let reported = false;
  client
    .on("error", (error: Error) => {
      if (!reported) console.error(`[leads] Redis unreachable: ${error.message}`);
      reported = true;
    })
    .on("ready", () => {
      reported = false;
    });
  return {
    putOnce: async (key, value) => (await client.set(key, value, "NX")) === "OK",
    put: async (key, value) => {
      await client.set(key, value);
    },
    get: (key) => client.get(key),
    remove: async (key) => {
      await client.del(key);
    },
    async keys(keyPrefix) {
      // SCAN's pattern and answers are not touched by ioredis' keyPrefix.
      const found: string[] = [];
      let cursor = "0";
      do {
        const [next, batch] = await client.scan(cursor, "MATCH", `${prefix}:${keyPrefix}*`, "COUNT", 500);
        cursor = next;
        for (const key of batch) found.push(key.slice(prefix.length + 1));
      } while (cursor !== "0");
      return found;
    },
    lease: async (key, seconds) => (await client.set(key, "1", "EX", seconds, "NX")) === "OK",
    schedule: async (queue, member, at) => {
      await client.zadd(`queues:${queue}`, at, member);
    },
    unschedule: async (queue, member) => {
      await client.zrem(`queues:${queue}`, member);
    },
    due: (queue, until) => client.zrangebyscore(`queues:${queue}`, "-inf", until ?? "+inf"),
    async incrementWindow(key, windowSeconds) {
      const results = await client.multi().set(key, 0, "EX", windowSeconds, "NX").incr(key).exec();
      const [error, count] = results?.[1] ?? [new Error("rate limit transaction aborted"), 0];
      if (error) throw error;
      return Number(count);
    },
    ping: async () => {
      await client.ping();
    },
    dispose: async () => {
      client.disconnect();
    },
  };
}

function upstashBackend(url: string, token: string, prefix: string, timeoutMs: number, retries: number): StoreBackend {
  // One client for every operation: the SDK's default is 5 retries with growing waits (~4 s) and no timeout.
  const client = new UpstashRedis({
    url,
    token,
    retry: { retries, backoff: () => 100 },
    signal: () => AbortSignal.timeout(timeoutMs),
    automaticDeserialization: false,
    enableTelemetry: false,
  });
  const full = (key: string) => `${prefix}:${key}`;
  return {
    putOnce: async (key, value) => (await client.set(full(key), value, { nx: true })) === "OK",
    put: async (key, value) => {
      await client.set(full(key), value);
    },
    get: async (key) => (await client.get<string>(full(key))) ?? null,
    remove: async (key) => {
      await client.del(full(key));
    },
    async keys(keyPrefix) {
      const found: string[] = [];
      let cursor: string | number = "0";
      do {
        const [next, batch]: [string | number, string[]] = await client.scan(cursor, { match: `${full(keyPrefix)}*`, count: 500 });
        cursor = next;
        for (const key of batch) found.push(key.slice(prefix.length + 1));
      } while (String(cursor) !== "0");
      return found;
    },
    lease: async (key, seconds) => (await client.set(full(key), "1", { nx: true, ex: seconds })) === "OK",
    schedule: async (queue, member, at) => {
      await client.zadd(full(`queues:${queue}`), { score: at, member });
    },
    unschedule: async (queue, member) => {
      await client.zrem(full(`queues:${queue}`), member);
    },
    due: (queue, until) => client.zrange<string[]>(full(`queues:${queue}`), "-inf", until ?? "+inf", { byScore: true }),
    async incrementWindow(key, windowSeconds) {
      const [, count] = await client.multi().set(full(key), 0, { nx: true, ex: windowSeconds }).incr(full(key)).exec<[unknown, number]>();
      return Number(count);
    },
    ping: async () => {
      await client.ping();
    },
    dispose: async () => {},
  };
}

export function createStoreBackend(options: StoreBackendOptions): StoreBackend {
  if (options.driver === "fs") return fsBackend(options.dir);
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return options.driver === "redis"
    ? redisBackend(options.url, prefix, timeoutMs)
    : upstashBackend(options.url, options.token, prefix, timeoutMs, options.retries ?? 1);
}

/** Chosen by env alone: Upstash, then Redis, then files (the default for a fresh clone and tests). */
export function storeOptionsFromEnv(env: {
  REDIS_URL?: string;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  LEAD_STORE_DIR?: string;
}): StoreBackendOptions {
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    return { driver: "upstash", url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN };
  }
  if (env.REDIS_URL) return { driver: "redis", url: env.REDIS_URL };
  return { driver: "fs", dir: env.LEAD_STORE_DIR || ".data" };
}
