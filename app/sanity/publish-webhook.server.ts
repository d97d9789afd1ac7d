import { decodeSignatureHeader } from "@sanity/webhook";
import type { KeyValueStore } from "~/store/key-value.server";

/** A signature older than this is refused (Sanity signs each delivery, retries included, when it sends it). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** Clocks differ: a signature dated up to this far in our future is still accepted. */
export const CLOCK_SKEW_MS = 30_000;

export type SignatureFreshness = "fresh" | "stale" | "future" | "unreadable";

/** Whether a (valid) signature header is recent enough to act on: within 5 minutes, and not from the future. */
export function signatureFreshness(header: string): SignatureFreshness {
  const now = Date.now();
  let timestamp: number;
  try {
    ({ timestamp } = decodeSignatureHeader(header));
  } catch {
    return "unreadable";
  }
  if (!Number.isFinite(timestamp)) return "unreadable";
  if (timestamp > now + CLOCK_SKEW_MS) return "future";
  return now - timestamp > SIGNATURE_MAX_AGE_MS ? "stale" : "fresh";
}

/**
 * True the first time a signature is seen by any instance (remembered in the shared store for as long as it could
 * pass the age check); false for a replay.
 */
export async function firstDelivery(store: KeyValueStore, header: string): Promise<boolean> {
  const { hashedPayload } = decodeSignatureHeader(header);
  return store.lease(`webhooks:seen:${hashedPayload}`, "1", Math.ceil((SIGNATURE_MAX_AGE_MS + CLOCK_SKEW_MS) / 1000));
}

/**
 * Coalesces refreshes: the first call runs at once; calls while it runs (a burst of publishes) share one more run,
 * started no sooner than `minIntervalMs` after the previous one began. Every caller's promise resolves with a run
 * that started after it called, so what it announced is always covered.
 */
export function coalesced<T>(
  run: () => Promise<T>,
  minIntervalMs: number,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
) {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  let lastStart = Number.NEGATIVE_INFINITY;
  const start = () => {
    lastStart = Date.now();
    current = run().finally(() => (current = undefined));
    return current;
  };
  return (): Promise<T> => {
    if (!current && Date.now() - lastStart >= minIntervalMs) return start();
    next ??= (async () => {
      await current?.catch(() => {});
      await wait(Math.max(0, lastStart + minIntervalMs - Date.now()));
      next = undefined;
      return start();
    })();
    return next;
  };
}
