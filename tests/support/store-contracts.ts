import IORedis from "ioredis";
import { afterAll, beforeAll, describe } from "vitest";
import type { KeyValueOptions } from "../../app/store/key-value.server";
import { startUpstashTestServer, type UpstashTestServer } from "../mocks/upstash-server";
import { removeTestKeys, testRedisUrl } from "./test-redis";

/** One driver's part of a contract: its name and how to make its options (once, before its tests). */
export type StoreContract = (driver: string, makeOptions: () => Promise<KeyValueOptions>) => void;

/**
 * Tests that share one store, opened before them and closed after them; they read it with the getter they are given.
 */
export function describeWithStore<S>(
  title: string,
  open: () => Promise<S>,
  close: (store: S) => Promise<void>,
  tests: (store: () => S) => void,
) {
  describe(title, () => {
    let store: S | undefined;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      if (store) await close(store);
    });
    tests(() => store!);
  });
}

/**
 * A contract on both Redis drivers, their keys under `prefix`: ioredis, and @upstash/redis through the REST test server.
 * `withRedis` adds tests that read Redis itself. Leaves no key behind; skipped when no test Redis answers.
 */
export function describeRedisDrivers(prefix: string, contract: StoreContract, withRedis?: (redis: IORedis) => void) {
  describe.runIf(testRedisUrl)("the Redis drivers", () => {
    let upstash: UpstashTestServer | undefined;
    const redis = new IORedis(testRedisUrl!, { maxRetriesPerRequest: 1 });
    afterAll(async () => {
      await upstash?.close();
      redis.disconnect();
      await removeTestKeys(testRedisUrl!, prefix);
    });

    contract("redis (ioredis)", async () => ({ driver: "redis", url: testRedisUrl!, prefix: `${prefix}:redis` }));
    contract("upstash (@upstash/redis via the REST test server)", async () => {
      upstash = await startUpstashTestServer(testRedisUrl!);
      return { driver: "upstash", url: upstash.url, token: upstash.token, prefix: `${prefix}:upstash` };
    });
    withRedis?.(redis);
  });
}
