import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createKeyValueStore } from "~/store/create-store.server";
import type { KeyValueStore } from "~/store/key-value.server";
import { createVitalsCounter, vitalsFromBeacon, vitalsReport, type VitalsReport } from "./vitals.server";

vi.mock("../../shared/log.ts", () => ({ logEvent: vi.fn() }));

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NOW = new Date("2026-11-02T23:59:59Z");
const REPORT_ID = "4f1c2a7e-9b3d-4c5e-8f60-123456789abc";
const pagePaths = async () => new Set(["/", "/trades/plumbing"]);

const beacon = (body: Record<string, unknown> | string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/vitals", {
    method: "POST",
    headers: { "User-Agent": BROWSER, "Content-Type": "text/plain;charset=UTF-8", ...headers },
    body: typeof body === "string" ? body : JSON.stringify({ id: REPORT_ID, path: "/es/trades/plumbing", width: 375, ...body }),
  });
const judge = (request: Request) => vitalsFromBeacon(request, { pagePaths, now: NOW });

describe("what a field-vitals beacon counts", () => {
  it("the page as visits count it, the device class from the width, each metric's bucket; nothing else", async () => {
    expect(await judge(beacon({ lcp: 1234.5, inp: 48, cls: 0 }))).toEqual({
      report: {
        day: "2026-11-02",
        reportId: REPORT_ID,
        page: "/trades/plumbing",
        device: "mobile",
        buckets: { lcp: 1300, inp: 48, cls: 0 },
      },
    });
    // No interaction, no INP; a value past the histogram is kept in its overflow.
    expect(await judge(beacon({ path: "/", width: 1280, lcp: 12_000, cls: 0.305 }))).toMatchObject({
      report: { page: "/", device: "desktop", buckets: { lcp: null, cls: 0.31 } },
    });
  });

  it("refuses as malformed (400) a report without a metric, or with a value no browser measures", async () => {
    const malformed = [
      {},
      { lcp: -1 },
      { lcp: "1200" },
      { inp: 60_001 },
      { cls: 101 },
      { lcp: 1000, width: 0 },
      { lcp: 1000, width: 375.5 },
      { lcp: 1000, id: "not-a-uuid" },
      { lcp: 1000, path: "trades" },
    ];
    for (const body of malformed) expect(await judge(beacon(body)), JSON.stringify(body)).toEqual({ refused: "malformed" });
    // JSON has no Infinity, but 1e999 parses to it.
    expect(await judge(beacon(`{"id":"${REPORT_ID}","path":"/","width":375,"lcp":1e999}`))).toEqual({ refused: "malformed" });
    expect(await judge(beacon("not json"))).toEqual({ refused: "malformed" });
    expect(await judge(beacon({ lcp: 1000, padding: "x".repeat(3000) }))).toEqual({ refused: "malformed" });
  });

  it("refuses what the visit beacon refuses: bots, opted-out browsers, prefetches, paths that are no page", async () => {
    expect(await judge(beacon({ lcp: 1000 }, { "User-Agent": "curl/8.0" }))).toEqual({ refused: "bot" });
    expect(await judge(beacon({ lcp: 1000 }, { "Sec-GPC": "1" }))).toEqual({ refused: "opted-out" });
    expect(await judge(beacon({ lcp: 1000 }, { "Sec-Purpose": "prefetch" }))).toEqual({ refused: "prefetch" });
    expect(await judge(beacon({ lcp: 1000, path: "/wp-admin" }))).toEqual({ refused: "not-a-page" });
  });
});

describe("counting and reading field vitals", () => {
  let dir: string;
  let store: KeyValueStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "vitals-"));
    store = createKeyValueStore({ driver: "fs", dir }, 0);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const report = (reportId: string, changes: Partial<VitalsReport> = {}): VitalsReport => ({
    day: "2026-11-02",
    reportId,
    page: "/trades/plumbing",
    device: "mobile",
    buckets: { lcp: 1300, inp: 48, cls: 0 },
    ...changes,
  });

  it("counts a report once, every metric in it, and sums the chosen days per page and device class", async () => {
    const counter = createVitalsCounter(store);
    expect(await counter.count(report("a"))).toBe("counted");
    expect(await counter.count(report("a", { buckets: { lcp: 9000 } }))).toBe("repeat");
    await counter.count(report("b", { day: "2026-11-01", buckets: { lcp: 2600, cls: 0.02 } }));
    await counter.count(report("c", { day: "2026-11-03", buckets: { lcp: 100 } }));
    await counter.count(report("d", { device: "desktop", buckets: { lcp: 700, inp: 525, cls: null } }));
    await counter.count(report("e", { page: "/", buckets: { lcp: 500 } }));

    const lines = await vitalsReport({ from: "2026-11-01", to: "2026-11-02" }, store);
    expect(lines.map(({ page, device }) => [page, device])).toEqual([
      ["/trades/plumbing", "mobile"],
      ["/", "mobile"],
      ["/trades/plumbing", "desktop"],
    ]);
    expect(lines[0].vitals).toEqual({
      lcp: { samples: 2, p75: 2600, good: 0.5, needsImprovement: 0.5, poor: 0 },
      inp: { samples: 1, p75: 48, good: 1, needsImprovement: 0, poor: 0 },
      cls: { samples: 2, p75: 0.02, good: 1, needsImprovement: 0, poor: 0 },
    });
    expect(lines[2].vitals.inp).toMatchObject({ p75: 525, poor: 1 });
    expect(lines[2].vitals.cls).toMatchObject({ p75: Infinity, poor: 1 });
    expect(await vitalsReport({ from: "2026-10-01", to: "2026-10-31" }, store)).toEqual([]);
  });

  it("skips counter fields that are no bucket of its own", async () => {
    await store.countOnce("vitals:seen:x", 60, "vitals:2026-11-02", "not json", JSON.stringify(["/", "tablet", "lcp", 100]));
    await createVitalsCounter(store).count(report("a", { buckets: { lcp: 100 } }));
    const lines = await vitalsReport({ from: "2026-11-02", to: "2026-11-02" }, store);
    expect(lines).toHaveLength(1);
    expect(lines[0].vitals.lcp.samples).toBe(1);
  });
});
