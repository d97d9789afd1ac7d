import type { KeyValueStore } from "~/store/key-value.server";
import { rateLimitsIn } from "~/store/rate-limits.server";

/**
 * True while this number may still be called today (3 demo calls a day, `demoCallsPerPhoneDay`); counts this call.
 * Counted in the lead store's `store` (its key holds a hash of the number, never the number); while that store is
 * down, in this process (exact again once it is back).
 */
export async function withinPhoneCallLimit(store: KeyValueStore, phone: string): Promise<boolean> {
  return (await rateLimitsIn(store).consume("demoCallsPerPhoneDay", phone)).allowed;
}
