import type { LeadKind } from "~/leads/records";

/** What the report breaks visits and leads down by, in the order the CLI and the page show them. */
export const BREAKDOWNS = ["page", "campaign", "referrer", "language", "variant"] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** What the web-call figures are broken down by (a subset of BREAKDOWNS), in the order the CLI and the page show them. */
export const WEB_CALL_BREAKDOWNS = ["page", "campaign", "variant"] as const satisfies readonly Breakdown[];
export type WebCallBreakdown = (typeof WEB_CALL_BREAKDOWNS)[number];

/** Headings of the breakdowns. */
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
/** The forms in their column order (LEAD_KINDS' order; ~/leads/records itself is not for the browser's bundle). */
export const FORM_COLUMNS = Object.keys(FORM_TITLES) as LeadKind[];

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
