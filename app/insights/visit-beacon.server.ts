import { assignedVariant } from "~/experiments/experiments.server";
import { publishedPagePaths } from "./published-pages.server";
import { visitFromBeacon, type BeaconRequest } from "./visit-request.server";
import { getVisitCounter } from "./visits.server";
import { getVitalsCounter, vitalsFromBeacon } from "./vitals.server";
import { logEvent } from "../../shared/log.ts";

/**
 * Answers the visit beacon's POST /api/visits (server/main.ts hands it over before the page machinery): 204 whether
 * or not the view is counted (a browser learns nothing from it), 400 for a body that is no beacon's. A failure to
 * count is logged, never a 5xx.
 */
export async function answerVisitBeacon(request: BeaconRequest): Promise<204 | 400> {
  try {
    const result = await visitFromBeacon(request, { pagePaths: publishedPagePaths, assignedVariant });
    if ("refused" in result) return result.refused === "malformed" ? 400 : 204;
    await getVisitCounter().count(result.visit);
  } catch (error) {
    // The content (page list), the store and its spool all failed: the view is lost, the visitor unaffected.
    logEvent({ level: "error", event: "visit.lost", error: error instanceof Error ? error.message : String(error) });
  }
  return 204;
}

/**
 * Answers the field-vitals beacon's POST /api/vitals (vitals-beacon.ts) as the visit beacon is answered: 204 whether or
 * not the report is counted, 400 for a body that is no report of ours, never a 5xx.
 */
export async function answerVitalsBeacon(request: BeaconRequest): Promise<204 | 400> {
  try {
    const result = await vitalsFromBeacon(request, { pagePaths: publishedPagePaths });
    if ("refused" in result) return result.refused === "malformed" ? 400 : 204;
    await getVitalsCounter().count(result.report);
  } catch (error) {
    logEvent({ level: "error", event: "vitals.lost", error: error instanceof Error ? error.message : String(error) });
  }
  return 204;
}
