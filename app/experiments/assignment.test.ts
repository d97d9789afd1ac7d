import { describe, expect, it } from "vitest";
import { assignVariants, variantDimension, variantTexts, type Experiment } from "./assignment";
import { testExperiment } from "../../tests/support/experiment-fixture";

const experiment = testExperiment;
const now = new Date("2026-11-20T12:00:00.000Z");
/** Visitor ids as the server writes them (crypto.randomUUID), made up deterministically. */
const visitorId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
const assign = (experiments: Experiment[], id: string | null, extra: { path?: string; previewVariant?: string; now?: Date } = {}) =>
  assignVariants({ experiments, path: extra.path ?? "/", visitorId: id, now: extra.now ?? now, previewVariant: extra.previewVariant });

function shares(experiments: Experiment[], visitors: number) {
  const counts = new Map<string, number>();
  for (let n = 0; n < visitors; n++) {
    const key = assign(experiments, visitorId(n))[0]?.variant.key ?? "none";
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].map(([key, count]) => [key, count / visitors]));
}

describe("assignVariants", () => {
  it("splits 100,000 visitors within 2 percentage points of the weights (50/50, 90/10, 4 variants)", () => {
    const half = shares([experiment()], 100_000);
    expect(Math.abs(half.control - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(half.b - 0.5)).toBeLessThan(0.02);

    const skewed = experiment({
      variants: [
        { ...experiment().variants[0], weight: 90 },
        { ...experiment().variants[1], weight: 10 },
      ],
    });
    const uneven = shares([skewed], 100_000);
    expect(Math.abs(uneven.control - 0.9)).toBeLessThan(0.02);
    expect(Math.abs(uneven.b - 0.1)).toBeLessThan(0.02);

    const four = experiment({
      variants: [40, 30, 20, 10].map((weight, index) => ({
        key: `v${index}`,
        weight,
        text: index ? { en: `e${index}`, es: `s${index}` } : null,
      })),
    });
    const quarters = shares([four], 100_000);
    for (const [index, weight] of [0.4, 0.3, 0.2, 0.1].entries()) expect(Math.abs(quarters[`v${index}`] - weight)).toBeLessThan(0.02);
  }, 60_000);

  it("gives the same visitor the same variant every time", () => {
    for (let n = 0; n < 200; n++) {
      const first = assign([experiment()], visitorId(n))[0].variant.key;
      for (let visit = 0; visit < 3; visit++) expect(assign([experiment()], visitorId(n))[0].variant.key).toBe(first);
    }
  });

  it("counts the visitor in the variant: <experiment>:<variant>", () => {
    const assignments = assign([experiment()], visitorId(1));
    expect(assignments).toHaveLength(1);
    expect(assignments[0].counted).toBe(true);
    expect(variantDimension(assignments)).toBe(`home-hero-heading:${assignments[0].variant.key}`);
  });

  it("shows the control, counting nothing, to visitors without an id (GPC, DNT, bots)", () => {
    expect(assign([experiment()], null)).toEqual([]);
    expect(variantDimension([])).toBe("");
  });

  it("leaves other pages, drafts, experiments before their start and after their stop alone", () => {
    expect(assign([experiment()], visitorId(1), { path: "/trades/plumbing" })).toEqual([]);
    expect(assign([experiment({ status: "draft" })], visitorId(1))).toEqual([]);
    expect(assign([experiment({ startAt: "2026-12-01T00:00:00.000Z" })], visitorId(1))).toEqual([]);
    expect(assign([experiment({ stopAt: "2026-11-20T12:00:00.000Z" })], visitorId(1))).toEqual([]);
  });

  it("shows everyone the chosen variant once stopped, without counting it", () => {
    const stopped = experiment({ status: "stopped", chosenVariant: "b" });
    for (const id of [visitorId(1), visitorId(2), null]) {
      const assignments = assign([stopped], id);
      expect(assignments.map(({ variant, counted }) => [variant.key, counted])).toEqual([["b", false]]);
      expect(variantTexts(assignments, "es")).toEqual({ heroHeading: "No pierda una llamada" });
      expect(variantDimension(assignments)).toBe("");
    }
  });

  it("shows a preview session the variant it asks for, of any experiment on the page, never counted", () => {
    for (const status of ["draft", "running", "stopped"] as const) {
      const assignments = assign([experiment({ status, chosenVariant: "control" })], null, { previewVariant: "b" });
      expect(assignments.map(({ variant, counted }) => [variant.key, counted])).toEqual([["b", false]]);
    }
    expect(assign([experiment()], null, { previewVariant: "nope" })).toEqual([]);
  });
});

describe("variantTexts", () => {
  it("puts the variant's text in the page's language in place of the field, and nothing for the control", () => {
    const b = experiment().variants[1];
    const control = experiment().variants[0];
    expect(variantTexts([{ experiment: experiment(), variant: b, counted: true }], "en")).toEqual({ heroHeading: "Never miss a job call" });
    expect(variantTexts([{ experiment: experiment(), variant: control, counted: true }], "en")).toEqual({});
  });
});
