/**
 * Prints the stored leads of one kind as CSV, newest first, from the store the env selects:
 *   npm run leads:export -- --kind demo-call > demo-calls.csv
 * Demo calls still going (as far as the store knows) are first asked about at the provider, so the CSV shows where
 * each call ended; what was asked goes to stderr.
 */
import { parseArgs } from "node:util";
import { refreshDemoCalls, type RefreshSummary } from "~/leads/demo-call-status.server";
import type { LeadStore } from "~/leads/create-lead-store.server";
import { getLeadStore } from "~/leads/lead-store.server";
import { getTelephony, type CallProgressSource } from "~/services/telephony.server";
import type { z } from "zod";
import {
  LEAD_KINDS,
  LEAD_SCHEMAS,
  TOUCH_FIELDS,
  type ForwardState,
  type ForwardTarget,
  type LeadAttribution,
  type LeadKind,
} from "~/leads/records";
import { runScript } from "./run-script";

/** `first_touch_utm_source` … `last_touch_date`: the attribution cookie's two touches, one column per field. */
export const ATTRIBUTION_COLUMNS = (["first_touch", "last_touch"] as const).flatMap((touch) =>
  TOUCH_FIELDS.map((field) => `${touch}_${field}`),
);

/** A stored record's fields in its schema's order, the attribution as one column per touch field, then where each forward stands. */
export function exportColumns(schema: z.AnyZodObject): string[] {
  return [
    ...Object.keys(schema.shape as z.ZodRawShape).flatMap((field) => (field === "attribution" ? ATTRIBUTION_COLUMNS : [field])),
    "forwards",
  ];
}

export const EXPORT_COLUMNS = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, exportColumns(LEAD_SCHEMAS[kind])])) as Record<
  LeadKind,
  string[]
>;

/** The attribution as flat columns (empty for a lead without one). */
export function attributionColumns(attribution: LeadAttribution | null | undefined): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const touch of ["first_touch", "last_touch"] as const) {
    for (const field of TOUCH_FIELDS) columns[`${touch}_${field}`] = attribution?.[touch]?.[field] ?? "";
  }
  return columns;
}

/** `call: done; mailing: failed (2 attempts): Error: 500` */
export function describeForwards(forwards: Partial<Record<ForwardTarget, ForwardState>>): string {
  return Object.entries(forwards)
    .map(
      ([target, state]) =>
        `${target}: ${state.status}${state.status === "done" ? "" : ` (${state.attempts} attempts)${state.reason ? `: ${state.reason}` : ""}`}`,
    )
    .join("; ");
}

/** Where a spreadsheet may start a new cell: the start, or after any separator a locale might split on. */
const FORMULA_START = /(^|[,;\t\r\n])(\s*)([=+\-@])/g;

/**
 * Every cell is quoted. A formula character (= + - @) at the start of the cell or after any separator (, ; tab,
 * line break) gets a ' before it, so no locale's spreadsheet runs it; an E.164 phone number (only digits after
 * the +) stays as it is.
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (!/^\+\d+$/.test(text)) text = text.replace(FORMULA_START, "$1$2'$3");
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(columns: string[], rows: object[]): string {
  const lines = [
    columns.map(csvCell).join(","),
    ...rows.map((row) => columns.map((column) => csvCell((row as Record<string, unknown>)[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** One line for stderr: how many calls were asked about, and each the provider could not tell about. */
export function describeRefresh({ asked, updated, unavailable }: RefreshSummary): string {
  const lines = [`Asked the telephony provider about ${asked} demo calls: ${updated} updated, ${unavailable.length} unavailable.`];
  for (const { leadId, callId, reason } of unavailable) lines.push(`  lead ${leadId} (call ${callId}) keeps its status: ${reason}`);
  return `${lines.join("\n")}\n`;
}

/** The CSV of one kind's leads; demo calls still going are refreshed at the provider first (stderr gets the summary). */
export async function exportLeads(
  kind: LeadKind,
  {
    leads = getLeadStore(),
    calls = getTelephony(),
    stderr = (text: string) => void process.stderr.write(text),
  }: {
    leads?: LeadStore;
    calls?: CallProgressSource;
    stderr?: (text: string) => void;
  } = {},
): Promise<string> {
  if (kind === "demo-call") stderr(describeRefresh(await refreshDemoCalls(leads.keyValues, await leads.list("demo-call"), calls)));
  const rows = (await leads.list(kind)).map((lead) => ({
    ...lead,
    ...attributionColumns(lead.attribution),
    forwards: describeForwards(lead.forwards),
  }));
  return toCsv(EXPORT_COLUMNS[kind], rows);
}

async function main() {
  const { values } = parseArgs({ options: { kind: { type: "string" } } });
  const kind = values.kind as LeadKind | undefined;
  if (!kind || !LEAD_KINDS.includes(kind)) {
    console.error(`Usage: npm run leads:export -- --kind <${LEAD_KINDS.join("|")}>`);
    process.exit(2);
  }
  process.stdout.write(await exportLeads(kind));
}

runScript(import.meta, main);
