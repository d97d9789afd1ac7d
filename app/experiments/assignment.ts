import { GrowthBook } from "@growthbook/growthbook";
import type { Language } from "~/utils/language";
import type { ExperimentField, ExperimentStatus } from "./fields";

export interface ExperimentVariant {
  key: string;
  /** Whole percentage of the traffic. */
  weight: number;
  /** The variant's text per language; none for the control (the page's own text). */
  text: Partial<Record<Language, string | null>> | null;
}

/** An experiment as the site reads it (experiments.server.ts): its pages as paths without a language prefix. */
export interface Experiment {
  key: string;
  name: string;
  field: ExperimentField;
  status: ExperimentStatus;
  chosenVariant: string | null;
  startAt: string;
  stopAt: string | null;
  minSamplePerVariant: number;
  pages: string[];
  variants: ExperimentVariant[];
}

/** What one experiment shows one visitor on a page. `counted`: the visitor is in the running experiment (views, leads). */
export interface Assignment {
  experiment: Experiment;
  variant: ExperimentVariant;
  counted: boolean;
}

/**
 * The variants a page shows a visitor: for each experiment on `path` (without its language prefix),
 * - in a preview session asking for `previewVariant`: that variant of any experiment that has it (never counted);
 * - stopped: the chosen variant, for everyone;
 * - running, between start and stop, for a visitor with an id: GrowthBook's deterministic bucketing of the id by the
 *   variants' weights (the same id always gets the same variant);
 * - otherwise (draft, not started, past its stop, or no id: GPC, DNT, bots) nothing: the page's own text.
 */
export function assignVariants({
  experiments,
  path,
  visitorId,
  now,
  previewVariant,
}: {
  experiments: readonly Experiment[];
  path: string;
  visitorId: string | null;
  now: Date;
  previewVariant?: string;
}): Assignment[] {
  const growthbook = visitorId ? new GrowthBook({ attributes: { id: visitorId } }) : null;
  const assignments: Assignment[] = [];
  for (const experiment of experiments) {
    if (!experiment.pages.includes(path) || experiment.variants.length < 2) continue;
    const find = (key: string | null | undefined) => experiment.variants.find((variant) => variant.key === key);
    const previewed = previewVariant === undefined ? undefined : find(previewVariant);
    if (previewed) {
      assignments.push({ experiment, variant: previewed, counted: false });
      continue;
    }
    if (experiment.status === "stopped") {
      const chosen = find(experiment.chosenVariant);
      if (chosen) assignments.push({ experiment, variant: chosen, counted: false });
      continue;
    }
    if (experiment.status !== "running" || !growthbook || !isLive(experiment, now)) continue;
    const result = growthbook.run({
      key: experiment.key,
      variations: experiment.variants.map((_, index) => index) as [number, number, ...number[]],
      weights: normalizedWeights(experiment.variants),
      hashAttribute: "id",
      hashVersion: 2,
    });
    if (result.inExperiment) assignments.push({ experiment, variant: experiment.variants[result.value], counted: true });
  }
  growthbook?.destroy();
  return assignments;
}

const isLive = ({ startAt, stopAt }: Experiment, now: Date) =>
  Date.parse(startAt) <= now.getTime() && (!stopAt || now.getTime() < Date.parse(stopAt));

/** GrowthBook wants weights that add up to 1. */
function normalizedWeights(variants: readonly ExperimentVariant[]): number[] {
  const total = variants.reduce((sum, variant) => sum + Math.max(variant.weight, 0), 0);
  return variants.map((variant) => (total > 0 ? Math.max(variant.weight, 0) / total : 1 / variants.length));
}

/**
 * The variant dimension of a page view or lead: `<experimentKey>:<variantKey>` of every experiment the visitor is
 * counted in, joined by commas ("" when none).
 */
export const variantDimension = (assignments: readonly Assignment[]): string =>
  assignments
    .filter((assignment) => assignment.counted)
    .map(({ experiment, variant }) => `${experiment.key}:${variant.key}`)
    .join(",");

/** The texts the assignments put in place of the page's own, by field (the control, the first variant, changes nothing). */
export function variantTexts(assignments: readonly Assignment[], language: Language): Partial<Record<ExperimentField, string>> {
  const texts: Partial<Record<ExperimentField, string>> = {};
  for (const { experiment, variant } of assignments) {
    if (variant === experiment.variants[0]) continue;
    const text = variant.text?.[language];
    if (text) texts[experiment.field] = text;
  }
  return texts;
}
