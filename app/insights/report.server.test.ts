import { describe, expect, it } from "vitest";
import type { LeadKind, LeadRecords } from "~/leads/records";
import { buildReport, campaignOf, leadFact, type LeadFact } from "./report.server";
import { DIRECT_HOME_VIEW } from "../../tests/support/visit-fixture";
import type { VisitCountRow } from "./visits.server";

const visits = (day: string, count: number, changes: Partial<VisitCountRow> = {}): VisitCountRow => ({
  ...DIRECT_HOME_VIEW,
  day,
  count,
  ...changes,
});
const lead = (day: string, form: LeadKind, changes: Partial<LeadFact> = {}): LeadFact => ({ ...DIRECT_HOME_VIEW, day, form, ...changes });

const fall = { source: "newsletter", medium: "email", campaign: "fall-sale" };
/** Three days of November: 40 views and 5 leads in range, and a row and a lead on each side of it that must not count. */
const VISITS = [
  visits("2026-10-31", 100),
  visits("2026-11-01", 10),
  visits("2026-11-01", 6, { page: "/trades/plumbing", ...fall, referrer: "news.example.com" }),
  visits("2026-11-01", 4, { page: "/trades/plumbing", language: "es" }),
  visits("2026-11-03", 12, { page: "/demo", ...fall }),
  visits("2026-11-03", 8, { page: "/demo" }),
  visits("2026-11-04", 50),
];
const LEADS = [
  lead("2026-10-31", "demo-call"),
  lead("2026-11-01", "demo-call", { page: "/trades/plumbing", ...fall, referrer: "news.example.com" }),
  lead("2026-11-01", "demo-call", { page: "/trades/plumbing", language: "es" }),
  lead("2026-11-03", "demo-signup", { page: "/demo", ...fall }),
  lead("2026-11-03", "demo-signup", { page: "/demo" }),
  lead("2026-11-03", "report-download", { page: "" }),
  lead("2026-11-04", "demo-signup"),
];
const report = buildReport({ from: "2026-11-01", to: "2026-11-03" }, VISITS, LEADS);
const forms = (call: number, signup: number, download: number) => ({
  "demo-call": call,
  "demo-signup": signup,
  "report-download": download,
});

describe("buildReport", () => {
  it("totals the range only: visits, leads per form and their rate", () => {
    expect(report.totals).toEqual({ value: "", visits: 40, leadsByForm: forms(2, 2, 1), leads: 5, rate: 5 / 40 });
  });

  it("has every day of the range, a day with nothing as zeros", () => {
    expect(report.days).toEqual([
      { value: "2026-11-01", visits: 20, leadsByForm: forms(2, 0, 0), leads: 2, rate: 0.1 },
      { value: "2026-11-02", visits: 0, leadsByForm: forms(0, 0, 0), leads: 0, rate: null },
      { value: "2026-11-03", visits: 20, leadsByForm: forms(0, 2, 1), leads: 3, rate: 0.15 },
    ]);
  });

  it("breaks down by page (both languages together), a lead without a page under its own empty value", () => {
    expect(report.breakdowns.page).toEqual([
      { value: "/demo", visits: 20, leadsByForm: forms(0, 2, 0), leads: 2, rate: 0.1 },
      { value: "/trades/plumbing", visits: 10, leadsByForm: forms(2, 0, 0), leads: 2, rate: 0.2 },
      { value: "/", visits: 10, leadsByForm: forms(0, 0, 0), leads: 0, rate: 0 },
      { value: "", visits: 0, leadsByForm: forms(0, 0, 1), leads: 1, rate: null },
    ]);
  });

  it("breaks down by campaign, referrer, language and variant", () => {
    const summary = (name: keyof typeof report.breakdowns) =>
      report.breakdowns[name].map(({ value, visits, leads, rate }) => ({ value, visits, leads, rate }));
    expect(summary("campaign")).toEqual([
      { value: "", visits: 22, leads: 3, rate: 3 / 22 },
      { value: "newsletter / email / fall-sale", visits: 18, leads: 2, rate: 2 / 18 },
    ]);
    expect(summary("referrer")).toEqual([
      { value: "", visits: 34, leads: 4, rate: 4 / 34 },
      { value: "news.example.com", visits: 6, leads: 1, rate: 1 / 6 },
    ]);
    expect(summary("language")).toEqual([
      { value: "en", visits: 36, leads: 4, rate: 4 / 36 },
      { value: "es", visits: 4, leads: 1, rate: 0.25 },
    ]);
    expect(summary("variant")).toEqual([{ value: "", visits: 40, leads: 5, rate: 0.125 }]);
  });

  it("is all zeros for a range with nothing in it", () => {
    const empty = buildReport({ from: "2026-12-01", to: "2026-12-01" }, VISITS, LEADS);
    expect(empty.totals).toEqual({ value: "", visits: 0, leadsByForm: forms(0, 0, 0), leads: 0, rate: null });
    expect(empty.days).toHaveLength(1);
    expect(empty.breakdowns.page).toEqual([]);
  });
});

describe("leadFact", () => {
  const stored = (changes: Partial<LeadRecords["demo-call"]>): LeadRecords["demo-call"] => ({
    id: "01J0000000000000000000000",
    created_at: "2026-11-03T23:59:59.000Z",
    name: "Jane",
    company_name: "Acme",
    email: "jane@acme.test",
    phone: "+12125550123",
    assistant: "paris",
    status: "calling",
    language: "es",
    page_path: "/es/trades/plomer%C3%ADa",
    attribution: null,
    variant: null,
    ...changes,
  });

  it("counts a lead on its UTC day, under its page without the language prefix, as the beacon decodes it", () => {
    expect(leadFact("demo-call", stored({}))).toEqual({
      ...DIRECT_HOME_VIEW,
      day: "2026-11-03",
      form: "demo-call",
      page: "/trades/plomería",
      language: "es",
    });
  });

  it("takes the campaign and referrer of the last touch, as visits are counted", () => {
    const touch = (changes: object) => ({ landing_path: "/", date: "2026-11-01", ...changes });
    const fact = leadFact(
      "demo-call",
      stored({
        attribution: {
          first_touch: touch({ utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" }),
          last_touch: touch({
            utm_source: "newsletter",
            utm_medium: "email",
            utm_campaign: "fall-sale",
            referrer_host: "News.Example.com",
          }),
        },
      }),
    );
    expect(fact).toMatchObject({ ...fall, referrer: "news.example.com" });
  });

  it("reports a lead older than the page path field under the empty page", () => {
    expect(leadFact("demo-call", stored({ page_path: null })).page).toBe("");
  });

  it("counts a lead under the variant its page showed, as that page's views are counted", () => {
    expect(leadFact("demo-call", stored({ variant: "home-hero-heading:b" })).variant).toBe("home-hero-heading:b");
    expect(leadFact("demo-call", stored({ variant: undefined })).variant).toBe("");
  });
});

describe("campaignOf", () => {
  it("is empty without a campaign, else source / medium / campaign with the missing parts empty", () => {
    expect(campaignOf({ source: "", medium: "", campaign: "" })).toBe("");
    expect(campaignOf({ source: "google", medium: "", campaign: "" })).toBe("google /  / ");
  });
});
