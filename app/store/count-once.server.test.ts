import { appendFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { describeEachDriver } from "../../tests/support/store-contracts";
import { testKeyPrefix, testRedisUrl } from "../../tests/support/test-redis";
import { createKeyValueStore } from "./create-store.server";

const runId = testKeyPrefix("count-once");
// Values a naive encoding would confuse: separators, quotes, a line break, non-ASCII.
const AWKWARD = ['["/a","b"]', "x:y|z", 'line\nbreak "quoted"', "señal"];

describeEachDriver(
  "countOnce and counters",
  runId,
  { open: createKeyValueStore, close: (store) => store.close() },
  (store) => {
    it("counts 50 concurrent calls with one once-key exactly once", async () => {
      const results = await Promise.all(Array.from({ length: 50 }, () => store().countOnce("seen:burst", 60, "counts:burst", "f")));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store().counters("counts:burst")).toEqual({ f: 1 });
    });

    it("keeps a count per field, fields as given, and repeats change nothing", async () => {
      for (const [index, field] of AWKWARD.entries()) {
        for (let view = 0; view <= index; view++)
          expect(await store().countOnce(`seen:fields:${index}:${view}`, 60, "counts:fields", field)).toBe(true);
      }
      expect(await store().countOnce("seen:fields:0:0", 60, "counts:fields", AWKWARD[0])).toBe(false);
      expect(await store().counters("counts:fields")).toEqual(Object.fromEntries(AWKWARD.map((field, index) => [field, index + 1])));
      expect(await store().counters("counts:never-written")).toEqual({});
    });

    it("adds one to each of several fields in one count, once", async () => {
      expect(await store().countOnce("seen:several", 60, "counts:several", "a", AWKWARD[2], "c")).toBe(true);
      expect(await store().countOnce("seen:several", 60, "counts:several", "a", "b")).toBe(false);
      expect(await store().countOnce("seen:several:2", 60, "counts:several", "a")).toBe(true);
      expect(await store().counters("counts:several")).toEqual({ a: 2, [AWKWARD[2]]: 1, c: 1 });
    });
  },
  (redis) => {
    it("gives the once-key its time to live and the counter none", async () => {
      const store = createKeyValueStore({ driver: "redis", url: testRedisUrl!, prefix: `${runId}:ttl` });
      await store.countOnce("seen:x", 172_800, "counts:x", "f");
      expect(await redis.ttl(`${runId}:ttl:seen:x`)).toBeGreaterThan(172_700);
      expect(await redis.ttl(`${runId}:ttl:counts:x`)).toBe(-1);
      await store.close();
    });
  },
);

describe("the file driver", () => {
  it("forgets a once-key after its time (a view may count again), and keeps no file per key", async () => {
    const folder = await mkdtemp(join(tmpdir(), "count-once-ttl-"));
    const store = createKeyValueStore({ driver: "fs", dir: folder });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-01T00:00:00Z") });
    try {
      expect(await store.countOnce("seen:a", 60, "counts", "f")).toBe(true);
      vi.setSystemTime(Date.parse("2026-11-01T00:00:59Z"));
      expect(await store.countOnce("seen:a", 60, "counts", "f")).toBe(false);
      vi.setSystemTime(Date.parse("2026-11-01T02:00:00Z"));
      expect(await store.countOnce("seen:b", 60, "counts", "f")).toBe(true);
      expect(await store.countOnce("seen:a", 60, "counts", "f")).toBe(true);
      expect(await store.counters("counts")).toEqual({ f: 3 });
      expect(await store.keys("")).toEqual(["counts"]);
    } finally {
      vi.useRealTimers();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("counts a once-key once within its time across processes sharing the folder, and reads counts written before", async () => {
    const folder = await mkdtemp(join(tmpdir(), "count-once-shared-"));
    const [one, two] = [createKeyValueStore({ driver: "fs", dir: folder }), createKeyValueStore({ driver: "fs", dir: folder })];
    try {
      expect(await one.countOnce("seen:a", 60, "counts", "f")).toBe(true);
      expect(await two.countOnce("seen:a", 60, "counts", "f")).toBe(true);
      await appendFile(join(folder, "counts"), `${JSON.stringify("f")}\n`);
      expect(await one.counters("counts")).toEqual({ f: 2 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("writes no count while less than its reserve of disk is free", async () => {
    const folder = await mkdtemp(join(tmpdir(), "count-once-reserve-"));
    const store = createKeyValueStore({ driver: "fs", dir: folder, countReserveBytes: Number.MAX_SAFE_INTEGER });
    try {
      expect(await store.countOnce("seen:a", 60, "counts", "f")).toBe(false);
      expect(await store.counters("counts")).toEqual({});
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
