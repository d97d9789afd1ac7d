import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { RETELL_CREATE_WEB_CALL_URL } from "../mocks/provider-handlers.js";
import { mockProvidersPerFile } from "../mocks/provider-server";
import { removeTestKeys, testKeyPrefix, testRedisUrl } from "../support/test-redis";
import { createKeyValueStore } from "~/store/create-store.server";
import type { KeyValueStore } from "~/store/key-value.server";
import { startWebCall, type StartWebCallDeps } from "~/web-calls/start-web-call.server";
import { setClock } from "../support/clock";
import { tap, testStartDeps, type TestCaps } from "../support/web-call-tests";

/**
 * The load the caps exist for: 500 taps from 50 addresses within one minute, spread over two server instances that
 * share one Redis. However the taps interleave, Retell is asked for no more calls than the caps allow.
 */
const { requests } = mockProvidersPerFile();
const prefix = testKeyPrefix("web-call-caps");
const stores: KeyValueStore[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(stores.splice(0).map((store) => store.close()));
});
afterAll(async () => {
  if (testRedisUrl) await removeTestKeys(testRedisUrl, prefix);
});

const START = Date.parse("2026-11-27T10:00:00Z");

/** 500 taps, 10 from each of 50 addresses, all in flight at once, alternating instances; the answers' statuses. */
async function burst(instances: StartWebCallDeps[]): Promise<Record<number, number>> {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  setClock(START);
  const taps = Array.from({ length: 500 }, (_, index) => index);
  const answers = await Promise.all(
    taps.map((index) => {
      // Within the minute: tap i at START + i * 120 ms.
      vi.setSystemTime(START + index * 120);
      const ask = { source: "assistant:paris", language: "en", page: "/" };
      return startWebCall(tap(ask), { clientIp: `198.51.100.${index % 50}` }, instances[index % instances.length]);
    }),
  );
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return statuses;
}

const created = () => requests.filter((request) => request.url === RETELL_CREATE_WEB_CALL_URL).length;

describe.skipIf(!testRedisUrl)("web-call caps under load, two instances sharing Redis", () => {
  const twoInstances = (label: string, caps: TestCaps) =>
    [0, 1].map(() => {
      const store = createKeyValueStore({ driver: "redis", url: testRedisUrl!, prefix: `${prefix}:${label}`, timeoutMs: 5_000 });
      stores.push(store);
      return testStartDeps(store, caps);
    });

  it("per address: 50 addresses x 3 an hour = 150 calls, the other 350 taps answered 429", async () => {
    const statuses = await burst(twoInstances("address", { WEB_CALL_DAILY_CALLS: 1_000 }));
    expect(created()).toBe(150);
    expect(statuses).toEqual({ 200: 150, 429: 350 });
  });

  it("daily cap: 100 calls a day for everyone, however the 150 allowed taps race across instances", async () => {
    const statuses = await burst(twoInstances("daily", { WEB_CALL_DAILY_CALLS: 100 }));
    expect(created()).toBe(100);
    expect(statuses).toEqual({ 200: 100, 429: 350, 503: 50 });
  });
});

describe("web-call caps under load, one instance on the file store", () => {
  it("holds the same caps in-process", async () => {
    const { mkdtemp, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const dir = await mkdtemp(`${tmpdir()}/web-call-caps-`);
    const store = createKeyValueStore({ driver: "fs", dir });
    stores.push(store);
    try {
      const statuses = await burst([testStartDeps(store, { WEB_CALL_DAILY_CALLS: 100 })]);
      expect(created()).toBe(100);
      expect(statuses).toEqual({ 200: 100, 429: 350, 503: 50 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
