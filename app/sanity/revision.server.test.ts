import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import IORedis from "ioredis";
import { createLeadStore, type LeadStoreOptions } from "~/leads/create-lead-store.server";
import { startUpstashTestServer } from "../../tests/mocks/upstash-server";
import { createPublishedRevision, type SharedValues } from "./revision.server";

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
async function expectPublishShared(options: LeadStoreOptions) {
  const [one, two] = [createLeadStore(options), createLeadStore(options)];
  try {
    const first = createPublishedRevision(() => one, 1000);
    const second = createPublishedRevision(() => two, 1000);
    await second.poll();
    const before = second.current();

    const revision = await first.announce();
    expect(first.current()).toBe(revision);
    expect(second.current()).toBe(before);
    await second.poll();
    expect(second.current()).toBe(revision);
  } finally {
    await Promise.all([one.dispose(), two.dispose()]);
  }
}

// CI sets REDIS_URL: the Redis and Upstash cases then run (as in the lead store's tests).
const redisUrl = process.env.REDIS_URL;
const prefix = `tradevoice-test:revision-${process.pid}-${Date.now()}`;

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
    afterAll(async () => {
      const redis = new IORedis(redisUrl!, { maxRetriesPerRequest: 1 });
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

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

  it("polls on its interval once started, and not after stop", async () => {
    vi.useFakeTimers();
    const { store, values, release } = gatedStore();
    const revision = createPublishedRevision(() => store, 1000);
    revision.start();
    release();
    values.set("content-revision", "from-another-instance");
    await vi.advanceTimersByTimeAsync(1000);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(revision.current()).toBe("from-another-instance");

    revision.stop();
    values.set("content-revision", "later");
    await vi.advanceTimersByTimeAsync(5000);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(revision.current()).toBe("from-another-instance");
  });

  it("is ready once the first read settles, or after one interval when the store does not answer", async () => {
    vi.useFakeTimers();
    const { store, values, release } = gatedStore();
    values.set("content-revision", "shared");
    const answering = createPublishedRevision(() => store, 1000);
    answering.start();
    release();
    await answering.ready();
    expect(answering.current()).toBe("shared");
    answering.stop();

    const silent = createPublishedRevision(() => ({ ...store, readShared: () => new Promise(() => {}) }), 1000);
    silent.start();
    let ready = false;
    void silent.ready().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    silent.stop();
  });

  it("a read that started before a local publish does not bring back the older revision", async () => {
    const { store, values, release } = gatedStore();
    values.set("content-revision", "older");
    const revision = createPublishedRevision(() => store, 1000);
    const reading = revision.poll();
    const published = await revision.announce();
    release();
    await reading;
    expect(revision.current()).toBe(published);
  });

  it("keeps serving its revision and logs once while the store is down", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const down: SharedValues = {
      readShared: () => Promise.reject(new Error("connection refused")),
      writeShared: () => Promise.reject(new Error("connection refused")),
    };
    const revision = createPublishedRevision(() => down, 1000);
    const published = await revision.announce();
    await revision.poll();
    await revision.poll();
    expect(revision.current()).toBe(published);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
