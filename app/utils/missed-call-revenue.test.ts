import { describe, expect, it } from "vitest";
import {
  CALCULATOR_LIMITS,
  inputsFromQuery,
  inputsQuery,
  missedCallFigures,
  parseNumber,
  parsePricePerMinute,
  readInputs,
  WEEKS_PER_MONTH,
  type MissedCallInputs,
} from "./missed-call-revenue";

const rates = { callMinutes: 4, pricePerMinute: 0.7 };
const plumbing: MissedCallInputs = { callsPerWeek: 100, missedShare: 30, competitorShare: 50, jobValue: 400, bookingRate: 60 };

describe("missedCallFigures", () => {
  it("computes loss, cost and return for a typical week", () => {
    // 100 calls, 30 missed; 15 call a competitor; 9 of them would have booked a $400 job: $3,600 a week.
    // Answering the 30 missed calls: 30 x 4 min x $0.70 = $84 a week.
    const figures = missedCallFigures(plumbing, rates);
    expect(figures).toEqual({
      ...plumbing,
      ...rates,
      missedCallsPerMonth: 130,
      lostJobsPerMonth: 39,
      monthlyLoss: 15_600,
      yearlyLoss: 187_200,
      monthlyCost: 364,
      yearlyCost: 4_368,
      returnMultiple: 42.9,
    });
  });

  it("a year is 52 weeks and a month 52/12 of them", () => {
    const figures = missedCallFigures({ ...plumbing, callsPerWeek: 7 }, rates);
    expect(figures.yearlyLoss).toBeCloseTo(figures.monthlyLoss * 12, 1);
    expect(WEEKS_PER_MONTH * 12).toBe(52);
  });

  it("zero calls: nothing lost, nothing spent, no return (not a division by zero)", () => {
    const figures = missedCallFigures({ ...plumbing, callsPerWeek: 0 }, rates);
    expect(figures).toMatchObject({ monthlyLoss: 0, yearlyLoss: 0, monthlyCost: 0, yearlyCost: 0, returnMultiple: null });
  });

  it("none missed: no return either", () => {
    expect(missedCallFigures({ ...plumbing, missedShare: 0 }, rates).returnMultiple).toBeNull();
  });

  it("nobody calls a competitor: nothing lost, the calls still cost, return 0", () => {
    const figures = missedCallFigures({ ...plumbing, competitorShare: 0 }, rates);
    expect(figures).toMatchObject({ monthlyLoss: 0, monthlyCost: 364, returnMultiple: 0 });
  });

  it("100% missed: every call is answered by TradeVoice and counted", () => {
    const figures = missedCallFigures({ ...plumbing, missedShare: 100 }, rates);
    expect(figures.missedCallsPerMonth).toBeCloseTo(100 * WEEKS_PER_MONTH, 1);
    expect(figures.monthlyLoss).toBe(52_000);
    expect(figures.monthlyCost).toBeCloseTo(1213.33, 2);
    expect(figures.returnMultiple).toBe(42.9);
  });

  it("the largest inputs give finite figures", () => {
    const max = Object.fromEntries(Object.entries(CALCULATOR_LIMITS).map(([field, { max }]) => [field, max])) as MissedCallInputs;
    const figures = missedCallFigures(max, rates);
    for (const value of Object.values(figures)) expect(Number.isFinite(value)).toBe(true);
    expect(figures.yearlyLoss).toBe(5_000 * 100_000 * 52);
  });

  it("a free price gives no return rather than infinity", () => {
    expect(missedCallFigures(plumbing, { callMinutes: 4, pricePerMinute: 0 }).returnMultiple).toBeNull();
  });
});

describe("readInputs", () => {
  const raw = { callsPerWeek: "100", missedShare: "30", competitorShare: "50", jobValue: "400", bookingRate: "60" };

  it("reads numbers as people type them", () => {
    expect(readInputs(raw)).toEqual({ inputs: plumbing, issues: [] });
    expect(readInputs({ ...raw, callsPerWeek: "1,200", jobValue: "$350.50", missedShare: "30%", bookingRate: " 60 " }).inputs).toEqual({
      ...plumbing,
      callsPerWeek: 1200,
      jobValue: 350.5,
    });
    expect(readInputs({ ...plumbing }).inputs).toEqual(plumbing);
  });

  it("rejects what is not a number", () => {
    for (const value of ["abc", "", "  ", "12abc", "0x10", "NaN", "Infinity", "1.2.3", "--1", undefined, null, {}, Number.NaN]) {
      expect(readInputs({ ...raw, jobValue: value }), JSON.stringify(value)).toEqual({
        inputs: null,
        issues: [{ field: "jobValue", kind: "notANumber" }],
      });
    }
  });

  it("rejects negative values", () => {
    expect(readInputs({ ...raw, callsPerWeek: "-5" })).toEqual({
      inputs: null,
      issues: [{ field: "callsPerWeek", kind: "belowMin", limit: 0 }],
    });
  });

  it("rejects a percentage over 100", () => {
    expect(readInputs({ ...raw, missedShare: "101" })).toEqual({
      inputs: null,
      issues: [{ field: "missedShare", kind: "aboveMax", limit: 100 }],
    });
    expect(readInputs({ ...raw, bookingRate: "1e9" }).issues).toEqual([{ field: "bookingRate", kind: "aboveMax", limit: 100 }]);
  });

  it("caps huge counts and amounts, with a notice, and still computes", () => {
    const read = readInputs({ ...raw, callsPerWeek: "99999999", jobValue: "1e400" });
    expect(read.issues).toEqual([
      { field: "callsPerWeek", kind: "capped", limit: 5_000 },
      { field: "jobValue", kind: "capped", limit: 100_000 },
    ]);
    expect(read.inputs).toEqual({ ...plumbing, callsPerWeek: 5_000, jobValue: 100_000 });
    expect(Number.isFinite(missedCallFigures(read.inputs!, rates).yearlyLoss)).toBe(true);
  });

  it("accepts the bounds themselves: zero calls and 100% missed", () => {
    expect(readInputs({ ...raw, callsPerWeek: "0", missedShare: "100" })).toEqual({
      inputs: { ...plumbing, callsPerWeek: 0, missedShare: 100 },
      issues: [],
    });
  });

  it("reports every field's issue at once", () => {
    expect(readInputs({}).issues.map((issue) => issue.field)).toEqual([
      "callsPerWeek",
      "missedShare",
      "competitorShare",
      "jobValue",
      "bookingRate",
    ]);
  });
});

describe("parsing", () => {
  it("parseNumber", () => {
    expect(parseNumber("4.5")).toBe(4.5);
    expect(parseNumber(".5")).toBe(0.5);
    expect(parseNumber("1e3")).toBe(1000);
    expect(parseNumber("1e400")).toBe(Number.POSITIVE_INFINITY);
    expect(parseNumber("four")).toBeNull();
  });

  it("parsePricePerMinute reads the one price source", () => {
    expect(parsePricePerMinute("$0.70")).toBe(0.7);
    expect(parsePricePerMinute(" $1 ")).toBe(1);
    expect(parsePricePerMinute("Custom")).toBeNull();
    expect(parsePricePerMinute(undefined)).toBeNull();
  });
});

describe("query strings", () => {
  it("round-trips the inputs", () => {
    const query = inputsQuery(plumbing);
    expect(query).toBe("calls=100&missed=30&competitor=50&job=400&booking=60");
    expect(readInputs(inputsFromQuery(new URLSearchParams(query))!).inputs).toEqual(plumbing);
  });

  it("a query without calculator inputs gives null; a partial one only what it names", () => {
    expect(inputsFromQuery(new URLSearchParams("utm_source=x"))).toBeNull();
    expect(inputsFromQuery(new URLSearchParams("calls=12&x=1"))).toEqual({ callsPerWeek: "12" });
  });
});
