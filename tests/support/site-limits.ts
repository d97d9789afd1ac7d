import { tmpdir } from "node:os";
import { join } from "node:path";
import { createKeyValueStore } from "../../app/store/create-store.server";
import type { KeyValueStore } from "../../app/store/key-value.server";
import { addressKey, createRateLimits, limitKeySecret, limitRules } from "../../app/store/rate-limits.server";
import type { SiteLimits } from "../../shared/site-entry.ts";

/**
 * The site's limits as the server takes them from the build's entry, with small numbers, counted in `store` (by
 * default a file store, which counts in this process).
 */
export function testSiteLimits({
  leadFormsPerHour = 2,
  visitsPerMinute = 100,
  signInsPerMinute = 2,
  store = createKeyValueStore({ driver: "fs", dir: join(tmpdir(), "site-limits-never-written") }),
}: { leadFormsPerHour?: number; visitsPerMinute?: number; signInsPerMinute?: number; store?: KeyValueStore } = {}): SiteLimits {
  const rules = limitRules({
    LEAD_FORM_LIMIT_PER_HOUR: leadFormsPerHour,
    VISIT_LIMIT_PER_MINUTE: visitsPerMinute,
    WEB_CALL_LIMIT_PER_ADDRESS_HOUR: 3,
    WEB_CALL_LIMIT_PER_ADDRESS_DAY: 6,
    WEB_CALL_DAILY_CALLS: 200,
    WEB_CALL_DAILY_MINUTES: 300,
  });
  const limits = createRateLimits(store, {
    rules: { ...rules, insightsSignInPerAddressMinute: { ...rules.insightsSignInPerAddressMinute, points: signInsPerMinute } },
    secret: limitKeySecret("site-limits-test-secret"),
  });
  return { consumeLimit: limits.consume, refundLimit: limits.refund, addressKey };
}
