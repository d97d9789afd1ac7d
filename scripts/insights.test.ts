import { beforeEach, describe, expect, it } from "vitest";
import { setClock } from "../tests/support/clock";
import { buildReport } from "~/insights/report.server";
import { DIRECT_HOME_VIEW } from "../tests/support/visit-fixture";
import type { VisitDimensions } from "~/insights/visits.server";
import { summarize, type Vital } from "~/insights/field-vitals";
import { parseInsightsArgs, reportCsv, reportTables, textTable } from "./insights";

const NOW = new Date("2026-11-26T12:00:00Z");

describe("npm run insights arguments", () => {
  beforeEach(() => setClock(NOW));

  it("reads the range and --csv", () => {
    expect(parseInsightsArgs(["--from", "2026-11-01", "--to", "2026-11-30"])).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      csv: false,
    });
    expect(parseInsightsArgs(["--from=2026-11-01", "--to=2026-11-01", "--csv"])).toEqual({
      from: "2026-11-01",
      to: "2026-11-01",
      csv: true,
    });
  });

  it("defaults to the last 30 days, today included, or the 30 days up to --to", () => {
    expect(parseInsightsArgs([])).toEqual({ from: "2026-10-28", to: "2026-11-26", csv: false });
    expect(parseInsightsArgs(["--to", "2026-03-01"])).toEqual({ from: "2026-01-31", to: "2026-03-01", csv: false });
    expect(parseInsightsArgs(["--from", "2026-11-20"])).toEqual({ from: "2026-11-20", to: "2026-11-26", csv: false });
  });

  it("takes up to the store's limit of 731 days", () => {
    expect(parseInsightsArgs(["--from", "2024-11-01", "--to", "2026-11-01"])).toEqual({
      from: "2024-11-01",
      to: "2026-11-01",
      csv: false,
    });
  });

  it("refuses a malformed or impossible day, a start after the end, a range over the store's limit and unknown options", () => {
    expect(parseInsightsArgs(["--from", "11/01/2026"])).toEqual({ error: '"from" must be a day as YYYY-MM-DD, got "11/01/2026"' });
    expect(parseInsightsArgs(["--to", "2026-02-30"])).toEqual({ error: '"to" must be a day as YYYY-MM-DD, got "2026-02-30"' });
    expect(parseInsightsArgs(["--from", "2026-11-30", "--to", "2026-11-01"])).toEqual({
      error: '"from" (2026-11-30) is after "to" (2026-11-01)',
    });
    expect(parseInsightsArgs(["--from", "2024-10-31", "--to", "2026-11-01"])).toEqual({
      error: "The range has 732 days; the report reads at most 731 at once",
    });
    expect(parseInsightsArgs(["--days", "3"])).toMatchObject({ error: expect.stringContaining("--days") });
  });
});

const fromGoogle: VisitDimensions = {
  ...DIRECT_HOME_VIEW,
  page: "/demo",
  language: "es",
  source: "google",
  medium: "cpc",
  campaign: "fall",
  referrer: "google.com",
};
const report = buildReport(
  { from: "2026-11-01", to: "2026-11-02" },
  [
    { ...DIRECT_HOME_VIEW, day: "2026-11-01", count: 8 },
    { ...fromGoogle, day: "2026-11-02", count: 2 },
  ],
  [
    { ...fromGoogle, day: "2026-11-02", form: "demo-signup" },
    { ...DIRECT_HOME_VIEW, day: "2026-11-02", form: "report-download", page: "" },
  ],
);

describe("the report as text", () => {
  it("aligns a table: the first column left, the figures right", () => {
    expect(
      textTable(
        ["Page", "Visits"],
        [
          ["/", "8"],
          ["/demo", "12"],
        ],
      ),
    ).toBe("Page   Visits\n-----  ------\n/           8\n/demo      12");
  });

  it("prints the totals, every day and each breakdown with labels for empty values", () => {
    const text = reportTables(report);
    expect(text).toContain("Conversion report 2026-11-01 to 2026-11-02");
    expect(text).toContain(
      [
        "Totals",
        "     Visits  Demo calls  Demo signups  Report downloads  Leads   Rate",
        "---  ------  ----------  ------------  ----------------  -----  -----",
        "All      10           0             1                 1      2  20.0%",
      ].join("\n"),
    );
    expect(text).toContain("2026-11-01       8           0             0                 0      0    0.0%");
    expect(text).toContain("/demo                     2           0             1                 0      1  50.0%");
    expect(text).toContain("(page not recorded)       0           0             0                 1      1      –");
    expect(text).toContain("google / cpc / fall");
    expect(text).toContain("(none: direct or organic)");
    expect(text).toContain("(no experiment)");
  });

  it("prints the field vitals per page and device class: p75, shares of good / needs improvement / poor, views", () => {
    const histogram = (entries: [number | null, number][]) => new Map(entries);
    const vitals = (lcp: [number | null, number][], inp: [number | null, number][], cls: [number | null, number][]) =>
      ({
        lcp: summarize("lcp", histogram(lcp)),
        inp: summarize("inp", histogram(inp)),
        cls: summarize("cls", histogram(cls)),
      }) satisfies Record<Vital, unknown>;
    const text = reportTables(report, [
      {
        page: "/trades/plumbing",
        device: "mobile",
        vitals: vitals(
          [
            [1300, 3],
            [4100, 1],
          ],
          [[48, 2]],
          [[0, 4]],
        ),
      },
      { page: "/", device: "desktop", vitals: vitals([[null, 1]], [], [[0.3, 1]]) },
    ]);
    expect(text).toContain("Field vitals\nEach view's own LCP, INP and CLS");
    expect(text).toContain("LCP 2.5 s / 4.0 s, INP 200 ms / 500 ms, CLS 0.10 / 0.25.");
    const rows = text.slice(text.indexOf("Field vitals")).split("\n").slice(2);
    expect(rows[0].split(/\s{2,}/)).toEqual([
      "Page",
      "Device",
      "LCP p75",
      "LCP good / needs improvement / poor",
      "LCP views",
      "INP p75",
      "INP good / needs improvement / poor",
      "INP views",
      "CLS p75",
      "CLS good / needs improvement / poor",
      "CLS views",
    ]);
    expect(rows[2].split(/\s{2,}/)).toEqual([
      "/trades/plumbing",
      "Mobile",
      "1.3 s",
      "75% / 0% / 25%",
      "4",
      "48 ms",
      "100% / 0% / 0%",
      "2",
      "0.00",
      "100% / 0% / 0%",
      "4",
    ]);
    expect(rows[3].split(/\s{2,}/)).toEqual([
      "/",
      "Desktop",
      "> 10.0 s",
      "0% / 0% / 100%",
      "1",
      "–",
      "–",
      "0",
      "0.30",
      "0% / 0% / 100%",
      "1",
    ]);
  });

  it("prints CSV: one row for the total, per day and per value of each breakdown", () => {
    expect(reportCsv(report).split("\r\n")).toEqual([
      '"breakdown","value","visits","demo-call","demo-signup","report-download","leads","conversion_rate"',
      '"total","","10","0","1","1","2","0.2000"',
      '"day","2026-11-01","8","0","0","0","0","0.0000"',
      '"day","2026-11-02","2","0","1","1","2","1.0000"',
      '"page","/","8","0","0","0","0","0.0000"',
      '"page","/demo","2","0","1","0","1","0.5000"',
      '"page","","0","0","0","1","1",""',
      '"campaign","","8","0","0","1","1","0.1250"',
      '"campaign","google / cpc / fall","2","0","1","0","1","0.5000"',
      '"referrer","","8","0","0","1","1","0.1250"',
      '"referrer","google.com","2","0","1","0","1","0.5000"',
      '"language","en","8","0","0","1","1","0.1250"',
      '"language","es","2","0","1","0","1","0.5000"',
      '"variant","","10","0","1","1","2","0.2000"',
      "",
    ]);
  });
});
