import { z } from "zod";
import type { KeyValueStore } from "~/store/key-value.server";
import { getStore } from "~/store/process-store.server";
import {
  bucketOf,
  deviceOf,
  DEVICES,
  summarize,
  VITAL_DEFINITIONS,
  VITALS,
  type BucketEdge,
  type Device,
  type Vital,
  type VitalsLine,
  type VitalSummary,
} from "./field-vitals";
import { readBeacon, type BeaconRequest, type Refusal } from "./visit-request.server";
import { daysBetween, droppingCountOnce, VIEW_ID_SECONDS, type CountOutcome } from "./visits.server";

const measurement = (vital: Vital) => z.number().finite().min(0).max(VITAL_DEFINITIONS[vital].plausibleMax).optional();

/**
 * What the field-vitals beacon (vitals-beacon.ts) sends: a random id, the page's path, the viewport width (only its
 * device class is kept) and the metrics it has, at least one. A value that is no number, not finite, negative or past
 * its metric's plausible maximum makes the whole report malformed.
 */
const vitalsSchema = z
  .object({
    id: z.string().uuid(),
    path: z.string().min(1).max(300).startsWith("/"),
    width: z.number().int().min(1).max(100_000),
    lcp: measurement("lcp"),
    inp: measurement("inp"),
    cls: measurement("cls"),
  })
  .refine((report) => VITALS.some((vital) => report[vital] !== undefined), "no metric");

/** One page view's vitals to count: its UTC day, page (as visits count it), device class and each metric's bucket. */
export interface VitalsReport {
  day: string;
  reportId: string;
  page: string;
  device: Device;
  buckets: Partial<Record<Vital, BucketEdge>>;
}

/** The report a beacon POST carries, or why it is not counted: the visit beacon's refusals (readBeacon). */
export async function vitalsFromBeacon(
  request: BeaconRequest,
  { pagePaths, now = new Date() }: { pagePaths: () => Promise<Set<string>>; now?: Date },
): Promise<{ report: VitalsReport } | { refused: Refusal }> {
  const beacon = await readBeacon(request, vitalsSchema, pagePaths);
  if ("refused" in beacon) return beacon;
  const { body, page } = beacon;
  const buckets: VitalsReport["buckets"] = {};
  for (const vital of VITALS) {
    const value = body[vital];
    if (value !== undefined) buckets[vital] = bucketOf(vital, value);
  }
  return { report: { day: now.toISOString().slice(0, 10), reportId: body.id.toLowerCase(), page, device: deviceOf(body.width), buckets } };
}

const dayKey = (day: string) => `vitals:${day}`;
const reportKey = (reportId: string) => `vitals:seen:${reportId}`;

/** A counter field: page, device class, metric and bucket edge (null: overflow) as a JSON array. */
const bucketField = (page: string, device: Device, vital: Vital, edge: BucketEdge) => JSON.stringify([page, device, vital, edge]);

const fieldSchema = z.tuple([z.string(), z.enum(DEVICES), z.enum(VITALS), z.number().finite().nullable()]);

function bucketOfField(field: string) {
  try {
    const [page, device, vital, edge] = fieldSchema.parse(JSON.parse(field));
    return { page, device, vital, edge };
  } catch {
    return null;
  }
}

export interface VitalsCounter {
  /** Counts a report once per report id, all its metrics in one step; while the store is unreachable it is dropped. */
  count(report: VitalsReport): Promise<CountOutcome>;
}

/** Counting reports in `store`, as views are counted (visits.server.ts): a report the store cannot take is dropped. */
export function createVitalsCounter(store: KeyValueStore): VitalsCounter {
  const countOnce = droppingCountOnce(store, "vitals");
  return {
    count: ({ day, reportId, page, device, buckets }) =>
      countOnce(
        reportKey(reportId),
        VIEW_ID_SECONDS,
        dayKey(day),
        ...VITALS.filter((vital) => vital in buckets).map((vital) => bucketField(page, device, vital, buckets[vital]!)),
      ),
  };
}

/**
 * The field vitals of `from` to `to` (UTC days, both included): the days' histograms added up per page, device class
 * and metric, then summarized. Most measured first (LCP samples), then by page and device.
 */
export async function vitalsReport({ from, to }: { from: string; to: string }, store: KeyValueStore = getStore()): Promise<VitalsLine[]> {
  const histograms = new Map<string, { page: string; device: Device; buckets: Record<Vital, Map<BucketEdge, number>> }>();
  for (const day of daysBetween(from, to)) {
    for (const [field, count] of Object.entries(await store.counters(dayKey(day)))) {
      const bucket = bucketOfField(field);
      if (!bucket) continue;
      const key = JSON.stringify([bucket.page, bucket.device]);
      let line = histograms.get(key);
      if (!line)
        histograms.set(
          key,
          (line = { page: bucket.page, device: bucket.device, buckets: { lcp: new Map(), inp: new Map(), cls: new Map() } }),
        );
      const histogram = line.buckets[bucket.vital];
      histogram.set(bucket.edge, (histogram.get(bucket.edge) ?? 0) + count);
    }
  }
  return [...histograms.values()]
    .map(({ page, device, buckets }) => ({
      page,
      device,
      vitals: Object.fromEntries(VITALS.map((vital) => [vital, summarize(vital, buckets[vital])])) as Record<Vital, VitalSummary>,
    }))
    .sort(
      (a, b) =>
        b.vitals.lcp.samples - a.vitals.lcp.samples ||
        a.page.localeCompare(b.page) ||
        DEVICES.indexOf(a.device) - DEVICES.indexOf(b.device),
    );
}

let counter: VitalsCounter | undefined;

/** The process's field-vitals counter, in the site's store. */
export function getVitalsCounter(): VitalsCounter {
  counter ??= createVitalsCounter(getStore());
  return counter;
}
