/**
 * Beta-binomial results of an experiment: each variant's conversion rate with a 95% credible interval and the
 * probability that it beats the control, from a uniform prior (Beta(1, 1)): the posterior of a variant with `visits`
 * views and `conversions` leads is Beta(1 + conversions, 1 + visits - conversions). Exact, no sampling: the regularized
 * incomplete beta by its continued fraction (Numerical Recipes, 3rd ed., 6.4), its inverse by bisection, and
 * P(B > A) by Evan Miller's closed form ("Formulas for Bayesian A/B Testing", 2015), a finite sum for integer posteriors.
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9: about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0];
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b). */
const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/** The continued fraction of the incomplete beta (modified Lentz), valid for x < (a + 1) / (a + b + 2). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const TINY = 1e-300;
  const EPSILON = 1e-15;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    const even = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + even * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + even / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    const odd = -((a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + odd * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + odd / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) return h;
  }
  throw new Error(`The incomplete beta did not converge for x=${x}, a=${a}, b=${b}`);
}

/** The regularized incomplete beta I_x(a, b): the Beta(a, b) distribution function at x. */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log1p(-x) - logBeta(a, b));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(x, a, b)) / a : 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** The p-quantile of Beta(a, b): bisection on the distribution function, to about 1e-12. */
export function betaQuantile(p: number, a: number, b: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (regularizedIncompleteBeta(middle, a, b) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * P(p_B > p_A) for p_A ~ Beta(alphaA, betaA) and p_B ~ Beta(alphaB, betaB) with an integer alphaB (Evan Miller):
 * the sum over i < alphaB of B(alphaA + i, betaA + betaB) / ((betaB + i) B(1 + i, betaB) B(alphaA, betaA)), in logs.
 */
export function probabilityBBeatsA(alphaA: number, betaA: number, alphaB: number, betaB: number): number {
  if (!Number.isInteger(alphaB) || alphaB < 1) throw new RangeError(`alphaB must be a positive integer, not ${alphaB}`);
  let total = 0;
  for (let i = 0; i < alphaB; i++) {
    total += Math.exp(logBeta(alphaA + i, betaA + betaB) - Math.log(betaB + i) - logBeta(1 + i, betaB) - logBeta(alphaA, betaA));
  }
  return Math.min(Math.max(total, 0), 1);
}

export interface VariantCounts {
  key: string;
  visits: number;
  /** Leads from visitors who saw the variant. */
  conversions: number;
}

export interface VariantResult extends VariantCounts {
  /** conversions / visits; null without visits. */
  rate: number | null;
  /** The 95% equal-tailed credible interval of the rate (2.5% and 97.5% quantiles of the posterior). */
  interval: [number, number];
  /** P(this variant's rate > the control's); null for the control itself. */
  probabilityToBeatControl: number | null;
  winner: boolean;
}

/** A winner needs more than this probability (of beating the control, or for the control of beating every variant). */
export const WINNER_PROBABILITY = 0.95;

const posterior = ({ visits, conversions }: VariantCounts) => {
  const successes = Math.min(conversions, visits);
  return { alpha: 1 + successes, beta: 1 + visits - successes };
};

/**
 * Each variant's results (the first is the control). A winner is marked only once every variant has at least
 * `minSamplePerVariant` visits: the variant most likely to beat the control when that is past 95%, or the control
 * when every variant's chance to beat it is under 5%.
 */
export function experimentResults(
  variants: readonly VariantCounts[],
  { minSamplePerVariant }: { minSamplePerVariant: number },
): VariantResult[] {
  if (variants.length === 0) return [];
  const control = posterior(variants[0]);
  const results = variants.map((variant, index): VariantResult => {
    const { alpha, beta } = posterior(variant);
    return {
      ...variant,
      rate: variant.visits > 0 ? Math.min(variant.conversions, variant.visits) / variant.visits : null,
      interval: [betaQuantile(0.025, alpha, beta), betaQuantile(0.975, alpha, beta)],
      probabilityToBeatControl: index === 0 ? null : probabilityBBeatsA(control.alpha, control.beta, alpha, beta),
      winner: false,
    };
  });
  if (variants.length < 2 || variants.some((variant) => variant.visits < minSamplePerVariant)) return results;
  const challengers = results.slice(1);
  const best = challengers.reduce((top, result) =>
    (result.probabilityToBeatControl ?? 0) > (top.probabilityToBeatControl ?? 0) ? result : top,
  );
  if ((best.probabilityToBeatControl ?? 0) > WINNER_PROBABILITY) best.winner = true;
  else if (challengers.every((result) => (result.probabilityToBeatControl ?? 1) < 1 - WINNER_PROBABILITY)) results[0].winner = true;
  return results;
}
