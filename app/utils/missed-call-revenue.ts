/**
 * The missed-call revenue calculator's formula: what calls missed after hours cost a trade business, what
 * TradeVoice would cost to answer them, and the return. One module for the server (rendering a GET form's
 * result, storing the figures with a /demo lead) and the browser (live updates); no imports, no copy: every
 * word the visitor reads comes from the `revenueCalculator` document, keyed by the issue kinds below.
 */

/** The visitor's inputs, by name. */
export const CALCULATOR_FIELDS = ["callsPerWeek", "missedShare", "competitorShare", "jobValue", "bookingRate"] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];
export type MissedCallInputs = Record<CalculatorField, number>;

/** The query-string names of the inputs: the calculator's GET form and the "Book a demo" link to /demo use them. */
export const CALCULATOR_PARAMS: Record<CalculatorField, string> = {
  callsPerWeek: "calls",
  missedShare: "missed",
  competitorShare: "competitor",
  jobValue: "job",
  bookingRate: "booking",
};

/**
 * Bounds of each input. Below `min` is refused; above `max` a percentage is refused, while a count or an amount
 * (`cap`) is brought down to `max` with a notice, so a huge number still gives a result.
 */
export const CALCULATOR_LIMITS: Record<CalculatorField, { min: number; max: number; cap: boolean }> = {
  callsPerWeek: { min: 0, max: 5_000, cap: true },
  missedShare: { min: 0, max: 100, cap: false },
  competitorShare: { min: 0, max: 100, cap: false },
  jobValue: { min: 0, max: 100_000, cap: true },
  bookingRate: { min: 0, max: 100, cap: false },
};

/** Weeks in an average month (52 weeks over 12 months). */
export const WEEKS_PER_MONTH = 52 / 12;

/** What the dataset fixes: the average call length and the per-minute price (`siteSettings.pricePerMinute`). */
export interface CalculatorRates {
  callMinutes: number;
  pricePerMinute: number;
}

/** The figures the calculator shows, and that a /demo lead stores. Money in US dollars, rounded to cents. */
export interface MissedCallFigures extends MissedCallInputs {
  callMinutes: number;
  pricePerMinute: number;
  /** Calls missed after hours in an average month. */
  missedCallsPerMonth: number;
  /** Jobs that went to a competitor in an average month. */
  lostJobsPerMonth: number;
  monthlyLoss: number;
  yearlyLoss: number;
  /** What TradeVoice would cost to answer the missed calls. */
  monthlyCost: number;
  yearlyCost: number;
  /** Revenue kept per dollar spent (monthlyLoss / monthlyCost), one decimal; null when nothing would be spent. */
  returnMultiple: number | null;
}

/** Why an input was refused (`notANumber`, `belowMin`, `aboveMax`) or brought down to its maximum (`capped`). */
export interface InputIssue {
  field: CalculatorField;
  kind: "notANumber" | "belowMin" | "aboveMax" | "capped";
  /** The bound concerned (`min` or `max`). */
  limit?: number;
}

export interface ReadInputs {
  /** The inputs to compute with (capped where needed), or null while some input is refused. */
  inputs: MissedCallInputs | null;
  issues: InputIssue[];
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A number as a visitor types it: "1,200", "$350", "30%", " 4.5 " are numbers; "abc", "", "0x10", "NaN" are not.
 * Too large to represent ("1e400") reads as Infinity, which the caps bring down.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isNaN(value) ? null : value;
  if (typeof value !== "string") return null;
  const text = value.replace(/[\s,$%]/g, "");
  return NUMBER.test(text) ? Number(text) : null;
}

/** The one price source, `siteSettings.pricePerMinute` ("$0.70"), as a number; null when it is not a price. */
export function parsePricePerMinute(price: string | null | undefined): number | null {
  const match = price?.trim().match(/^\$(\d+(?:\.\d+)?)$/);
  return match ? Number(match[1]) : null;
}

/** Checks raw inputs (form or query values); a count or amount above its maximum is capped with an issue. */
export function readInputs(raw: Partial<Record<CalculatorField, unknown>>): ReadInputs {
  const issues: InputIssue[] = [];
  const inputs = {} as MissedCallInputs;
  let valid = true;
  for (const field of CALCULATOR_FIELDS) {
    const { min, max, cap } = CALCULATOR_LIMITS[field];
    const value = parseNumber(raw[field]);
    if (value === null) {
      issues.push({ field, kind: "notANumber" });
      valid = false;
    } else if (value < min) {
      issues.push({ field, kind: "belowMin", limit: min });
      valid = false;
    } else if (value > max) {
      issues.push({ field, kind: cap ? "capped" : "aboveMax", limit: max });
      if (!cap) valid = false;
      inputs[field] = max;
    } else {
      inputs[field] = value;
    }
  }
  return { inputs: valid ? inputs : null, issues };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The figures for valid inputs (see `readInputs`). Zero calls give zero loss, zero cost and no return. */
export function missedCallFigures(inputs: MissedCallInputs, rates: CalculatorRates): MissedCallFigures {
  const missedPerWeek = (inputs.callsPerWeek * inputs.missedShare) / 100;
  const lostJobsPerWeek = (missedPerWeek * inputs.competitorShare * inputs.bookingRate) / 10_000;
  const weeklyLoss = lostJobsPerWeek * inputs.jobValue;
  const weeklyCost = missedPerWeek * rates.callMinutes * rates.pricePerMinute;
  const monthlyLoss = weeklyLoss * WEEKS_PER_MONTH;
  const monthlyCost = weeklyCost * WEEKS_PER_MONTH;
  return {
    ...inputs,
    callMinutes: rates.callMinutes,
    pricePerMinute: rates.pricePerMinute,
    missedCallsPerMonth: Math.round(missedPerWeek * WEEKS_PER_MONTH * 10) / 10,
    lostJobsPerMonth: Math.round(lostJobsPerWeek * WEEKS_PER_MONTH * 10) / 10,
    monthlyLoss: cents(monthlyLoss),
    yearlyLoss: cents(weeklyLoss * 52),
    monthlyCost: cents(monthlyCost),
    yearlyCost: cents(weeklyCost * 52),
    returnMultiple: monthlyCost > 0 ? Math.round((monthlyLoss / monthlyCost) * 10) / 10 : null,
  };
}

/** Raw inputs from a query string (the GET form, a shared link): null when it names none of them. */
export function inputsFromQuery(search: URLSearchParams): Partial<Record<CalculatorField, string>> | null {
  const raw: Partial<Record<CalculatorField, string>> = {};
  let any = false;
  for (const field of CALCULATOR_FIELDS) {
    const value = search.get(CALCULATOR_PARAMS[field]);
    if (value !== null) {
      raw[field] = value;
      any = true;
    }
  }
  return any ? raw : null;
}

/** The query string that carries inputs (to /demo, or to share): `calls=120&missed=30&...`. */
export function inputsQuery(inputs: MissedCallInputs): string {
  return CALCULATOR_FIELDS.map((field) => `${CALCULATOR_PARAMS[field]}=${inputs[field]}`).join("&");
}
