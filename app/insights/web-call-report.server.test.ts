import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openLeadStore } from "../../tests/support/lead-store";
import { testWebCall } from "../../tests/support/web-call-tests";
import { recordWebCall, updateWebCallProgress, type WebCallRecord } from "~/web-calls/web-calls.server";
import { webCallTables } from "../../scripts/insights";
import { conversionReport } from "./report.server";
import { buildWebCallReport, type WebCallFact } from "./web-call-report.server";

const call = (id: string, day: string, fields: Partial<WebCallRecord>, progress: WebCallFact["progress"]): WebCallFact => ({
  ...testWebCall(id, { started_at: `${day}T12:00:00.000Z`, ...fields }),
  progress,
});

const CALLS = [
  call("a", "2026-11-20", { page: "/trades/plumbing", campaign: "google / cpc / spring" }, { connected: true, duration_seconds: 120 }),
  call("b", "2026-11-21", { page: "/trades/plumbing" }, { connected: true, duration_seconds: 45 }),
  call("c", "2026-11-21", { page: "/", variant: "hero:b" }, { connected: false }),
  call("d", "2026-11-22", { page: "/" }, null),
  // Outside the range.
  call("e", "2026-10-01", { page: "/" }, { connected: true, duration_seconds: 600 }),
];

describe("web calls in the insights", () => {
  it("counts calls started, connected, minutes and leads after a call, in total and per page, campaign and variant", () => {
    const report = buildWebCallReport(
      { from: "2026-11-01", to: "2026-11-30" },
      CALLS,
      new Map([
        ["a", 1],
        ["b", 2],
        ["e", 1],
      ]),
    );
    expect(report.totals).toEqual({ value: "", started: 4, connected: 2, minutes: 2.8, leads: 3 });
    // Most started first, then most leads.
    expect(report.breakdowns.page).toEqual([
      { value: "/trades/plumbing", started: 2, connected: 2, minutes: 2.8, leads: 3 },
      { value: "/", started: 2, connected: 0, minutes: 0, leads: 0 },
    ]);
    expect(report.breakdowns.campaign).toEqual([
      { value: "", started: 3, connected: 1, minutes: 0.8, leads: 2 },
      { value: "google / cpc / spring", started: 1, connected: 1, minutes: 2, leads: 1 },
    ]);
    expect(report.breakdowns.variant.map(({ value, started }) => [value, started])).toEqual([
      ["", 3],
      ["hero:b", 1],
    ]);
    expect(webCallTables(report)).toContain(
      "Page              Started  Connected  Minutes  Leads after\n----------------  -------  ---------  -------  -----------\n/trades/plumbing        2          2      2.8            3\n/                       2          0      0.0            0",
    );
  });

  it("reads the calls and the leads that name them from the store (npm run insights, /insights)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "web-call-report-"));
    const leads = openLeadStore({ driver: "fs", dir });
    try {
      const today = new Date().toISOString().slice(0, 10);
      for (const id of ["call_1", "call_2"]) {
        await recordWebCall(leads.keyValues, testWebCall(id, { page: "/trades/hvac" }));
      }
      await updateWebCallProgress(leads.keyValues, "call_1", { connected: true, duration_seconds: 90 });
      await leads.accept(
        "demo-call",
        { name: "Jane", company_name: "Acme", email: "jane@acme.com", phone: "+12125550123", web_call_id: "call_1" },
        [],
      );
      const report = await conversionReport({ from: today, to: today }, { store: leads.keyValues, leads });
      expect(report.webCalls.totals).toEqual({ value: "", started: 2, connected: 1, minutes: 1.5, leads: 1 });
      expect(report.totals.leads).toBe(1);
    } finally {
      await leads.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
