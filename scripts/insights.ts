/**
 * Prints the conversion report (visits, leads per form, conversion rate) of a range of UTC days, from the store the
 * env selects, as tables (with the web calls and the field vitals) or, with --csv, as CSV (columns in docs/insights.md):
 *   npm run insights -- --from 2026-11-01 --to 2026-11-30 [--csv]
 */
import { parseArgs } from "node:util";
import { vitalsCells, VITALS_EXPLAINED, VITALS_HEADINGS, type VitalsLine } from "~/insights/field-vitals";
import { BREAKDOWN_TITLES, BREAKDOWNS, FORM_TITLES, formatRate, valueLabel, WEB_CALL_BREAKDOWNS } from "~/insights/report-format";
import { parseReportRange } from "~/insights/report-range.server";
import { conversionReport, type ConversionReport, type InsightsReport, type ReportLine } from "~/insights/report.server";
import { vitalsReport } from "~/insights/vitals.server";
import type { WebCallLine, WebCallReport } from "~/insights/web-call-report.server";
import { LEAD_KINDS } from "~/leads/records";
import { toCsv } from "./export-leads";
import { runScript } from "./run-script";

const USAGE = "Usage: npm run insights -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]  (UTC days; default: the last 30 days)";

/** The options, or the message to print before the usage (exit code 2). */
export function parseInsightsArgs(args: string[]): { from: string; to: string; csv: boolean } | { error: string } {
  let values: { from?: string; to?: string; csv?: boolean };
  try {
    ({ values } = parseArgs({ args, options: { from: { type: "string" }, to: { type: "string" }, csv: { type: "boolean" } } }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const range = parseReportRange(values);
  return "error" in range ? range : { ...range, csv: values.csv ?? false };
}

const LINE_COLUMNS = ["visits", ...LEAD_KINDS, "leads", "rate"] as const;
const lineCells = (line: ReportLine) => [
  String(line.visits),
  ...LEAD_KINDS.map((kind) => String(line.leadsByForm[kind])),
  String(line.leads),
  formatRate(line.rate),
];

/** A plain-text table: the first column left-aligned, the figures right-aligned. */
export function textTable(headings: string[], rows: string[][]): string {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column].length)));
  const format = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ")
      .trimEnd();
  return [format(headings), format(widths.map((width) => "-".repeat(width))), ...rows.map(format)].join("\n");
}

const WEB_CALL_HEADINGS = ["Started", "Connected", "Minutes", "Leads after"];
const webCallCells = (line: WebCallLine) => [String(line.started), String(line.connected), line.minutes.toFixed(1), String(line.leads)];

/** Web calls started, connected, minutes talked and leads after a call: in total, then per page, campaign and variant. */
export function webCallTables(report: WebCallReport): string {
  return [
    `Web calls (Talk To Me in the page; leads after = leads whose form named the call)\n${textTable(["", ...WEB_CALL_HEADINGS], [["All", ...webCallCells(report.totals)]])}`,
    ...WEB_CALL_BREAKDOWNS.map(
      (name) =>
        `Web calls: ${BREAKDOWN_TITLES[name]}\n${textTable(
          [name[0].toUpperCase() + name.slice(1), ...WEB_CALL_HEADINGS],
          report.breakdowns[name].map((line) => [valueLabel(name, line.value), ...webCallCells(line)]),
        )}`,
    ),
  ].join("\n\n");
}

/** Per page and device class: the p75 of LCP, INP and CLS, their shares of good / needs improvement / poor and views. */
export const vitalsTable = (lines: VitalsLine[]) =>
  `Field vitals\n${VITALS_EXPLAINED}\n${textTable(VITALS_HEADINGS, lines.map(vitalsCells))}`;

export function reportTables(report: ConversionReport | InsightsReport, vitals?: VitalsLine[]): string {
  const headings = (first: string) => [first, "Visits", ...LEAD_KINDS.map((kind) => FORM_TITLES[kind]), "Leads", "Rate"];
  const sections = [
    `Conversion report ${report.from} to ${report.to} (UTC days; rate = leads / visits)`,
    `Totals\n${textTable(headings(""), [["All", ...lineCells(report.totals)]])}`,
    `Per day\n${textTable(
      headings("Day"),
      report.days.map((line) => [line.value, ...lineCells(line)]),
    )}`,
    ...BREAKDOWNS.map(
      (name) =>
        `${BREAKDOWN_TITLES[name]}\n${textTable(
          headings(name[0].toUpperCase() + name.slice(1)),
          report.breakdowns[name].map((line) => [valueLabel(name, line.value), ...lineCells(line)]),
        )}`,
    ),
    ...("webCalls" in report ? [webCallTables(report.webCalls)] : []),
    ...(vitals ? [vitalsTable(vitals)] : []),
  ];
  return `${sections.join("\n\n")}\n`;
}

/** The CSV's columns: which breakdown a row belongs to (total, day, page ...), its value ("" for none), its figures. */
export const CSV_COLUMNS = ["breakdown", "value", ...LINE_COLUMNS.map((column) => (column === "rate" ? "conversion_rate" : column))];

/** One row for the total, one per day, one per value of each breakdown; the rate as a fraction (empty without visits). */
export function reportCsv(report: ConversionReport): string {
  const row = (breakdown: string, line: ReportLine) => ({
    breakdown,
    value: line.value,
    visits: line.visits,
    ...line.leadsByForm,
    leads: line.leads,
    conversion_rate: line.rate === null ? "" : line.rate.toFixed(4),
  });
  return toCsv(CSV_COLUMNS, [
    row("total", report.totals),
    ...report.days.map((line) => row("day", line)),
    ...BREAKDOWNS.flatMap((name) => report.breakdowns[name].map((line) => row(name, line))),
  ]);
}

async function main() {
  const options = parseInsightsArgs(process.argv.slice(2));
  if ("error" in options) {
    console.error(`${options.error}\n${USAGE}`);
    process.exit(2);
  }
  const [report, vitals] = await Promise.all([conversionReport(options), vitalsReport(options)]);
  process.stdout.write(options.csv ? reportCsv(report) : reportTables(report, vitals));
}

runScript(import.meta, main);
