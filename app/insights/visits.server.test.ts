import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSpool } from "~/leads/spool.server";
import { createKeyValueStore } from "~/store/create-store.server";
import { StoreUnavailableError, type KeyValueStore } from "~/store/key-value.server";
import { DIRECT_HOME_VIEW } from "./visit-fixture";
import { createVisitCounter, visitCounts, type Visit } from "./visits.server";

let dir: string;
let store: KeyValueStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "visits-"));
  store = createKeyValueStore({ driver: "fs", dir: join(dir, "store") }, 0);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const visit = (viewId: string, changes: Partial<Visit> = {}): Visit => ({
  ...DIRECT_HOME_VIEW,
  day: "2026-11-02",
  viewId,
  page: "/trades/plumbing",
  ...changes,
});

/** The store, failing while `down` is set; `answerLost` counts and then fails (the reply never arrived). */
function flaky(inner: KeyValueStore) {
  const state = { down: false, answerLost: false };
  const countOnce: KeyValueStore["countOnce"] = async (...args) => {
    if (state.down) throw new StoreUnavailableError(new Error("connection refused"));
    const counted = await inner.countOnce(...args);
    if (state.answerLost) throw new StoreUnavailableError(new Error("timed out"));
    return counted;
  };
  return { state, store: { ...inner, countOnce } };
}

describe("counting views", () => {
  it("counts a view id once: a repeated beacon changes nothing", async () => {
    const counter = createVisitCounter(store, createSpool<Visit>(join(dir, "spool")));
    expect(await counter.count(visit("a"))).toBe("counted");
    expect(await counter.count(visit("a"))).toBe("repeat");
    expect(await counter.count(visit("b"))).toBe("counted");
    const { viewId: _, ...dimensions } = visit("a");
    expect(await visitCounts({ from: "2026-11-02", to: "2026-11-02" }, store)).toEqual([{ ...dimensions, count: 2 }]);
  });

  it("keeps views in the spool while the store is down and replays them once, even those the store took before its answer was lost", async () => {
    const { state, store: failing } = flaky(store);
    const counter = createVisitCounter(failing, createSpool<Visit>(join(dir, "spool")));
    state.answerLost = true;
    expect(await counter.count(visit("lost-answer"))).toBe("spooled");
    state.answerLost = false;
    state.down = true;
    expect(await counter.count(visit("down-1"))).toBe("spooled");
    expect(await counter.count(visit("down-1"))).toBe("spooled");
    expect(await counter.count(visit("down-2", { page: "/demo" }))).toBe("spooled");
    state.down = false;
    // The next view the store takes starts the replay.
    expect(await counter.count(visit("back"))).toBe("counted");
    await vi.waitFor(async () => {
      const rows = await visitCounts({ from: "2026-11-02", to: "2026-11-02" }, store);
      expect(Object.fromEntries(rows.map((row) => [row.page, row.count]))).toEqual({ "/trades/plumbing": 3, "/demo": 1 });
    });
    // A second replay (another process, a crash before the spool file was removed) doubles nothing.
    await createSpool<Visit>(join(dir, "spool")).append(visit("down-1"));
    expect(await counter.replay()).toBe(1);
    const rows = await visitCounts({ from: "2026-11-02", to: "2026-11-02" }, store);
    expect(rows.find((row) => row.page === "/trades/plumbing")?.count).toBe(3);
  });
});

describe("visitCounts", () => {
  it("returns one row per day and combination of dimensions over a fixed data set, days outside the range left out", async () => {
    const counter = createVisitCounter(store, createSpool<Visit>(join(dir, "spool")));
    const views: [string, Partial<Visit>][] = [
      ["1", { day: "2026-10-31" }],
      ["2", { day: "2026-11-01" }],
      ["3", { day: "2026-11-01" }],
      ["4", { day: "2026-11-01", language: "es" }],
      ["5", { day: "2026-11-01", source: "google", medium: "cpc", campaign: "fall|sale" }],
      ["6", { day: "2026-11-03", page: "/", referrer: "news.example.com" }],
      ["7", { day: "2026-11-03", page: "/", referrer: "news.example.com" }],
      ["8", { day: "2026-11-04" }],
    ];
    for (const [id, changes] of views) await counter.count(visit(id, changes));
    const rows = await visitCounts({ from: "2026-11-01", to: "2026-11-03" }, store);
    const base = { ...DIRECT_HOME_VIEW, page: "/trades/plumbing" };
    expect(rows.sort((a, b) => `${a.day}${JSON.stringify(a)}`.localeCompare(`${b.day}${JSON.stringify(b)}`))).toEqual(
      [
        { day: "2026-11-01", ...base, count: 2 },
        { day: "2026-11-01", ...base, language: "es", count: 1 },
        { day: "2026-11-01", ...base, source: "google", medium: "cpc", campaign: "fall|sale", count: 1 },
        { day: "2026-11-03", ...base, page: "/", referrer: "news.example.com", count: 2 },
      ].sort((a, b) => `${a.day}${JSON.stringify(a)}`.localeCompare(`${b.day}${JSON.stringify(b)}`)),
    );
    expect(await visitCounts({ from: "2026-11-05", to: "2026-11-04" }, store)).toEqual([]);
    await expect(visitCounts({ from: "2026-11", to: "2026-11-04" }, store)).rejects.toThrow(RangeError);
  });
});
