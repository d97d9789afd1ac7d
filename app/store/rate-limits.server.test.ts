import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { describeEachDriver } from "../../tests/support/store-contracts";
import { testKeyPrefix, testRedisUrl } from "../../tests/support/test-redis";
import { parseEnv } from "~/utils/env.server";
import { createKeyValueStore } from "./create-store.server";
import type { KeyValueStore } from "./key-value.server";
import {
  addressKey,
  createRateLimits,
  limitKeySecret,
  limitRules,
  limitStoreKey,
  type LimitName,
  type LimitRule,
} from "./rate-limits.server";

const runId = testKeyPrefix("rate-limits");
const SECRET = limitKeySecret("rate-limit-test-secret");

/** The site's rules with small numbers, so a test reaches each limit in a few steps. */
const rules: Record<LimitName, LimitRule> = limitRules({
  LEAD_FORM_LIMIT_PER_HOUR: 2,
  VISIT_LIMIT_PER_MINUTE: 3,
  WEB_CALL_LIMIT_PER_ADDRESS_HOUR: 3,
  WEB_CALL_LIMIT_PER_ADDRESS_DAY: 6,
  WEB_CALL_DAILY_CALLS: 200,
  WEB_CALL_DAILY_MINUTES: 300,
});

describe("the site's limits", () => {
  it("default to the documented numbers", () => {
    // An environment that sets none of them.
    const site = limitRules(parseEnv({}));
    expect(Object.fromEntries(Object.entries(site).map(([name, { points, seconds }]) => [name, [points, seconds]]))).toEqual({
      leadFormPerAddressHour: [10, 3600],
      insightsSignInPerAddressMinute: [5, 60],
      visitsPerAddressMinute: [120, 60],
      demoCallsPerPhoneDay: [3, 86400],
      webCallPerAddressHour: [3, 3600],
      webCallPerAddressDay: [6, 86400],
      webCallsPerDay: [200, 86400],
      webCallMinutesPerDay: [300, 86400],
    });
  });

  it("count a visitor's address whole for IPv4 and by its /64 for IPv6", () => {
    // Each address beside its key: IPv4 whole (also mapped into IPv6), IPv6 by its /64, anything else as it is.
    const cases = [
      ["203.0.113.7", "203.0.113.7"],
      ["::ffff:203.0.113.7", "203.0.113.7"],
      ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
      ["2001:0db8:0001:0002:ffff:0:0:9", "2001:db8:1:2::/64"],
      ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
      ["not an address", "not an address"],
    ];
    expect(cases.map(([address]) => [address, addressKey(address)])).toEqual(cases);
  });
});

/** What every store driver must do for the limits. */
describeEachDriver(
  "limits counted in the store",
  runId,
  {
    open: (options) => {
      const store = createKeyValueStore(options);
      return { store, limits: createRateLimits(store, { rules, secret: SECRET }) };
    },
    close: ({ store }) => store.close(),
  },
  (opened, driver) => {
    it("allow a key its points, then refuse it until the window ends; other keys and limits count apart", async () => {
      expect(await opened().limits.consume("leadFormPerAddressHour", "demo-call:203.0.113.1")).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
        remaining: 1,
      });
      expect((await opened().limits.consume("leadFormPerAddressHour", "demo-call:203.0.113.1")).allowed).toBe(true);
      const refused = await opened().limits.consume("leadFormPerAddressHour", "demo-call:203.0.113.1");
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(3590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
      expect((await opened().limits.consume("leadFormPerAddressHour", "demo-signup:203.0.113.1")).allowed).toBe(true);
      expect((await opened().limits.consume("webCallPerAddressHour", "203.0.113.1")).allowed).toBe(true);
    });

    it("take several points at once (minutes) and 0 as a question that counts nothing", async () => {
      expect(await opened().limits.consume("webCallMinutesPerDay", "site", 299)).toMatchObject({ allowed: true, remaining: 1 });
      expect(await opened().limits.consume("webCallMinutesPerDay", "site", 0)).toMatchObject({ allowed: true, remaining: 1 });
      expect((await opened().limits.consume("webCallMinutesPerDay", "site", 2)).allowed).toBe(false);
    });

    it("give back a refunded point", async () => {
      await opened().limits.consume("insightsSignInPerAddressMinute", "203.0.113.9");
      for (let i = 0; i < 6; i++) {
        expect((await opened().limits.consume("insightsSignInPerAddressMinute", "203.0.113.10")).allowed).toBe(true);
        await opened().limits.refund("insightsSignInPerAddressMinute", "203.0.113.10");
      }
      const left = await opened().limits.consume("insightsSignInPerAddressMinute", "203.0.113.10", 0);
      expect(left.remaining).toBe(5);
    });

    // The file driver counts windows in this process: no key is written.
    it.skipIf(driver === "fs")("store no address or phone number in a key name", async () => {
      await opened().limits.consume("demoCallsPerPhoneDay", "+12125550123");
      const keys = await opened().store.keys("limits:");
      expect(keys).toContain(limitStoreKey("demoCallsPerPhoneDay", "+12125550123", SECRET));
      expect(keys.join(" ")).not.toMatch(/2125550123|203\.0\.113/);
    });
  },
  (redis) => {
    it("share a count between instances (two stores on one Redis) and expire it with its window", async () => {
      const [one, two] = [1, 2].map(() => createKeyValueStore({ driver: "redis", url: testRedisUrl!, prefix: `${runId}:shared` }));
      try {
        const [first, second] = [one, two].map((store) => createRateLimits(store, { rules, secret: SECRET }));
        for (let i = 0; i < 2; i++) expect((await first.consume("webCallPerAddressHour", "2001:db8::/64")).allowed).toBe(true);
        expect((await second.consume("webCallPerAddressHour", "2001:db8::/64")).allowed).toBe(true);
        expect((await second.consume("webCallPerAddressHour", "2001:db8::/64")).allowed).toBe(false);
        const key = `${runId}:shared:${limitStoreKey("webCallPerAddressHour", "2001:db8::/64", SECRET)}`;
        expect(await redis.ttl(key)).toBeGreaterThan(3590);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  },
);

describe("a limit counted in the process, and limits while the store is down", () => {
  const down: KeyValueStore = createKeyValueStore({ driver: "redis", url: "redis://127.0.0.1:1", prefix: "down", timeoutMs: 200 });
  afterAll(() => down.close());

  it("counts visit beacons in memory, never in the store", async () => {
    const store = createKeyValueStore({ driver: "fs", dir: join(tmpdir(), "never-written") });
    const incrementWindow = vi.spyOn(store, "incrementWindow");
    const limits = createRateLimits(store, { rules, secret: SECRET });
    for (let i = 0; i < 3; i++) expect((await limits.consume("visitsPerAddressMinute", "203.0.113.4")).allowed).toBe(true);
    expect(await limits.consume("visitsPerAddressMinute", "203.0.113.4")).toEqual({ allowed: false, retryAfterSeconds: 60, remaining: 0 });
    expect(incrementWindow).not.toHaveBeenCalled();
  });

  it("let lead forms through (a lead matters more than a limit) and count the others in this process", async () => {
    const limits = createRateLimits(down, { rules, secret: SECRET });
    for (let i = 0; i < 4; i++) expect((await limits.consume("leadFormPerAddressHour", "demo-call:203.0.113.5")).allowed).toBe(true);
    for (let i = 0; i < 3; i++) expect((await limits.consume("demoCallsPerPhoneDay", "+12125550123")).allowed).toBe(true);
    expect((await limits.consume("demoCallsPerPhoneDay", "+12125550123")).allowed).toBe(false);
    await limits.refund("leadFormPerAddressHour", "demo-call:203.0.113.5");
  });
});
