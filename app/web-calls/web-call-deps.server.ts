import { assignedVariant } from "~/experiments/experiments.server";
import { leadAttribution } from "~/leads/attribution.server";
import { webCallMessages, webCallTarget } from "~/sanity/web-call.server";
import { getWebCallProvider } from "~/services/web-call.server";
import { getStore } from "~/store/process-store.server";
import { rateLimitsIn } from "~/store/rate-limits.server";
import type { StartWebCallDeps } from "./start-web-call.server";

/** The process's web-call endpoint wiring: Retell, the shared store, the Studio's agents and texts. */
export const startWebCallDeps = (): StartWebCallDeps => ({
  provider: getWebCallProvider(),
  store: getStore(),
  limits: rateLimitsIn(getStore()),
  target: webCallTarget,
  messages: webCallMessages,
  attribution: leadAttribution,
  variant: assignedVariant,
});
