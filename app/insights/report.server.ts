import type { LeadStore } from "~/leads/create-lead-store.server";
import { getLeadStore } from "~/leads/lead-store.server";
import { LEAD_KINDS, type LeadKind, type LeadRecords } from "~/leads/records";
import type { KeyValueStore } from "~/store/key-value.server";
import { getStore } from "~/store/process-store.server";
import { unlocalizedPath } from "~/utils/language";
import { BREAKDOWNS, type Breakdown } from "./report-format";
import { listWebCalls } from "~/web-calls/web-calls.server";
import { daysBetween, visitCounts, type VisitCountRow, type VisitDimensions } from "./visits.server";
import { buildWebCallReport, type WebCallReport } from "./web-call-report.server";

/** UTC days, both included (YYYY-MM-DD). */
export interface ReportRange {
  from: string;
  to: string;
}

/**
 * A lead as the report counts it: its day, its form and the same dimensions a visit is counted by (its page is "" for
 * a lead older than the page path field).
 */
export interface LeadFact extends VisitDimensions {
  day: string;
  form: LeadKind;
}

/** Visits, leads per form and their rate for one value of a breakdown (or one day, or the whole range). */
export interface ReportLine {
  value: string;
  visits: number;
  leadsByForm: Record<LeadKind, number>;
  leads: number;
  /** leads / visits; null without visits (a lead from a page with no counted view). */
  rate: number | null;
}

export interface ConversionReport extends ReportRange {
  totals: ReportLine;
  /** Every day of the range, oldest first, days without visits or leads included. */
  days: ReportLine[];
  /** Most visited first. */
  breakdowns: Record<Breakdown, ReportLine[]>;
}

type Dimensions = Omit<LeadFact, "day" | "form">;

/** A campaign's value: `source / medium / campaign`, "" when the visit or lead came without one (direct, organic). */
export const campaignOf = ({ source, medium, campaign }: Pick<Dimensions, "source" | "medium" | "campaign">) =>
  source || medium || campaign ? [source, medium, campaign].join(" / ") : "";

const valueOf: Record<Breakdown, (row: Dimensions) => string> = {
  page: (row) => row.page,
  campaign: campaignOf,
  referrer: (row) => row.referrer,
  language: (row) => row.language,
  variant: (row) => row.variant,
};

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The variant(s) a lead saw, as the views of its page are counted (`<experiment>:<variant>`, comma-joined when a page
 * runs several): "" for none, or a lead older than the field.
 */
const leadVariant = (lead: LeadRecords[LeadKind]): string => lead.variant ?? "";

/**
 * A stored lead in the visits' terms: the page without its language prefix (decoded, as the beacon's path is), and the
 * campaign and referrer of the attribution's last touch, the touch a visit is counted under (visit-request.server.ts).
 */
export function leadFact(form: LeadKind, lead: LeadRecords[LeadKind]): LeadFact {
  const touch = lead.attribution?.last_touch;
  return {
    day: lead.created_at.slice(0, 10),
    form,
    page: lead.page_path === null ? "" : unlocalizedPath(decoded(lead.page_path)),
    language: lead.language,
    source: touch?.utm_source ?? "",
    medium: touch?.utm_medium ?? "",
    campaign: touch?.utm_campaign ?? "",
    referrer: touch?.referrer_host?.toLowerCase() ?? "",
    variant: leadVariant(lead),
  };
}

const noLeads = () => Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
const emptyLine = (value: string): ReportLine => ({ value, visits: 0, leadsByForm: noLeads(), leads: 0, rate: null });
const withRate = (line: ReportLine): ReportLine => ({ ...line, rate: line.visits === 0 ? null : line.leads / line.visits });

/** Lines per value, filled by `add`. */
function tally() {
  const lines = new Map<string, ReportLine>();
  const line = (value: string) => {
    let found = lines.get(value);
    if (!found) lines.set(value, (found = emptyLine(value)));
    return found;
  };
  return {
    visit: (value: string, count: number) => void (line(value).visits += count),
    lead: (value: string, form: LeadKind) => {
      const found = line(value);
      found.leadsByForm[form] += 1;
      found.leads += 1;
    },
    lines: () => [...lines.values()].map(withRate),
  };
}

const mostVisited = (a: ReportLine, b: ReportLine) => b.visits - a.visits || b.leads - a.leads || a.value.localeCompare(b.value);

/** The report of `range` from the visit counts and the leads in it (rows and leads outside the range are left out). */
export function buildReport(range: ReportRange, visits: VisitCountRow[], leads: LeadFact[]): ConversionReport {
  const days = daysBetween(range.from, range.to);
  const inRange = new Set(days);
  const totals = tally();
  const perDay = tally();
  const breakdowns = Object.fromEntries(BREAKDOWNS.map((name) => [name, tally()])) as Record<Breakdown, ReturnType<typeof tally>>;
  for (const row of visits.filter(({ day }) => inRange.has(day))) {
    totals.visit("", row.count);
    perDay.visit(row.day, row.count);
    for (const name of BREAKDOWNS) breakdowns[name].visit(valueOf[name](row), row.count);
  }
  for (const lead of leads.filter(({ day }) => inRange.has(day))) {
    totals.lead("", lead.form);
    perDay.lead(lead.day, lead.form);
    for (const name of BREAKDOWNS) breakdowns[name].lead(valueOf[name](lead), lead.form);
  }
  const dayLines = new Map(perDay.lines().map((line) => [line.value, line]));
  return {
    ...range,
    totals: totals.lines()[0] ?? emptyLine(""),
    days: days.map((day) => dayLines.get(day) ?? emptyLine(day)),
    breakdowns: Object.fromEntries(BREAKDOWNS.map((name) => [name, breakdowns[name].lines().sort(mostVisited)])) as Record<
      Breakdown,
      ReportLine[]
    >,
  };
}

/** The conversion report with the web calls of the same range. */
export type InsightsReport = ConversionReport & { webCalls: WebCallReport };

/** How many stored leads name each web call id. */
function leadsPerWebCall(leads: LeadRecords[LeadKind][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const id = "web_call_id" in lead ? lead.web_call_id : undefined;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The report of `range` from the site's store (the env's): visit counts, leads and web calls. */
export async function conversionReport(
  range: ReportRange,
  { store = getStore(), leads = getLeadStore() }: { store?: KeyValueStore; leads?: LeadStore } = {},
): Promise<InsightsReport> {
  const [visits, stored, calls] = await Promise.all([
    visitCounts(range, store),
    Promise.all(LEAD_KINDS.map(async (kind) => (await leads.list(kind)).map((lead) => ({ kind, lead })))),
    listWebCalls(store),
  ]);
  const all = stored.flat();
  const facts = all.map(({ kind, lead }) => leadFact(kind, lead)).filter(({ day }) => day >= range.from && day <= range.to);
  return {
    ...buildReport(range, visits, facts),
    webCalls: buildWebCallReport(range, calls, leadsPerWebCall(all.map(({ lead }) => lead))),
  };
}
