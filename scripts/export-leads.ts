/**
 * Prints the stored leads of one kind as CSV, newest first, from the store the env selects:
 *   npm run leads:export -- --kind demo-call > demo-calls.csv
 */
import { parseArgs } from "node:util";
import { env } from "~/utils/env.server";
import { createLeadStore, LEAD_KINDS, leadStoreOptionsFromEnv, type LeadKind } from "~/leads/store.server";

/** Columns per kind, in the spec's field order. */
export const EXPORT_COLUMNS: Record<LeadKind, string[]> = {
  "demo-call": ["id", "created_at", "name", "company_name", "email", "phone", "assistant", "status", "provider_call_id", "failure_reason"],
  "demo-signup": ["id", "created_at", "first_name", "last_name", "email", "company", "phone", "industry", "employee_count", "referral_source"],
  "report-download": ["id", "created_at", "email", "name", "company_name", "zip_code", "report_name"],
};

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
  const store = createLeadStore(leadStoreOptionsFromEnv(env));
  try {
    process.stdout.write(toCsv(EXPORT_COLUMNS[kind], await store.list(kind)));
  } finally {
    await store.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
