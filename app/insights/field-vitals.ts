/**
 * The visitors' own Core Web Vitals as the report keeps them (docs/decisions/0061-insights-field-vitals-histogram.md):
 * per metric, Google's thresholds (the one place the site sets them; field-vitals.test.ts holds them to web-vitals')
 * and a fixed histogram the way the Chrome UX Report keeps one. A value is counted in the bucket whose upper edge is
 * the first edge at or above it; edge 0 holds exact zeros (a page without layout shifts), and a value past the last
 * edge goes to an overflow bucket. Every threshold is an edge, so the shares of good / needs improvement / poor are exact.
 */
export const VITALS = ["lcp", "inp", "cls"] as const;
export type Vital = (typeof VITALS)[number];

const steps = (from: number, to: number, step: number, scale = 1) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => (from + index * step) / scale);

interface VitalDefinition {
  title: string;
  /** Good up to the first, needs improvement up to the second, poor above it (Google's, inclusive). */
  thresholds: readonly [number, number];
  /** Upper bucket edges, ascending, from 0. */
  edges: readonly number[];
  /** The largest value a beacon may report: a larger one is no measurement (the whole report is refused). */
  plausibleMax: number;
  format: (value: number) => string;
}

export const VITAL_DEFINITIONS: Record<Vital, VitalDefinition> = {
  // 100 ms steps to 10 s.
  lcp: {
    title: "LCP",
    thresholds: [2500, 4000],
    edges: steps(0, 10_000, 100),
    plausibleMax: 10 * 60_000,
    format: (ms) => `${(ms / 1000).toFixed(1)} s`,
  },
  // 8 ms steps (the Event Timing API's rounding) to 200 ms, then 25 ms steps to 2 s: 500 ms is an edge.
  inp: {
    title: "INP",
    thresholds: [200, 500],
    edges: [...steps(0, 200, 8), ...steps(225, 2_000, 25)],
    plausibleMax: 60_000,
    format: (ms) => `${ms} ms`,
  },
  // Steps of 0.01 to 1, as integer hundredths divided once, so 0.1 and 0.25 are the same numbers as the thresholds.
  cls: {
    title: "CLS",
    thresholds: [0.1, 0.25],
    edges: steps(0, 100, 1, 100),
    plausibleMax: 100,
    format: (score) => score.toFixed(2),
  },
};

/** A bucket's upper edge; null for the overflow bucket (past the last edge). */
export type BucketEdge = number | null;

/** The bucket a value is counted in: its upper edge (the first at or above the value), null past the last one. */
export function bucketOf(vital: Vital, value: number): BucketEdge {
  return VITAL_DEFINITIONS[vital].edges.find((edge) => value <= edge) ?? null;
}

/** How many views a bucket holds, by its upper edge. */
export type Histogram = ReadonlyMap<BucketEdge, number>;

export interface VitalSummary {
  samples: number;
  /**
   * The 75th percentile: the upper edge of the bucket that holds the view ranked ceil(0.75 × samples), so at least
   * three views in four were at most this. Infinity when that view is past the last edge; null without samples.
   */
  p75: number | null;
  /** Shares of the samples, 0 to 1 (all 0 without samples). */
  good: number;
  needsImprovement: number;
  poor: number;
}

const byEdge = ([a]: [BucketEdge, number], [b]: [BucketEdge, number]) => (a ?? Infinity) - (b ?? Infinity);

/** The p75 and the shares of good / needs improvement / poor of one metric's histogram. */
export function summarize(vital: Vital, histogram: Histogram): VitalSummary {
  const buckets = [...histogram].filter(([, count]) => count > 0).sort(byEdge);
  const samples = buckets.reduce((sum, [, count]) => sum + count, 0);
  const [good, fair] = VITAL_DEFINITIONS[vital].thresholds;
  const share = (inBand: (edge: number) => boolean) =>
    samples === 0 ? 0 : buckets.reduce((sum, [edge, count]) => sum + (edge !== null && inBand(edge) ? count : 0), 0) / samples;
  const rank = Math.ceil(0.75 * samples);
  let seen = 0;
  const p75Bucket = buckets.find(([, count]) => (seen += count) >= rank);
  const goodShare = share((edge) => edge <= good);
  const needsImprovement = share((edge) => edge > good && edge <= fair);
  return {
    samples,
    p75: p75Bucket ? (p75Bucket[0] ?? Infinity) : null,
    good: goodShare,
    needsImprovement,
    poor: samples === 0 ? 0 : 1 - goodShare - needsImprovement,
  };
}

/** A p75 for people: `1.3 s`, `48 ms`, `0.05`; `> 10.0 s` past the last edge, `–` without samples. */
export function formatP75(vital: Vital, p75: number | null): string {
  const { edges, format } = VITAL_DEFINITIONS[vital];
  if (p75 === null) return "–";
  return p75 === Infinity ? `> ${format(edges[edges.length - 1])}` : format(p75);
}

/** Good / needs improvement / poor as whole percentages: `92% / 6% / 2%`; `–` without samples. */
export const formatShares = ({ samples, good, needsImprovement, poor }: VitalSummary) =>
  samples === 0 ? "–" : [good, needsImprovement, poor].map((share) => `${Math.round(share * 100)}%`).join(" / ");

/**
 * How a view's device is classed: by the viewport width its beacon sent, below the site's own phone layout (Tailwind's
 * `md`, 768 CSS px, where the header's menu folds) mobile, else desktop. Tablets in landscape count as desktop.
 */
export const MOBILE_BELOW_PX = 768;
export const DEVICES = ["mobile", "desktop"] as const;
export type Device = (typeof DEVICES)[number];
export const deviceOf = (viewportWidth: number): Device => (viewportWidth < MOBILE_BELOW_PX ? "mobile" : "desktop");
export const DEVICE_TITLES: Record<Device, string> = { mobile: "Mobile", desktop: "Desktop" };

/** One page and device class over a range: each metric's p75 and shares. */
export interface VitalsLine {
  page: string;
  device: Device;
  vitals: Record<Vital, VitalSummary>;
}

/** The field-vitals table's columns, on the Insights page and in `npm run insights`. */
export const VITALS_HEADINGS = [
  "Page",
  "Device",
  ...VITALS.flatMap((vital) => {
    const { title } = VITAL_DEFINITIONS[vital];
    return [`${title} p75`, `${title} good / needs improvement / poor`, `${title} views`];
  }),
];

/** A line's cells under VITALS_HEADINGS. */
export const vitalsCells = ({ page, device, vitals }: VitalsLine): string[] => [
  page,
  DEVICE_TITLES[device],
  ...VITALS.flatMap((vital) => [
    formatP75(vital, vitals[vital].p75),
    formatShares(vitals[vital]),
    vitals[vital].samples.toLocaleString("en-US"),
  ]),
];

/** Google's thresholds in words: `LCP 2.5 s / 4.0 s, INP 200 ms / 500 ms, CLS 0.10 / 0.25`. */
export const THRESHOLDS_TEXT = VITALS.map((vital) => {
  const { title, thresholds, format } = VITAL_DEFINITIONS[vital];
  return `${title} ${thresholds.map(format).join(" / ")}`;
}).join(", ");

/** What the table's figures are, on the Insights page and in `npm run insights`. */
export const VITALS_EXPLAINED =
  `Each view's own LCP, INP and CLS as the visitor's browser measured them, per page and device (mobile below ${MOBILE_BELOW_PX} px wide). ` +
  `p75: three views in four were at most this. Good / needs improvement / poor by Google's thresholds: ${THRESHOLDS_TEXT}.`;
