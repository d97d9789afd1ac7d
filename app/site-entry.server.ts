import type { SiteEntry } from "../shared/site-entry.ts";
import { experimentVisits } from "~/experiments/visitor-cookie.server";
import { pageVariant } from "~/experiments/experiments.server";
import { answerVisitBeacon, answerVitalsBeacon } from "~/insights/visit-beacon.server";
import { checkStoreReady } from "~/leads/lead-store.server";
import { checkContentReady, contentRevision } from "~/sanity/client.server";
import { attributionForVisits, attributionSecrets } from "~/utils/attribution-cookie.server";
import { addressKey, consumeLimit, refundLimit } from "~/store/rate-limits.server";
import { env } from "~/utils/env.server";
import { startWorkers, stopWorkers } from "~/workers.server";

/**
 * What the server takes from the app, exported by the build's entry module (app/entry.server.tsx) and read by the
 * server with `siteEntry` (shared/site-entry.ts): env, readiness checks, the visit-level cookies (attribution,
 * experiments), the visit and field-vitals beacons' answers, the content revision and the background work.
 */
export const site = {
  env,
  checkStoreReady,
  checkContentReady,
  contentRevision,
  answerVisitBeacon,
  answerVitalsBeacon,
  visitAttribution: attributionForVisits({ secrets: () => attributionSecrets(env.SESSION_SECRET), siteUrl: env.SITE_URL }),
  experimentVisit: experimentVisits({ pageVariant, secure: env.SITE_URL.startsWith("https:") }),
  startWorkers,
  stopWorkers,
  consumeLimit,
  refundLimit,
  addressKey,
} satisfies SiteEntry;
