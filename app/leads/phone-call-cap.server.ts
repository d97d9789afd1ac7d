import { StoreUnavailableError, type KeyValueStore } from "~/store/key-value.server";

/** Per phone number: at most 3 outbound demo calls a day. */
export const PHONE_CALL_LIMIT = { limit: 3, windowSeconds: 24 * 60 * 60 };

// While the store is down, numbers are counted in this process (exact again once the store is back).
const localWindows = new Map<string, { count: number; resetAt: number }>();

function countLocally(key: string, windowSeconds: number): number {
  const now = Date.now();
  let window = localWindows.get(key);
  if (!window || window.resetAt <= now) localWindows.set(key, (window = { count: 0, resetAt: now + windowSeconds * 1000 }));
  return ++window.count;
}

/** Where a number's demo calls of the day are counted. */
export const phoneCallKey = (phone: string) => `rate:demo-call:phone:${phone}`;

/** True while this number may still be called today; counts this call. */
export async function withinPhoneCallLimit(store: KeyValueStore, phone: string): Promise<boolean> {
  const key = phoneCallKey(phone);
  let count: number;
  try {
    count = await store.incrementWindow(key, PHONE_CALL_LIMIT.windowSeconds);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    count = countLocally(key, PHONE_CALL_LIMIT.windowSeconds);
  }
  return count <= PHONE_CALL_LIMIT.limit;
}
