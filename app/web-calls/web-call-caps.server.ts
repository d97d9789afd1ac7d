import type { KeyValueStore } from "~/store/key-value.server";

/** How many web calls one visitor address may start, and how much everyone together may use a UTC day. */
export interface WebCallCaps {
  perAddressPerHour: number;
  perAddressPerDay: number;
  callsPerDay: number;
  minutesPerDay: number;
}

export type CapRefusal = { refused: "address"; retryAfterSeconds: number } | { refused: "daily-cap" } | { refused: null };

const HOUR = 3_600;
const DAY = 86_400;
const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const secondsKey = (day: string) => `web-calls:caps:seconds:${day}`;

/** Seconds until the next UTC midnight: when a daily window (and the daily cap) starts again. */
const untilMidnight = (now: Date) => DAY - Math.floor((now.getTime() % (DAY * 1000)) / 1000);

/**
 * The seconds of calls a UTC day used so far. Each call's length is one counter field named by its seconds (`"93"`),
 * counted once per call id: a repeated webhook never counts a call twice, and every instance sums the same hash.
 */
export async function secondsUsed(store: KeyValueStore, now = new Date()): Promise<number> {
  const counts = await store.counters(secondsKey(dayOf(now)));
  return Object.entries(counts).reduce((sum, [seconds, count]) => sum + Number(seconds) * count, 0);
}

/** Adds a call's length to its day's minutes (once per call). */
export async function countCallSeconds(store: KeyValueStore, callId: string, seconds: number, now = new Date()): Promise<void> {
  await store.countOnce(`web-calls:caps:counted:${callId}`, 2 * DAY, secondsKey(dayOf(now)), String(Math.max(0, Math.round(seconds))));
}

/**
 * Whether a tap from `address` may start a call now, counting it: per address (an IPv6 visitor by their /64) per hour
 * and per UTC day, then the day's calls and minutes for everyone. Counted in the shared store, so the caps hold across
 * instances. A tap refused for its address is not counted against everyone.
 */
export async function takeWebCallSlot(store: KeyValueStore, caps: WebCallCaps, address: string, now = new Date()): Promise<CapRefusal> {
  const day = dayOf(now);
  const hour = now.toISOString().slice(0, 13);
  const [inHour, inDay] = await Promise.all([
    store.incrementWindow(`web-calls:caps:address:${hour}:${address}`, HOUR),
    store.incrementWindow(`web-calls:caps:address:${day}:${address}`, DAY),
  ]);
  if (inDay > caps.perAddressPerDay) return { refused: "address", retryAfterSeconds: untilMidnight(now) };
  if (inHour > caps.perAddressPerHour)
    return { refused: "address", retryAfterSeconds: HOUR - Math.floor((now.getTime() % 3_600_000) / 1000) };
  if ((await secondsUsed(store, now)) >= caps.minutesPerDay * 60) return { refused: "daily-cap" };
  if ((await store.incrementWindow(`web-calls:caps:calls:${day}`, DAY)) > caps.callsPerDay) return { refused: "daily-cap" };
  return { refused: null };
}
