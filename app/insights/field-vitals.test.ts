import { CLSThresholds, INPThresholds, LCPThresholds } from "web-vitals";
import { describe, expect, it } from "vitest";
import {
  bucketOf,
  deviceOf,
  formatP75,
  formatShares,
  summarize,
  VITAL_DEFINITIONS,
  VITALS,
  type BucketEdge,
  type Vital,
} from "./field-vitals";

/** The histogram of `values` as the store keeps it: counts by bucket edge. */
const histogram = (vital: Vital, values: number[]) => {
  const counts = new Map<BucketEdge, number>();
  for (const value of values) counts.set(bucketOf(vital, value), (counts.get(bucketOf(vital, value)) ?? 0) + 1);
  return counts;
};

describe("the buckets", () => {
  it("have Google's thresholds (web-vitals' own) as edges, so the shares of good / needs improvement / poor are exact", () => {
    expect(Object.fromEntries(VITALS.map((vital) => [vital, VITAL_DEFINITIONS[vital].thresholds]))).toEqual({
      lcp: LCPThresholds,
      inp: INPThresholds,
      cls: CLSThresholds,
    });
    for (const vital of VITALS) {
      const { edges, thresholds } = VITAL_DEFINITIONS[vital];
      expect(edges).toEqual([...edges].sort((a, b) => a - b));
      expect(edges[0]).toBe(0);
      for (const threshold of thresholds) expect(edges).toContain(threshold);
    }
    expect(VITAL_DEFINITIONS.lcp.edges).toHaveLength(101);
    expect(VITAL_DEFINITIONS.inp.edges.slice(0, 3)).toEqual([0, 8, 16]);
    expect(VITAL_DEFINITIONS.inp.edges.slice(24, 28)).toEqual([192, 200, 225, 250]);
    expect(VITAL_DEFINITIONS.inp.edges.at(-1)).toBe(2000);
    expect(VITAL_DEFINITIONS.cls.edges.at(-1)).toBe(1);
  });

  it("count a value under the first edge at or above it: zero alone, an edge in its own bucket, past the last one in the overflow", () => {
    expect([0, 0.001, 0.01, 0.0100001, 0.1, 0.25, 1, 1.01].map((value) => bucketOf("cls", value))).toEqual([
      0,
      0.01,
      0.01,
      0.02,
      0.1,
      0.25,
      1,
      null,
    ]);
    expect([0.4, 100, 100.5, 2500, 2500.1, 10_000, 10_000.1].map((value) => bucketOf("lcp", value))).toEqual([
      100,
      100,
      200,
      2500,
      2600,
      10_000,
      null,
    ]);
    expect([8, 9, 200, 201, 500, 2000, 2001].map((value) => bucketOf("inp", value))).toEqual([8, 16, 200, 225, 500, 2000, null]);
  });
});

describe("the 75th percentile and the shares", () => {
  it("have no p75 and no shares without data", () => {
    const summary = summarize("lcp", new Map());
    expect(summary).toEqual({ samples: 0, p75: null, good: 0, needsImprovement: 0, poor: 0 });
    expect([formatP75("lcp", summary.p75), formatShares(summary)]).toEqual(["–", "–"]);
  });

  it("are one sample's bucket and rating: a CLS of 0 is 0.00 and good", () => {
    expect(summarize("cls", histogram("cls", [0]))).toEqual({ samples: 1, p75: 0, good: 1, needsImprovement: 0, poor: 0 });
    expect(formatP75("cls", 0)).toBe("0.00");
    expect(summarize("inp", histogram("inp", [501]))).toMatchObject({ p75: 525, poor: 1 });
  });

  it("are the bucket holding the view ranked ceil(0.75 n), and rate a value on a threshold as the lower band (Google's ≤)", () => {
    // Four views: the third (rank 3) is the p75.
    expect(summarize("lcp", histogram("lcp", [900, 1000, 2500, 6000]))).toEqual({
      samples: 4,
      p75: 2500,
      good: 0.75,
      needsImprovement: 0,
      poor: 0.25,
    });
    // Five views: rank 4.
    expect(summarize("inp", histogram("inp", [40, 40, 199, 450, 3000])).p75).toBe(450);
    expect(summarize("inp", histogram("inp", [200, 500, 501, 120]))).toMatchObject({ good: 0.5, needsImprovement: 0.25, poor: 0.25 });
  });

  it("say so when the p75 is past the last edge", () => {
    const summary = summarize("lcp", histogram("lcp", [12_000, 30_000, 1_000]));
    expect(summary.p75).toBe(Infinity);
    expect([formatP75("lcp", summary.p75), formatShares(summary)]).toEqual(["> 10.0 s", "33% / 0% / 67%"]);
  });

  it("format for people: seconds for LCP, milliseconds for INP, two decimals for CLS", () => {
    expect([formatP75("lcp", 1300), formatP75("inp", 48), formatP75("cls", 0.05)]).toEqual(["1.3 s", "48 ms", "0.05"]);
  });
});

describe("the device class", () => {
  it("is mobile below the site's phone layout (768 CSS px), desktop from it", () => {
    expect([320, 375, 767, 768, 1280].map(deviceOf)).toEqual(["mobile", "mobile", "mobile", "desktop", "desktop"]);
  });
});
