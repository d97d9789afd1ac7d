import { describe, expect, it } from "vitest";
import { betaQuantile, experimentResults, probabilityBBeatsA, regularizedIncompleteBeta } from "./stats";

/**
 * Reference values computed independently here with Python 3 and SciPy 1.17.1:
 * - I_x(a, b): `scipy.special.betainc(a, b, x)`;
 * - quantiles: `scipy.stats.beta.ppf(p, a, b)`;
 * - P(B > A): numerical integration of pdf_B(x) * cdf_A(x) over [0, 1] with `scipy.integrate.quad` (epsabs = epsrel =
 *   1e-13), and one case in exact rational arithmetic (`fractions.Fraction`) from Evan Miller's closed-form sum.
 */
describe("regularizedIncompleteBeta", () => {
  it.each([
    [0.3, 2, 5, 0.5798250000000003],
    [0.02, 11, 491, 0.4194835902938432],
    [0.5, 0.5, 0.5, 0.5000000000000001],
    [0.9, 30, 3, 0.36668351908062025],
    [0.05, 101, 1901, 0.47547388296558646],
  ])("I_%d(%d, %d) = %d (scipy.special.betainc)", (x, a, b, expected) => {
    expect(regularizedIncompleteBeta(x, a, b)).toBeCloseTo(expected, 11);
  });

  it("is 0 and 1 at the ends", () => {
    expect(regularizedIncompleteBeta(0, 3, 4)).toBe(0);
    expect(regularizedIncompleteBeta(1, 3, 4)).toBe(1);
  });
});

describe("betaQuantile", () => {
  it.each([
    [0.025, 11, 491, 0.011010155455598651],
    [0.975, 11, 491, 0.03640022263984442],
    [0.025, 1, 1, 0.025],
    [0.975, 21, 981, 0.030689511534906327],
    [0.025, 201, 9801, 0.01743804741072506],
    [0.975, 201, 9801, 0.02293563465314448],
    [0.025, 1, 101, 0.0002506399507392151],
    [0.975, 1, 101, 0.03586462039000372],
  ])("the %d quantile of Beta(%d, %d) is %d (scipy.stats.beta.ppf)", (p, a, b, expected) => {
    expect(betaQuantile(p, a, b)).toBeCloseTo(expected, 10);
  });
});

describe("probabilityBBeatsA", () => {
  it.each([
    [11, 491, 21, 481, 0.9667815769113671],
    [1, 1, 1, 1, 0.49999999999999983],
    [41, 961, 61, 941, 0.9796772120538257],
    [201, 9801, 241, 9761, 0.9730138504775643],
    [21, 981, 19, 983, 0.3734225758956764],
  ])("A ~ Beta(%d, %d), B ~ Beta(%d, %d): %d (scipy quad)", (alphaA, betaA, alphaB, betaB, expected) => {
    expect(probabilityBBeatsA(alphaA, betaA, alphaB, betaB)).toBeCloseTo(expected, 9);
  });

  it("A ~ Beta(3, 8), B ~ Beta(5, 6): exactly 533/646 (fractions.Fraction)", () => {
    expect(probabilityBBeatsA(3, 8, 5, 6)).toBeCloseTo(533 / 646, 13);
  });
});

describe("experimentResults", () => {
  it("rate, 95% interval and probability to beat the control per variant; the control has none", () => {
    const [control, b] = experimentResults(
      [
        { key: "control", visits: 500, conversions: 10 },
        { key: "b", visits: 500, conversions: 20 },
      ],
      { minSamplePerVariant: 100 },
    );
    expect(control).toMatchObject({ key: "control", rate: 0.02, probabilityToBeatControl: null, winner: false });
    expect(control.interval[0]).toBeCloseTo(0.011010155455598651, 10);
    expect(control.interval[1]).toBeCloseTo(0.03640022263984442, 10);
    expect(b).toMatchObject({ key: "b", rate: 0.04, winner: true });
    expect(b.probabilityToBeatControl).toBeCloseTo(0.9667815769113671, 9);
  });

  it("marks no winner below the minimum sample per variant, however likely", () => {
    const results = experimentResults(
      [
        { key: "control", visits: 500, conversions: 10 },
        { key: "b", visits: 500, conversions: 20 },
      ],
      { minSamplePerVariant: 1000 },
    );
    expect(results.map((result) => result.winner)).toEqual([false, false]);
  });

  it("marks no winner at 95% or under, and the control when every variant is under 5% to beat it", () => {
    const close = experimentResults(
      [
        { key: "control", visits: 1000, conversions: 20 },
        { key: "b", visits: 1000, conversions: 18 },
      ],
      { minSamplePerVariant: 1000 },
    );
    // P = 0.3734 (scipy quad, Beta(21, 981) vs Beta(19, 983)): neither way past 95%.
    expect(close.map((result) => result.winner)).toEqual([false, false]);
    const controlWins = experimentResults(
      [
        { key: "control", visits: 1000, conversions: 60 },
        { key: "b", visits: 1000, conversions: 40 },
        { key: "c", visits: 1000, conversions: 39 },
      ],
      { minSamplePerVariant: 1000 },
    );
    expect(controlWins.map((result) => result.winner)).toEqual([true, false, false]);
  });

  it("has no rate without visits, and never more conversions than visits", () => {
    const [control, b] = experimentResults(
      [
        { key: "control", visits: 0, conversions: 0 },
        { key: "b", visits: 2, conversions: 3 },
      ],
      { minSamplePerVariant: 1 },
    );
    expect(control.rate).toBeNull();
    expect(control.interval).toEqual([expect.closeTo(0.025, 10), expect.closeTo(0.975, 10)]);
    expect(b.rate).toBe(1);
  });
});
