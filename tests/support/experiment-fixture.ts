import type { Experiment } from "../../app/experiments/assignment";

/** A running 50/50 experiment on the home hero heading, as the unit tests start from. */
export const testExperiment = (overrides: Partial<Experiment> = {}): Experiment => ({
  key: "home-hero-heading",
  name: "Home hero heading",
  field: "heroHeading",
  status: "running",
  chosenVariant: null,
  startAt: "2026-11-01T00:00:00.000Z",
  stopAt: null,
  minSamplePerVariant: 1000,
  pages: ["/"],
  variants: [
    { key: "control", weight: 50, text: null },
    { key: "b", weight: 50, text: { en: "Never miss a job call", es: "No pierda una llamada" } },
  ],
  ...overrides,
});
