/**
 * Prints the stored leads of one kind as CSV, newest first, from the store the env selects:
 *   npm run leads:export -- --kind demo-call > demo-calls.csv
 */
import { parseArgs } from "node:util";
import { getLeadStore } from "~/leads/lead-store.server";
import { closeStore } from "~/store/process-store.server";
import { LEAD_KINDS, type AttributionTouch, type ForwardState, type ForwardTarget, type LeadAttribution, type LeadKind } from "~/leads/records";

const TOUCH_FIELDS: (keyof AttributionTouch)[] = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer_host", "landing_path", "date"];
/** `first_touch_utm_source` … `last_touch_date`: the attribution cookie's two touches, one column per field. */
export const ATTRIBUTION_COLUMNS = (["first_touch", "last_touch"] as const).flatMap((touch) => TOUCH_FIELDS.map((field) => `${touch}_${field}`));
/** What every lead records besides its form's fields (language, attribution), then where each forward stands. */
const CONTEXT_COLUMNS = ["language", ...ATTRIBUTION_COLUMNS, "forwards"];

/** Columns per kind, in the spec's field order, then the lead's context and forwards. */
export const EXPORT_COLUMNS: Record<LeadKind, string[]> = {
  "demo-call": ["id", "created_at", "name", "company_name", "email", "phone", "assistant", "status", "provider_call_id", "failure_reason", ...CONTEXT_COLUMNS],
  "demo-signup": ["id", "created_at", "first_name", "last_name", "email", "company", "phone", "industry", "employee_count", "referral_source", ...CONTEXT_COLUMNS],
  "report-download": ["id", "created_at", "email", "name", "company_name", "zip_code", "report_name", ...CONTEXT_COLUMNS],
};

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
    .map(([target, state]) => `${target}: ${state.status}${state.status === "done" ? "" : ` (${state.attempts} attempts)${state.reason ? `: ${state.reason}` : ""}`}`)
    .join("; ");
}

function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? "" : String(value);
  // A cell starting with = + - @ would run as a formula when the CSV is opened in a spreadsheet
  // (an E.164 phone number is only digits after the +, so it stays as it is).
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(columns: string[], rows: object[]): string {
  const lines = [columns.join(","), ...rows.map((row) => columns.map((column) => csvCell((row as Record<string, unknown>)[column])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

async function main() {
  const { values } = parseArgs({ options: { kind: { type: "string" } } });
  const kind = values.kind as LeadKind | undefined;
  if (!kind || !LEAD_KINDS.includes(kind)) {
    console.error(`Usage: npm run leads:export -- --kind <${LEAD_KINDS.join("|")}>`);
    process.exit(2);
  }
  try {
    const leads = (await getLeadStore().list(kind)).map((lead) => ({ ...lead, ...attributionColumns(lead.attribution), forwards: describeForwards(lead.forwards) }));
    process.stdout.write(toCsv(EXPORT_COLUMNS[kind], leads));
  } finally {
    await closeStore();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
