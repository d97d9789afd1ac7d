import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExperimentResults } from "~/components/insights/experiment-results";
import type { VisitCountRow } from "~/insights/visits.server";
import type { Experiment } from "./assignment";
import { reportsFrom } from "./results.server";

const experiment: Experiment = {
  key: "home-hero-heading",
  name: "Home hero heading",
  field: "heroHeading",
  status: "running",
  chosenVariant: null,
  startAt: "2026-11-01T00:00:00.000Z",
  stopAt: null,
  minSamplePerVariant: 100,
  pages: ["/"],
  variants: [
    { key: "control", weight: 50, text: null },
    { key: "b", weight: 50, text: { en: "B", es: "B" } },
  ],
};
const row = (variant: string, count: number, changes: Partial<VisitCountRow> = {}): VisitCountRow => ({
  day: "2026-11-20",
  page: "/",
  language: "en",
  source: "",
  medium: "",
  campaign: "",
  referrer: "",
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
