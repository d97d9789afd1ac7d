import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import IORedis from "ioredis";
import { afterAll, beforeAll, describe } from "vitest";
import type { KeyValueOptions } from "../../app/store/key-value.server";
import { startUpstashTestServer, type UpstashTestServer } from "../mocks/upstash-server";
import { removeTestKeys, testRedisUrl } from "./test-redis";

/** How a contract's store is made from a driver's options, and ended. */
export interface ContractStore<S> {
  open(options: KeyValueOptions): S;
  close(store: S): Promise<void>;
}

/**
 * A store contract on every driver: the file driver in a temporary folder, then (when a test Redis answers) ioredis
 * and @upstash/redis through the REST test server, their keys under `prefix`. Each driver's tests share one store,
 * opened before them; they read it with `store()`. `withRedis` adds tests that read Redis itself. Nothing is left
 * behind: the folder and the keys are removed.
 */
export function describeEachDriver<S>(
  title: string,
  prefix: string,
  contractStore: ContractStore<S>,
  tests: (store: () => S, driver: string) => void,
  withRedis?: (redis: IORedis) => void,
) {
  const contract = (driver: string, makeOptions: () => Promise<KeyValueOptions>) =>
    describe(`${title} (${driver})`, () => {
      let store: S | undefined;
      beforeAll(async () => {
        store = contractStore.open(await makeOptions());
      });
      afterAll(async () => {
        if (store) await contractStore.close(store);
      });
      tests(() => store!, driver);
    });

  let dir = "";
  contract("fs", async () => {
    dir = await mkdtemp(join(tmpdir(), "store-contract-"));
    return { driver: "fs", dir };
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  describe.runIf(testRedisUrl)(`${title}: the Redis drivers`, () => {
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
