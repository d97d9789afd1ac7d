import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createKeyValueStore } from "~/store/create-store.server";
import type { KeyValueOptions } from "~/store/key-value.server";
import { startUpstashTestServer } from "../../tests/mocks/upstash-server";
import { removeTestKeys, testKeyPrefix, testRedisUrl } from "../../tests/support/test-redis";
import { createPublishedRevision, sharedValuesIn, type SharedValues } from "./revision.server";
import { logger } from "../../shared/log.ts";

/** A shared store whose reads the test releases one by one, to order a read against a publish. */
function gatedStore() {
  const values = new Map<string, string>();
  const pending: Array<() => void> = [];
  const store: SharedValues = {
    readShared: (key) => new Promise((resolve) => pending.push(() => resolve(values.get(key) ?? null))),
    writeShared: async (key, value) => void values.set(key, value),
  };
  return { store, values, release: () => pending.shift()?.() };
}

afterEach(() => vi.useRealTimers());

/** Two instances, each with its own store client on the same backend: a publish on one reaches the other. */
async function expectPublishShared(options: KeyValueOptions) {
  const [one, two] = [createKeyValueStore(options), createKeyValueStore(options)];
  try {
    const first = createPublishedRevision(() => sharedValuesIn(one), 1000);
    const second = createPublishedRevision(() => sharedValuesIn(two), 1000);
    await Promise.all([first.poll(), second.poll()]);
    const [firstBefore, secondBefore] = [first.current(), second.current()];

    await first.announce();
    expect(first.current()).not.toBe(firstBefore);
    expect(second.current()).toBe(secondBefore);
    await second.poll();
    expect(second.current()).not.toBe(secondBefore);
    // Seen once is enough: polling again changes nothing, here or on the instance that announced.
    const [firstAfter, secondAfter] = [first.current(), second.current()];
    await Promise.all([first.poll(), second.poll()]);
    expect([first.current(), second.current()]).toEqual([firstAfter, secondAfter]);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
}

// The Redis and Upstash cases run whenever a Redis answers (REDIS_URL, else the default address).
const redisUrl = testRedisUrl;
const prefix = testKeyPrefix("revision");

describe("the published revision through each store backend", () => {
  it("files", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "revision-"));
    try {
      await expectPublishShared({ driver: "fs", dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe.runIf(redisUrl)("Redis", () => {
    afterAll(() => removeTestKeys(redisUrl!, prefix));

    it("ioredis", () => expectPublishShared({ driver: "redis", url: redisUrl!, prefix: `${prefix}:redis` }));

    it("Upstash (REST, no pub/sub)", async () => {
      const upstash = await startUpstashTestServer(redisUrl!);
      try {
        await expectPublishShared({ driver: "upstash", url: upstash.url, token: upstash.token, prefix: `${prefix}:upstash` });
      } finally {
        await upstash.close();
      }
    });
  });
});

describe("createPublishedRevision", () => {
  it("takes the first shared value as its baseline: what a new instance fetched is current", async () => {
    const { store, values, release } = gatedStore();
    values.set("content-revision", "published-before-start");
    const revision = createPublishedRevision(() => store, 1000);
    const before = revision.current();
    const reading = revision.poll();
    release();
    await reading;
    expect(revision.current()).toBe(before);
  });

  it("polls on its interval once started, and not after stop", async () => {
    vi.useFakeTimers();
    const { store, values, release } = gatedStore();
    const revision = createPublishedRevision(() => store, 1000);
    revision.start();
    release();
    await vi.advanceTimersByTimeAsync(0);
    const baseline = revision.current();
    values.set("content-revision", "from-another-instance");
    await vi.advanceTimersByTimeAsync(1000);
    release();
    await vi.advanceTimersByTimeAsync(0);
    const changed = revision.current();
    expect(changed).not.toBe(baseline);

    revision.stop();
    values.set("content-revision", "later");
    await vi.advanceTimersByTimeAsync(5000);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(revision.current()).toBe(changed);
  });

  it("a read that started before a local publish does not undo it", async () => {
    const { store, values, release } = gatedStore();
    values.set("content-revision", "older");
    const revision = createPublishedRevision(() => store, 1000);
    const reading = revision.poll();
    await revision.announce();
    const published = revision.current();
    release();
    await reading;
    expect(revision.current()).toBe(published);
    // The next read finds its own announcement: nothing changes.
    const next = revision.poll();
    release();
    await next;
    expect(revision.current()).toBe(published);
  });

  it("keeps serving its revision and logs once while the store is down", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const down: SharedValues = {
      readShared: () => Promise.reject(new Error("connection refused")),
      writeShared: () => Promise.reject(new Error("connection refused")),
    };
    const revision = createPublishedRevision(() => down, 1000);
    await revision.announce();
    const published = revision.current();
    await revision.poll();
    await revision.poll();
    expect(revision.current()).toBe(published);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
