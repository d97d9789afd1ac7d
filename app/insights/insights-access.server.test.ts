import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import IORedis from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { setClock } from "../../tests/support/clock";
import { createKeyValueStore } from "~/store/create-store.server";
import type { KeyValueOptions, KeyValueStore } from "~/store/key-value.server";
import { removeTestKeys, testKeyPrefix, testRedisUrl } from "../../tests/support/test-redis";
import { insightsAccess, passwordMatches, signIn, signOut } from "./insights-access.server";

const NOW = Date.parse("2026-11-26T09:00:00Z");
const HOUR = 60 * 60 * 1000;
const PASSWORD = "team-password";
const request = (cookie?: string) => new Request("http://localhost/insights", { headers: cookie ? { Cookie: cookie } : {} });
/** The cookie's name=value, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(";")[0];

describe("passwordMatches", () => {
  it("is true for the password only, whatever the lengths", () => {
    expect(passwordMatches("correct horse battery", "correct horse battery")).toBe(true);
    expect(passwordMatches("correct horse batterY", "correct horse battery")).toBe(false);
    expect(passwordMatches("", "correct horse battery")).toBe(false);
    expect(passwordMatches("correct horse battery and more", "correct horse battery")).toBe(false);
  });
});

/** The access module's behaviour on one store backend. */
function accessCases(open: () => Promise<{ store: KeyValueStore; done: () => Promise<void> }>) {
  const withStore = (run: (store: KeyValueStore) => Promise<void>) => async () => {
    setClock(NOW);
    const { store, done } = await open();
    try {
      await run(store);
    } finally {
      await done();
    }
  };
  const signedIn = async (store: KeyValueStore) => sent((await signIn(PASSWORD, PASSWORD, { store }))!);

  it(
    "is not configured without a password: nobody signs in, not even with an empty one",
    withStore(async (store) => {
      expect(await insightsAccess(request(), undefined, { store })).toBe("not-configured");
      expect(await signIn("", undefined, { store })).toBeNull();
      expect(await signIn("anything", "", { store })).toBeNull();
      expect(await store.keys("insights")).toEqual([]);
    }),
  );

  it(
    "refuses a wrong password and a request without a session, and stores nothing for them",
    withStore(async (store) => {
      expect(await signIn("guess", PASSWORD, { store })).toBeNull();
      expect(await insightsAccess(request(), PASSWORD, { store })).toBe("signed-out");
      expect(await store.keys("insights")).toEqual([]);
    }),
  );

  it(
    "signs in with a signed HttpOnly SameSite=Strict cookie whose session lasts 8 hours",
    withStore(async (store) => {
      const setCookie = await signIn(PASSWORD, PASSWORD, { store });
      expect(setCookie).toMatch(/^tv_insights=/);
      expect(setCookie).toMatch(/; Max-Age=28800;/);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Strict/);
      const cookie = sent(setCookie!);
      vi.setSystemTime(NOW + 8 * HOUR - 1);
      expect(await insightsAccess(request(cookie), PASSWORD, { store })).toBe("signed-in");
      // Kept past its end by a browser or a copy, the cookie no longer opens the page.
      vi.setSystemTime(NOW + 8 * HOUR);
      expect(await insightsAccess(request(cookie), PASSWORD, { store })).toBe("signed-out");
      // Removing the password closes the page to every session.
      vi.setSystemTime(NOW);
      expect(await insightsAccess(request(cookie), undefined, { store })).toBe("not-configured");
    }),
  );

  it(
    "keeps one key per session, named by a digest: no cookie value, password or personal data in the store",
    withStore(async (store) => {
      const cookie = await signedIn(store);
      const keys = await store.keys("insights");
      expect(keys).toEqual([expect.stringMatching(/^insights:sessions:[0-9a-f]{64}$/)]);
      const stored = `${keys[0]} ${await store.get(keys[0])}`;
      expect(stored).not.toContain(PASSWORD);
      expect(stored).not.toContain(decodeURIComponent(cookie.split("=")[1]).split(".")[0]);
    }),
  );

  it(
    "signs out everywhere: a copy of the cookie taken before sign-out is signed out too",
    withStore(async (store) => {
      const cookie = await signedIn(store);
      const copy = cookie;
      const other = await signedIn(store);
      expect(await signOut(request(cookie), { store })).toMatch(/^tv_insights=; .*Expires=Thu, 01 Jan 1970/);
      vi.setSystemTime(NOW + 1000);
      expect(await insightsAccess(request(copy), PASSWORD, { store })).toBe("signed-out");
      // Another session (another browser) stays open.
      expect(await insightsAccess(request(other), PASSWORD, { store })).toBe("signed-in");
    }),
  );

  it(
    "ends every session when the team password changes, even if it changes back later only for new sign-ins",
    withStore(async (store) => {
      const cookie = await signedIn(store);
      vi.setSystemTime(NOW + 1000);
      expect(await insightsAccess(request(cookie), "new-team-password", { store })).toBe("signed-out");
      vi.setSystemTime(NOW + 2000);
      const fresh = sent((await signIn("new-team-password", "new-team-password", { store }))!);
      vi.setSystemTime(NOW + 3000);
      expect(await insightsAccess(request(fresh), "new-team-password", { store })).toBe("signed-in");
      expect(await insightsAccess(request(fresh), PASSWORD, { store })).toBe("signed-out");
    }),
  );

  it(
    "refuses a cookie whose value was changed (the signature no longer matches) and one naming no stored session",
    withStore(async (store) => {
      const [name, value] = (await signedIn(store)).split("=");
      const [payload, signature] = decodeURIComponent(value).split(".");
      const other = btoa(JSON.stringify({ session: "a-session-id-never-issued" }));
      expect(payload).not.toBe(other);
      const forged = `${name}=${encodeURIComponent(`${other}.${signature}`)}`;
      expect(await insightsAccess(request(forged), PASSWORD, { store })).toBe("signed-out");
    }),
  );

  it(
    "removes ended sessions when someone signs in (the file store keeps keys past their TTL)",
    withStore(async (store) => {
      await signedIn(store);
      vi.setSystemTime(NOW + 8 * HOUR);
      await signedIn(store);
      expect(await store.keys("insights")).toHaveLength(1);
    }),
  );
}

describe("Insights sessions on the file store", () => {
  accessCases(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "insights-sessions-"));
    const store = createKeyValueStore({ driver: "fs", dir });
    return {
      store,
      done: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
});

// Runs whenever a Redis answers (REDIS_URL, else the default address).
describe.runIf(testRedisUrl)("Insights sessions on Redis", () => {
  const prefix = testKeyPrefix("insights-sessions");
  let run = 0;
  afterAll(() => removeTestKeys(testRedisUrl!, prefix));

  accessCases(async () => {
    const options: KeyValueOptions = { driver: "redis", url: testRedisUrl!, prefix: `${prefix}:${run++}` };
    const store = createKeyValueStore(options);
    return { store, done: () => store.close() };
  });

  it("gives each session a TTL of 8 hours in Redis", async () => {
    const options: KeyValueOptions = { driver: "redis", url: testRedisUrl!, prefix: `${prefix}:ttl` };
    const store = createKeyValueStore(options);
    const redis = new IORedis(testRedisUrl!, { maxRetriesPerRequest: 1 });
    try {
      await signIn(PASSWORD, PASSWORD, { store });
      const [key] = await redis.keys(`${prefix}:ttl*insights:sessions:*`);
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(8 * 60 * 60 - 60);
      expect(ttl).toBeLessThanOrEqual(8 * 60 * 60);
    } finally {
      redis.disconnect();
      await store.close();
    }
  });
});
