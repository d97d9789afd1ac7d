import { StoreUnavailableError, type KeyValueStore } from "~/store/key-value.server";
import { getStore } from "~/store/process-store.server";
import type { Language } from "~/utils/language";
import { logEvent } from "../../shared/log.ts";

/** What a page view is counted by. Empty strings stand for "none" (no campaign, no referrer, no experiment). */
export interface VisitDimensions {
  /** The page's path without its language prefix: `/trades/plumbing` for both languages. */
  page: string;
  language: Language;
  source: string;
  medium: string;
  campaign: string;
  /** Host of the other site that linked to the page. */
  referrer: string;
  /** The experiment variants the page showed: `<experiment>:<variant>`, comma-joined (app/experiments). */
  variant: string;
}

/** One page view to count: its UTC day, its dimensions and the random id its beacon sent (to refuse a repeat). */
export interface Visit extends VisitDimensions {
  day: string;
  viewId: string;
}

/** The report's rows: how many views a day had with these dimensions. */
export interface VisitCountRow extends VisitDimensions {
  day: string;
  count: number;
}

const DIMENSIONS = ["page", "language", "source", "medium", "campaign", "referrer", "variant"] as const satisfies (keyof VisitDimensions)[];

/** A view id is remembered this long: a repeat (a retried beacon, a replay after an outage) within it is refused. */
export const VIEW_ID_SECONDS = 2 * 24 * 60 * 60;
/** The longest range `visitCounts` reads at once (one store read per day). */
export const MAX_RANGE_DAYS = 731;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayKey = (day: string) => `visits:${day}`;
const viewKey = (viewId: string) => `visits:seen:${viewId}`;

/** The counter field: the dimensions as a JSON array in a fixed order, so no value can be mistaken for another. */
export const dimensionsField = (visit: VisitDimensions): string => JSON.stringify(DIMENSIONS.map((name) => visit[name]));

function dimensionsOf(field: string): VisitDimensions | null {
  let values: unknown;
  try {
    values = JSON.parse(field);
  } catch {
    return null;
  }
  if (!Array.isArray(values) || values.length !== DIMENSIONS.length || values.some((value) => typeof value !== "string")) return null;
  return Object.fromEntries(DIMENSIONS.map((name, index) => [name, values[index]])) as unknown as VisitDimensions;
}

export type CountOutcome = "counted" | "repeat" | "dropped";

export interface VisitCounter {
  /** Counts a view once per view id; while the store is unreachable the view is dropped (never spooled). */
  count(visit: Visit): Promise<CountOutcome>;
}

/**
 * `store.countOnce` for counts that may be lost: a count the store cannot take is dropped, not kept on disk, and an
 * outage is logged once when it starts (`<event>.dropped`) and once when it ends (`<event>.counting`, with how many
 * counts it dropped).
 */
export function droppingCountOnce(store: KeyValueStore, event: string) {
  let dropped = 0;
  return async (...args: Parameters<KeyValueStore["countOnce"]>): Promise<CountOutcome> => {
    let counted: boolean;
    try {
      counted = await store.countOnce(...args);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      if (dropped++ === 0) logEvent({ level: "warn", event: `${event}.dropped`, reason: error.message });
      return "dropped";
    }
    if (dropped > 0) logEvent({ event: `${event}.counting`, dropped });
    dropped = 0;
    return counted ? "counted" : "repeat";
  };
}

/**
 * Counting views in `store`. A view the store cannot take is dropped (droppingCountOnce): anyone can send beacons, and
 * during an outage they must not take the disk the lead spool needs (a lost view is acceptable, a lost lead is not).
 */
export function createVisitCounter(store: KeyValueStore): VisitCounter {
  const countOnce = droppingCountOnce(store, "visit");
  return {
    count: (visit) => countOnce(viewKey(visit.viewId), VIEW_ID_SECONDS, dayKey(visit.day), dimensionsField(visit)),
  };
}

/** The UTC days from `from` to `to`, both included; a RangeError past MAX_RANGE_DAYS or for a malformed day. */
export function daysBetween(from: string, to: string): string[] {
  if (!DAY.test(from) || !DAY.test(to)) throw new RangeError(`Days are YYYY-MM-DD: ${from}, ${to}`);
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += 86_400_000) {
    if (days.length === MAX_RANGE_DAYS) throw new RangeError(`At most ${MAX_RANGE_DAYS} days at once`);
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** Views counted from `from` to `to` (UTC days, both included): one row per day and combination of dimensions. */
export async function visitCounts({ from, to }: { from: string; to: string }, store: KeyValueStore = getStore()): Promise<VisitCountRow[]> {
  const rows: VisitCountRow[] = [];
  for (const day of daysBetween(from, to)) {
    for (const [field, count] of Object.entries(await store.counters(dayKey(day)))) {
      const dimensions = dimensionsOf(field);
      if (dimensions) rows.push({ day, ...dimensions, count });
    }
  }
  return rows;
}

let counter: VisitCounter | undefined;

/** The process's visit counter, in the site's store. */
export function getVisitCounter(): VisitCounter {
  counter ??= createVisitCounter(getStore());
  return counter;
}
