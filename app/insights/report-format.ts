import type { LeadKind } from "~/leads/records";
import type { Breakdown } from "./report.server";

/** Headings of the breakdowns, in the order the CLI and the page show them. */
export const BREAKDOWN_TITLES: Record<Breakdown, string> = {
  page: "Pages",
  campaign: "Campaigns (source / medium / campaign)",
  referrer: "Referrers",
  language: "Languages",
  variant: "Variants",
};

/** Column headings of the lead forms. */
export const FORM_TITLES: Record<LeadKind, string> = {
  "demo-call": "Demo calls",
  "demo-signup": "Demo signups",
  "report-download": "Report downloads",
};

/** What an empty value means in each breakdown. */
const NONE: Record<Breakdown, string> = {
  page: "(page not recorded)",
  campaign: "(none: direct or organic)",
  referrer: "(none)",
  language: "(none)",
  variant: "(no experiment)",
};

export const valueLabel = (breakdown: Breakdown, value: string) => value || NONE[breakdown];

/** `12.5%`; `–` without visits (no rate). */
export const formatRate = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);
