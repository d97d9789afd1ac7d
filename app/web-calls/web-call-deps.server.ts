import { assignedVariant } from "~/experiments/experiments.server";
import { leadAttribution } from "~/leads/attribution.server";
import { webCallMessages, webCallTarget } from "~/sanity/web-call.server";
import { getWebCallProvider } from "~/services/web-call.server";
import { getStore } from "~/store/process-store.server";
import { env } from "~/utils/env.server";
import type { StartWebCallDeps } from "./start-web-call.server";
import type { WebCallCaps } from "./web-call-caps.server";

/** The caps from the environment (.env.example). */
export const webCallCapsFromEnv = (source: typeof env = env): WebCallCaps => ({
  perAddressPerHour: source.WEB_CALL_LIMIT_PER_HOUR,
  perAddressPerDay: source.WEB_CALL_LIMIT_PER_DAY,
  callsPerDay: source.WEB_CALL_DAILY_CALLS,
  minutesPerDay: source.WEB_CALL_DAILY_MINUTES,
});

/** The process's web-call endpoint wiring: Retell, the shared store, the Studio's agents and texts. */
export const startWebCallDeps = (): StartWebCallDeps => ({
  provider: getWebCallProvider(),
  store: getStore(),
  caps: webCallCapsFromEnv(),
  target: webCallTarget,
  messages: webCallMessages,
  attribution: leadAttribution,
  variant: assignedVariant,
});
