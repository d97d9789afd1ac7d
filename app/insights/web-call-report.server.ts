import type { WebCallProgress, WebCallRecord } from "~/web-calls/web-calls.server";
import { WEB_CALL_BREAKDOWNS, type WebCallBreakdown } from "./report-format";
import type { ReportRange } from "./report.server";

/** Web calls for one value of a breakdown (or the whole range). */
export interface WebCallLine {
  value: string;
  /** Calls minted on a tap (the visitor got a token). */
  started: number;
  /** Calls the provider said started (the visitor was talking to the agent). */
  connected: number;
  /** Minutes talked, from the lengths the provider reported (one decimal). */
  minutes: number;
  /** Leads whose form named one of these calls (the visitor left their details after talking). */
  leads: number;
}

export interface WebCallReport {
  totals: WebCallLine;
  /** Most started first. */
  breakdowns: Record<WebCallBreakdown, WebCallLine[]>;
}

/** A kept call with where it got to (app/web-calls/web-calls.server.ts `listWebCalls`). */
export type WebCallFact = WebCallRecord & { progress: WebCallProgress | null };

const emptyLine = (value: string): WebCallLine => ({ value, started: 0, connected: 0, minutes: 0, leads: 0 });

/**
 * The web calls started in `range` (UTC days of their tap), per page, campaign and variant; `leadCounts` is how many
 * stored leads name each call id (a lead after a call counts under the call's page, campaign and variant).
 */
export function buildWebCallReport(range: ReportRange, calls: WebCallFact[], leadCounts: ReadonlyMap<string, number>): WebCallReport {
  const totals = emptyLine("");
  const lines = Object.fromEntries(WEB_CALL_BREAKDOWNS.map((name) => [name, new Map<string, WebCallLine>()])) as Record<
    WebCallBreakdown,
    Map<string, WebCallLine>
  >;
  const seconds = new Map<WebCallLine, number>([[totals, 0]]);
  const add = (line: WebCallLine, call: WebCallFact) => {
    line.started += 1;
    if (call.progress?.connected) line.connected += 1;
    seconds.set(line, (seconds.get(line) ?? 0) + (call.progress?.duration_seconds ?? 0));
    line.leads += leadCounts.get(call.call_id) ?? 0;
  };
  for (const call of calls) {
    const day = call.started_at.slice(0, 10);
    if (day < range.from || day > range.to) continue;
    add(totals, call);
    for (const name of WEB_CALL_BREAKDOWNS) {
      const value = call[name];
      let line = lines[name].get(value);
      if (!line) lines[name].set(value, (line = emptyLine(value)));
      add(line, call);
    }
  }
  const withMinutes = (line: WebCallLine) => ({ ...line, minutes: Math.round((seconds.get(line) ?? 0) / 6) / 10 });
  const mostStarted = (a: WebCallLine, b: WebCallLine) => b.started - a.started || b.leads - a.leads || a.value.localeCompare(b.value);
  return {
    totals: withMinutes(totals),
    breakdowns: Object.fromEntries(
      WEB_CALL_BREAKDOWNS.map((name) => [name, [...lines[name].values()].map(withMinutes).sort(mostStarted)]),
    ) as Record<WebCallBreakdown, WebCallLine[]>,
  };
}
