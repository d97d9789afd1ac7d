import type { AppLoadContext } from "@remix-run/node";
import { env } from "~/utils/env.server";
import { HONEYPOT_FIELD } from "./schemas";
import type { LeadStore } from "./store.server";

/** An answer to one visitor's form post is never stored by a browser or CDN. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

/** Per visitor address and form: LEAD_FORM_LIMIT_PER_HOUR submissions (10 unless configured) an hour. */
export const FORM_LIMIT = { limit: env.LEAD_FORM_LIMIT_PER_HOUR, windowSeconds: 60 * 60 };
/** Per phone number: at most 3 outbound demo calls a day. */
export const PHONE_CALL_LIMIT = { limit: 3, windowSeconds: 24 * 60 * 60 };

/** The visitor's address, when the server passes it in the load context (server.js: `clientIp: req.ip`). */
export function clientAddress(context: AppLoadContext | undefined): string | undefined {
  return context?.clientIp || undefined;
}

let warnedNoAddress = false;

/** Bots fill every field; people never see this one. */
export function honeypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/**
 * True while this visitor may still submit `form`. Without a known address there is no per-visitor limit
 * (one shared bucket would cap the whole site); the per-phone limit still applies to demo calls.
 */
export async function withinFormLimit(store: LeadStore, form: string, context: AppLoadContext | undefined) {
  const address = clientAddress(context);
  if (!address) {
    if (!warnedNoAddress) console.warn("[leads] no clientIp in the load context: per-visitor rate limits are off.");
    warnedNoAddress = true;
    return true;
  }
  const { allowed } = await store.hit(`form:${form}:ip:${address}`, FORM_LIMIT.limit, FORM_LIMIT.windowSeconds);
  return allowed;
}

/** Reads a form body; a body that is not a form (or is malformed) counts as an empty form. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
