/**
 * What an experiment can change and the states it can be in. No imports, so the Studio can import this file as it is.
 */
export const EXPERIMENT_FIELDS = [
  { value: "heroHeading", title: "Hero heading" },
  { value: "heroSubheading", title: "Hero subheading" },
  { value: "heroCtaLabel", title: "Hero call-to-action label" },
] as const;

export type ExperimentField = (typeof EXPERIMENT_FIELDS)[number]["value"];

export const EXPERIMENT_STATUSES = [
  { value: "draft", title: "Draft" },
  { value: "running", title: "Running" },
  { value: "stopped", title: "Stopped" },
] as const;

export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number]["value"];
