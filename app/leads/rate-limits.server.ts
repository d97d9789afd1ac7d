import type { AppLoadContext } from "@remix-run/node";
import { env } from "~/utils/env.server";
import type { LeadStore } from "./create-lead-store.server";

/** Per visitor address and form: LEAD_FORM_LIMIT_PER_HOUR submissions (10 unless configured) an hour. */
export const FORM_LIMIT = { limit: env.LEAD_FORM_LIMIT_PER_HOUR, windowSeconds: 60 * 60 };
/** Per phone number: at most 3 outbound demo calls a day. */
export const PHONE_CALL_LIMIT = { limit: 3, windowSeconds: 24 * 60 * 60 };

let warnedNoAddress = false;

/**
 * True while this visitor (the address server.js passes as `clientIp`) may still submit `form`. Without a known
 * address there is no per-visitor limit (one shared bucket would cap the whole site).
 */
export async function withinFormLimit(store: LeadStore, form: string, context: AppLoadContext | undefined) {
  const address = context?.clientIp;
  if (!address) {
    if (!warnedNoAddress) console.warn("[leads] no clientIp in the load context: per-visitor rate limits are off.");
    warnedNoAddress = true;
    return true;
  }
  const { allowed } = await store.hit(`form:${form}:ip:${address}`, FORM_LIMIT.limit, FORM_LIMIT.windowSeconds);
  return allowed;
}

export async function withinPhoneCallLimit(store: LeadStore, phone: string) {
  const { allowed } = await store.hit(`demo-call:phone:${phone}`, PHONE_CALL_LIMIT.limit, PHONE_CALL_LIMIT.windowSeconds);
  return allowed;
}
