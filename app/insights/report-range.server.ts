import { MAX_RANGE_DAYS } from "./visits.server";

/** The range when none is given: the last 30 days, today included. */
const DEFAULT_REPORT_DAYS = 30;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** A real calendar day (2026-02-30 is not). */
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(value)) && utcDay(Date.parse(value)) === value;

/**
 * The report's UTC days from what a person typed (the CLI's --from/--to, the page's date inputs): a missing end is
 * today, a missing start the 30 days up to the end. Or why the range cannot be read.
 */
export function parseReportRange({ from, to }: { from?: string; to?: string }): { from: string; to: string } | { error: string } {
  for (const [name, value] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (value && !isDay(value)) return { error: `"${name}" must be a day as YYYY-MM-DD, got "${value}"` };
  }
  const end = to || utcDay(Date.now());
  const start = from || utcDay(Date.parse(end) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  if (start > end) return { error: `"from" (${start}) is after "to" (${end})` };
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) return { error: `The range has ${days} days; the report reads at most ${MAX_RANGE_DAYS} at once` };
  return { from: start, to: end };
}
