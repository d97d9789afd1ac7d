import { addressKey, type RateLimits } from "~/store/rate-limits.server";
import type { KeyValueStore } from "~/store/key-value.server";

export type CapRefusal = { refused: "address"; retryAfterSeconds: number } | { refused: "daily-cap" } | { refused: null };

/** The one key the site-wide daily limits count under. */
const SITE = "site";
/** A call's minutes are counted once; its webhooks come within minutes, re-sent ones within hours. */
const COUNTED_FOR_SECONDS = 2 * 24 * 60 * 60;

/**
 * Whether a tap from `ip` may start a call now, counting it (the site's limits: app/store/rate-limits.server.ts, shared
 * by every instance through the store): per address (an IPv6 visitor by their /64) an hour and a day, then the day's
 * minutes (asked, not counted: minutes are counted when a call's length is known) and the day's calls. A tap refused
 * for its address is not counted against everyone.
 */
export async function takeWebCallSlot(limits: RateLimits, ip: string): Promise<CapRefusal> {
  const address = addressKey(ip);
  const [hour, day] = await Promise.all([
    limits.consume("webCallPerAddressHour", address),
    limits.consume("webCallPerAddressDay", address),
  ]);
  const refusedFor = [hour, day].filter((answer) => !answer.allowed);
  if (refusedFor.length)
    return { refused: "address", retryAfterSeconds: Math.max(...refusedFor.map((answer) => answer.retryAfterSeconds)) };
  // Reached, not only passed: no call starts once the day's minutes are used up.
  if ((await minutesLeft(limits)) <= 0) return { refused: "daily-cap" };
  if (!(await limits.consume("webCallsPerDay", SITE)).allowed) return { refused: "daily-cap" };
  return { refused: null };
}

/** Gives back the day's call a tap took when Retell then could not start it (the visitor was refused). */
export async function releaseWebCallSlot(limits: RateLimits): Promise<void> {
  await limits.refund("webCallsPerDay", SITE);
}

/**
 * Counts a call's length (whole minutes, rounded up) against the day's minutes, once per call: Retell sends the length
 * with `call_ended` and again with `call_analyzed`, and may re-send either.
 */
export async function countCallMinutes(store: KeyValueStore, limits: RateLimits, callId: string, seconds: number): Promise<void> {
  if (!(await store.lease(`web-calls:minutes-counted:${callId}`, "1", COUNTED_FOR_SECONDS))) return;
  const minutes = Math.ceil(Math.max(0, seconds) / 60);
  if (minutes > 0) await limits.consume("webCallMinutesPerDay", SITE, minutes);
}

/** Minutes left today for everyone; asked without counting. */
export async function minutesLeft(limits: RateLimits): Promise<number> {
  return (await limits.consume("webCallMinutesPerDay", SITE, 0)).remaining;
}
