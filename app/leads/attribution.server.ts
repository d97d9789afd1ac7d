import { attributionSecrets, readAttribution, type LeadAttribution } from "~/utils/attribution-cookie.server";
import { env } from "~/utils/env.server";

/**
 * The visitor's first and last touch from the `tv_attribution` cookie (written by ~/utils/attribution-cookie.server.ts on page visits), or
 * null when there is none or it is not one we signed.
 */
export function leadAttribution(request: Request): Promise<LeadAttribution | null> {
  return readAttribution(request.headers.get("Cookie"), attributionSecrets(env.SESSION_SECRET));
}
