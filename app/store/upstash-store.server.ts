import { Redis as UpstashRedis } from "@upstash/redis";
import type { KeyValueStore } from "./key-value.server";
import { asCounts, COUNT_ONCE_SCRIPT, REMOVE_IF_SCRIPT } from "./redis-store.server";

/** Upstash over REST: every call is one HTTP request with a timeout; a transaction is one `/multi-exec` request. */
export function upstashStore(url: string, token: string, prefix: string, timeoutMs: number, retries: number): KeyValueStore {
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
  const queueKey = (queue: string) => full(`queues:${queue}`);
  return {
    get: async (key) => (await client.get<string>(full(key))) ?? null,
    put: async (key, value) => {
      await client.set(full(key), value);
    },
    async putOnce(key, value, enqueue) {
      // An Upstash transaction runs as one step: the record and its queue entries exist together or not at all.
      const transaction = client.multi().set(full(key), value, { nx: true });
      const [first, ...rest] = (enqueue?.members ?? []).map((member) => ({ score: enqueue!.at, member }));
      if (first) transaction.zadd(queueKey(enqueue!.queue), { nx: true }, first, ...rest);
      const [created] = await transaction.exec<[unknown, ...unknown[]]>();
      return created === "OK";
    },
    async putAndSchedule(key, value, queue, member, at) {
      const transaction = client.multi().set(full(key), value);
      if (at === null) transaction.zrem(queueKey(queue), member);
      else transaction.zadd(queueKey(queue), { score: at, member });
      await transaction.exec();
    },
    remove: async (key) => {
      await client.del(full(key));
    },
    removeIf: async (key, value) => {
      await client.eval(REMOVE_IF_SCRIPT, [full(key)], [value]);
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
    lease: async (key, value, seconds) => (await client.set(full(key), value, { nx: true, ex: seconds })) === "OK",
    due: (queue, until) => client.zrange<string[]>(queueKey(queue), "-inf", until ?? "+inf", { byScore: true }),
    unschedule: async (queue, member) => {
      await client.zrem(queueKey(queue), member);
    },
    async incrementWindow(key, windowSeconds, points) {
      const [, count, msLeft] = await client
        .multi()
        .set(full(key), 0, { nx: true, ex: windowSeconds })
        .incrby(full(key), points)
        .pttl(full(key))
        .exec<[unknown, number, number]>();
      return { count: Number(count), msLeft: Number(msLeft) };
    },
    countOnce: async (onceKey, ttlSeconds, counterKey, ...fields) =>
      Number(await client.eval(COUNT_ONCE_SCRIPT, [full(onceKey), full(counterKey)], [String(ttlSeconds), ...fields])) === 1,
    async counters(key) {
      // Without automatic deserialization the SDK hands over HGETALL's reply as Redis sends it: field, value, ...
      const reply = (await client.hgetall(full(key))) as unknown as string[] | null;
      const pairs = reply ?? [];
      return asCounts(Object.fromEntries(pairs.flatMap((field, index) => (index % 2 === 0 ? [[field, pairs[index + 1]]] : []))));
    },
    ping: async () => {
      await client.ping();
    },
    close: async () => {},
  };
}
