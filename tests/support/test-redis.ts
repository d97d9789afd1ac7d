import { randomUUID } from "node:crypto";
import IORedis from "ioredis";

/** Where Redis-backed tests look when REDIS_URL is not set: a Redis on its default address. */
const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

/** True when a Redis answers PING at `url` (quietly: a refused connection is an answer too). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 300, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * The Redis the tests use: REDIS_URL when set (CI: then a Redis that does not answer fails the tests, never skips
 * them), else the default address when a Redis answers there, else none (the Redis cases are skipped).
 */
export const testRedisUrl: string | undefined =
  process.env.REDIS_URL || ((await redisAnswers(DEFAULT_REDIS_URL)) ? DEFAULT_REDIS_URL : undefined);

/** A key prefix no other run shares: parallel runs on one Redis never see each other's keys. */
export const testKeyPrefix = (label: string) => `test:${label}:${process.pid}:${randomUUID()}`;

/** Deletes every key under `prefix` from the Redis at `url` (call it once a suite ends: the Redis is shared). */
export async function removeTestKeys(url: string, prefix: string): Promise<void> {
  const redis = new IORedis(url, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}
