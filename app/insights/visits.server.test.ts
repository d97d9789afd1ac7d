import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logEvent } from "../../shared/log.ts";
import { createKeyValueStore } from "~/store/create-store.server";
import { StoreUnavailableError, type KeyValueStore } from "~/store/key-value.server";
import { DIRECT_HOME_VIEW } from "../../tests/support/visit-fixture";
import { createVisitCounter, visitCounts, type Visit } from "./visits.server";

vi.mock("../../shared/log.ts", () => ({ logEvent: vi.fn() }));

let dir: string;
let store: KeyValueStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "visits-"));
  store = createKeyValueStore({ driver: "fs", dir: join(dir, "store") }, 0);
});
afterEach(async () => {
  vi.clearAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const visit = (viewId: string, changes: Partial<Visit> = {}): Visit => ({
  ...DIRECT_HOME_VIEW,
  day: "2026-11-02",
  viewId,
  page: "/trades/plumbing",
  ...changes,
});

/** The store, failing while `down` is set. */
function flaky(inner: KeyValueStore) {
  const state = { down: false };
  const countOnce: KeyValueStore["countOnce"] = async (...args) => {
    if (state.down) throw new StoreUnavailableError(new Error("connection refused"));
    return inner.countOnce(...args);
  };
  return { state, store: { ...inner, countOnce } };
}

describe("counting views", () => {
  it("counts a view id once: a repeated beacon changes nothing", async () => {
    const counter = createVisitCounter(store);
    expect(await counter.count(visit("a"))).toBe("counted");
    expect(await counter.count(visit("a"))).toBe("repeat");
    expect(await counter.count(visit("b"))).toBe("counted");
    const { viewId: _, ...dimensions } = visit("a");
    expect(await visitCounts({ from: "2026-11-02", to: "2026-11-02" }, store)).toEqual([{ ...dimensions, count: 2 }]);
  });

  it("drops views while the store is down, writing nothing to disk, and logs the outage once at each end", async () => {
    const { state, store: failing } = flaky(store);
    const counter = createVisitCounter(failing);
    state.down = true;
    for (let n = 0; n < 100; n++) expect(await counter.count(visit(`down-${n}`))).toBe("dropped");
    expect(await readdir(dir)).toEqual([]);
    expect(logEvent).toHaveBeenCalledTimes(1);
    expect(logEvent).toHaveBeenCalledWith(expect.objectContaining({ level: "warn", event: "visit.dropped" }));
    state.down = false;
    expect(await counter.count(visit("back"))).toBe("counted");
    expect(logEvent).toHaveBeenLastCalledWith({ event: "visit.counting", dropped: 100 });
    expect(await visitCounts({ from: "2026-11-02", to: "2026-11-02" }, store)).toEqual([
      { ...DIRECT_HOME_VIEW, day: "2026-11-02", page: "/trades/plumbing", count: 1 },
    ]);
  });

  it("keeps a day's views in one file on the file store, not a file a view", async () => {
    const counter = createVisitCounter(store);
    for (let n = 0; n < 200; n++) await counter.count(visit(`view-${n}`));
    expect(await readdir(join(dir, "store"), { recursive: true })).toEqual(["visits", join("visits", "2026-11-02")]);
    expect((await stat(join(dir, "store", "visits", "2026-11-02"))).size).toBeLessThan(200 * 200);
  });
});

describe("visitCounts", () => {
  it("returns one row per day and combination of dimensions over a fixed data set, days outside the range left out", async () => {
    const counter = createVisitCounter(store);
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
