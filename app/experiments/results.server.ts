import { visitCounts, type VisitCountRow } from "~/insights/visits.server";
import type { LeadStore } from "~/leads/create-lead-store.server";
import { getLeadStore } from "~/leads/lead-store.server";
import type { KeyValueStore } from "~/store/key-value.server";
import { getStore } from "~/store/process-store.server";
import { LEAD_KINDS } from "~/leads/records";
import type { Experiment } from "./assignment";
import { loadExperiments } from "./experiments.server";
import { experimentResults, type VariantResult } from "./stats";

/** One experiment's results over a date range, for the Insights page. */
export interface ExperimentReport {
  key: string;
  name: string;
  field: Experiment["field"];
  status: Experiment["status"];
  minSamplePerVariant: number;
  /** In the experiment's order: the control first. */
  variants: VariantResult[];
}

/** What a lead brings to the results: its variant dimension (null before the field existed) and when it came. */
export interface LeadVariant {
  variant: string | null;
  created_at: string;
}

/** The `<experiment>:<variant>` parts of a variant dimension (a page view or lead may carry several). */
const parts = (dimension: string | null) => new Set((dimension ?? "").split(",").filter(Boolean));

/**
 * Each experiment's visits and leads per variant (a view or lead counts for every variant its dimension names) and
 * the beta-binomial results (stats.ts). Visit rows and leads are those of the range already.
 */
export function reportsFrom(
  experiments: readonly Experiment[],
  visits: readonly VisitCountRow[],
  leads: readonly LeadVariant[],
): ExperimentReport[] {
  const viewed = visits.map((row) => ({ parts: parts(row.variant), count: row.count }));
  const converted = leads.map((lead) => parts(lead.variant));
  return experiments.map((experiment) => {
    const counts = experiment.variants.map(({ key }) => {
      const part = `${experiment.key}:${key}`;
      return {
        key,
        visits: viewed.reduce((sum, row) => sum + (row.parts.has(part) ? row.count : 0), 0),
        conversions: converted.filter((lead) => lead.has(part)).length,
      };
    });
    return {
      key: experiment.key,
      name: experiment.name,
      field: experiment.field,
      status: experiment.status,
      minSamplePerVariant: experiment.minSamplePerVariant,
      variants: experimentResults(counts, { minSamplePerVariant: experiment.minSamplePerVariant }),
    };
  });
}

/**
 * The published experiments' results from `from` to `to` (UTC days, both included): views from the visit counts,
 * leads of every form from the lead store, by the day they came. The process's stores unless given.
 */
export async function experimentReports(
  { from, to }: { from: string; to: string },
  { store = getStore(), leadStore = getLeadStore() }: { store?: KeyValueStore; leadStore?: LeadStore } = {},
): Promise<ExperimentReport[]> {
  const [experiments, visits, leads] = await Promise.all([
    loadExperiments(),
    visitCounts({ from, to }, store),
    Promise.all(LEAD_KINDS.map((kind) => leadStore.list(kind))).then((lists) => lists.flat()),
  ]);
  const inRange = leads.filter((lead) => {
    const day = lead.created_at.slice(0, 10);
    return day >= from && day <= to;
  });
  return reportsFrom(experiments, visits, inRange);
}
