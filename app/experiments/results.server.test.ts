import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ExperimentResults } from "~/components/insights/experiment-results";
import { DIRECT_HOME_VIEW } from "../../tests/support/visit-fixture";
import { dimensionsField, type VisitCountRow } from "~/insights/visits.server";
import { createLeadStore } from "~/leads/create-lead-store.server";
import { createKeyValueStore } from "~/store/create-store.server";
import { testExperiment } from "../../tests/support/experiment-fixture";
import { experimentReports, reportsFrom } from "./results.server";

const experiment = testExperiment({
  minSamplePerVariant: 100,
  variants: [testExperiment().variants[0], { key: "b", weight: 50, text: { en: "B", es: "B" } }],
});
const row = (variant: string, count: number, changes: Partial<VisitCountRow> = {}): VisitCountRow => ({
  ...DIRECT_HOME_VIEW,
  day: "2026-11-20",
  variant,
  count,
  ...changes,
});
// 500 views and 10 leads for the control, 500 and 20 for b, spread over rows, languages and a second experiment.
const visits = [
  row("home-hero-heading:control", 300),
  row("home-hero-heading:control", 200, { language: "es", day: "2026-11-21" }),
  row("home-hero-heading:b", 400),
  row("home-hero-heading:b,cta:short", 100),
  row("", 900),
];
const leads = [
  ...Array.from({ length: 10 }, () => ({ variant: "home-hero-heading:control", created_at: "2026-11-20T10:00:00.000Z" })),
  ...Array.from({ length: 19 }, () => ({ variant: "home-hero-heading:b", created_at: "2026-11-20T10:00:00.000Z" })),
  { variant: "home-hero-heading:b,cta:short", created_at: "2026-11-21T10:00:00.000Z" },
  { variant: "", created_at: "2026-11-21T10:00:00.000Z" },
  { variant: null, created_at: "2026-11-21T10:00:00.000Z" },
];

describe("reportsFrom", () => {
  it("counts each variant's views and leads (a joined dimension counts for each of its experiments) with their results", () => {
    const [report] = reportsFrom([experiment], visits, leads);
    expect(report).toMatchObject({ key: "home-hero-heading", name: "Home hero heading", status: "running", minSamplePerVariant: 100 });
    expect(report.variants.map(({ key, visits: views, conversions, rate, winner }) => ({ key, views, conversions, rate, winner }))).toEqual(
      [
        { key: "control", views: 500, conversions: 10, rate: 0.02, winner: false },
        { key: "b", views: 500, conversions: 20, rate: 0.04, winner: true },
      ],
    );
    // Beta(11, 491) vs Beta(21, 481): see stats.test.ts for the reference (scipy).
    expect(report.variants[1].probabilityToBeatControl).toBeCloseTo(0.9667815769113671, 9);
  });
});

describe("ExperimentResults", () => {
  it("renders a table per experiment: variant, visits, leads, rate with interval, probability to beat control, winner", () => {
    const html = renderToStaticMarkup(createElement(ExperimentResults, { reports: reportsFrom([experiment], visits, leads) }));
    expect(html).toContain("<h3");
    expect(html).toContain("Home hero heading");
    expect(html).toContain('<th scope="row">control (control)</th><td>500</td><td>10</td><td>2.0% (1.1% – 3.6%)</td><td>–</td><td></td>');
    expect(html).toContain('<th scope="row">b</th><td>500</td><td>20</td><td>4.0% (2.6% – 6.1%)</td><td>96.7%</td><td>Winner</td>');
    expect(renderToStaticMarkup(createElement(ExperimentResults, { reports: [] }))).toBe("<p>No experiments have run yet.</p>");
  });
});

describe("experimentReports", () => {
  it("reads the seed's experiments, the range's visit counts and its leads of every form from the stores", async () => {
    // Leads are dated by the clock: a fixed day inside the range.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T12:00:00.000Z"));
    const dir = await mkdtemp(join(tmpdir(), "experiment-results-"));
    const store = createKeyValueStore({ driver: "fs", dir }, 0);
    const leadStore = createLeadStore({ store });
    try {
      const view = (day: string, variant: string, viewId: string) =>
        store.countOnce(`visits:seen:${viewId}`, 60, `visits:${day}`, dimensionsField(row(variant, 1)));
      await view("2026-11-20", "home-hero-heading:missed-calls", "a");
      await view("2026-11-20", "home-hero-heading:missed-calls", "b");
      await view("2026-11-21", "home-hero-heading:control", "c");
      await view("2026-10-31", "home-hero-heading:control", "d");
      const call = { name: "Jane Doe", company_name: "Acme", email: "jane@acme.test", phone: "+12125550123" };
      await leadStore.accept("demo-call", { ...call, variant: "home-hero-heading:missed-calls" }, []);
      await leadStore.accept("demo-call", { ...call, variant: "" }, []);
      const reports = await experimentReports({ from: "2026-11-01", to: "2026-11-30" }, { store, leadStore });
      const home = reports.find((report) => report.key === "home-hero-heading");
      expect(home?.variants.map(({ key, visits: views, conversions }) => [key, views, conversions])).toEqual([
        ["control", 1, 0],
        ["missed-calls", 2, 1],
      ]);
    } finally {
      vi.useRealTimers();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
