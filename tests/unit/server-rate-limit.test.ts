import type { AddressInfo } from "node:net";
import express from "express";
import IORedis from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createKeyValueStore } from "../../app/store/create-store.server";
import { insightsSignInRateLimit, leadFormRateLimit } from "../../server/rate-limit.ts";
import type { SiteLimits } from "../../shared/site-entry.ts";
import { resolveRoute } from "../../server/route-resolution.ts";
import { APP_ROUTES } from "../support/route-manifest.ts";
import { testSiteLimits } from "../support/site-limits.ts";
import { testKeyPrefix, testRedisUrl } from "../support/test-redis.ts";

/** An app whose page POSTs answer whether the limit marked them; the visitor's address comes from X-Forwarded-For. */
async function site(limits: SiteLimits = testSiteLimits({ leadFormsPerHour: 2 })) {
  const app = express();
  app.set("trust proxy", true);
  app.use(resolveRoute({ routes: APP_ROUTES }));
  app.use(leadFormRateLimit(limits));
  app.all("*", (_req, res) => void res.json({ limited: res.locals.formRateLimited === true }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    post: async (path: string, ip: string, method = "POST") =>
      ((await (await fetch(`${base}${path}`, { method, headers: { "x-forwarded-for": ip } })).json()) as { limited: boolean }).limited,
    close: () => server.close(),
  };
}

describe("lead form rate limit (counted in this process)", () => {
  let app: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => (app = await site()));
  afterAll(() => app.close());

  it("marks a visitor's third post to a form in the hour, without answering it; other forms and visitors keep their own count", async () => {
    expect(await app.post("/demo", "203.0.113.1")).toBe(false);
    expect(await app.post("/es/demo.data", "203.0.113.1")).toBe(false);
    expect(await app.post("/demo", "203.0.113.1")).toBe(true);
    expect(await app.post("/trades/plumbing", "203.0.113.1")).toBe(false);
    expect(await app.post("/demo", "203.0.113.2")).toBe(false);
  });

  it("counts an IPv6 visitor by their /64", async () => {
    expect(await app.post("/reports/x", "2001:db8:1:2::1")).toBe(false);
    expect(await app.post("/reports/x", "2001:db8:1:2:ffff::9")).toBe(false);
    expect(await app.post("/reports/x", "2001:db8:1:2:abcd::1")).toBe(true);
    expect(await app.post("/reports/x", "2001:db8:1:3::1")).toBe(false);
  });

  it("counts every spelling of a form's page as that one form: case, slash, encoding, .data and /es copies", async () => {
    expect(await app.post("/demo.data", "203.0.113.20")).toBe(false);
    expect(await app.post("/Demo.data", "203.0.113.20")).toBe(false);
    for (const path of ["/Demo.data", "/demo/", "/%64emo.data", "/es/Demo.data", "/ES/DEMO/", "/demo?index"]) {
      expect([path, await app.post(path, "203.0.113.20")]).toEqual([path, true]);
    }
    expect(await app.post("/Trades/Plumbing.data", "203.0.113.20")).toBe(false);
    expect(await app.post("/_root.data?index", "203.0.113.21")).toBe(false);
    expect(await app.post("/?index", "203.0.113.21")).toBe(false);
    expect(await app.post("/Blog/Some-Article", "203.0.113.21")).toBe(true);
  });

  it("never counts page views or API posts", async () => {
    for (let i = 0; i < 4; i++) expect(await app.post("/", "203.0.113.3", "GET")).toBe(false);
    for (let i = 0; i < 4; i++) expect(await app.post("/api/content-webhook", "203.0.113.3")).toBe(false);
  });
});

describe("Insights sign-in rate limit (counted in this process)", () => {
  it("answers a visitor's failed sign-ins past the limit 429 with Retry-After; successes, views and other visitors are not counted", async () => {
    const app = express();
    app.set("trust proxy", true);
    app.use(resolveRoute({ routes: APP_ROUTES }));
    app.use(insightsSignInRateLimit(testSiteLimits()));
    // The page's answer: a redirect for the right password (?ok), 401 for a wrong one.
    app.all("*", (req, res) => void (req.query.ok === undefined ? res.status(401).end() : res.redirect(303, "/insights")));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answer = (path: string, ip: string, method = "POST") =>
      fetch(`${base}${path}`, { method, headers: { "x-forwarded-for": ip }, redirect: "manual" });
    const status = async (path: string, ip: string, method = "POST") => (await answer(path, ip, method)).status;
    try {
      for (let i = 0; i < 3; i++) expect(await status("/insights?ok", "203.0.113.9")).toBe(303);
      expect([await status("/insights", "203.0.113.9"), await status("/insights.data", "203.0.113.9")]).toEqual([401, 401]);
      const refused = await answer("/insights?ok", "203.0.113.9");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(refused.headers.get("cache-control")).toBe("private, no-store");
      expect(await refused.text()).toMatch(/^Too many sign-in attempts/);
      expect(await status("/insights", "203.0.113.10")).toBe(401);
      expect(await status("/insights", "203.0.113.9", "GET")).toBe(401);
      expect(await status("/demo", "203.0.113.9")).toBe(401);
      // Every spelling Remix routes to the sign-in shares the count: two wrong passwords, then 429 on each spelling.
      const spellings = ["/Insights", "/INSIGHTS", "/insights/", "/%69nsights", "/Insights.data", "/insights?index"];
      expect([await status(spellings[0], "203.0.113.11"), await status(spellings[1], "203.0.113.11")]).toEqual([401, 401]);
      for (const path of spellings) expect([path, await status(path, "203.0.113.11")]).toEqual([path, 429]);
    } finally {
      server.close();
    }
  });
});

describe("lead form rate limit in the site's store", () => {
  // The failing store's errors are logged (to stdout, as JSON); they are expected here.
  beforeEach(() => void vi.spyOn(process.stdout, "write").mockImplementation(() => true));
  afterEach(() => void vi.restoreAllMocks());

  it("lets every post through while the store fails", async () => {
    const down = createKeyValueStore({ driver: "redis", url: "redis://127.0.0.1:1", prefix: "down", timeoutMs: 200 });
    const app = await site(testSiteLimits({ store: down }));
    try {
      for (let i = 0; i < 4; i++) expect(await app.post("/demo", "203.0.113.4")).toBe(false);
    } finally {
      app.close();
      await down.close();
    }
  });

  it.runIf(testRedisUrl)("counts in Redis, shared by two instances, under a key that names no address", async () => {
    const prefix = testKeyPrefix("server-rate-limit");
    const stores = [1, 2].map(() => createKeyValueStore({ driver: "redis", url: testRedisUrl!, prefix }));
    const [one, two] = await Promise.all(stores.map((store) => site(testSiteLimits({ store }))));
    const redis = new IORedis(testRedisUrl!, { maxRetriesPerRequest: 1 });
    try {
      expect(await one.post("/demo", "203.0.113.5")).toBe(false);
      expect(await two.post("/demo", "203.0.113.5")).toBe(false);
      expect(await one.post("/demo", "203.0.113.5")).toBe(true);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(new RegExp(`^${prefix}:limits:leadFormPerAddressHour:[\\w-]{43}$`));
    } finally {
      one.close();
      two.close();
      await Promise.all(stores.map((store) => store.close()));
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
