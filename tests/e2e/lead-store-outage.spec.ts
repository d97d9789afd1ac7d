import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openLeadStore, type TestLeadStore } from "../support/lead-store";
import { startRedisServer, type RedisProcess } from "../support/redis-server";
import { startSite, type SiteProcess } from "../support/site-process";
import { signupFields } from "../support/lead-fields";
import { freePort } from "../support/ports";

/**
 * Real processes: a `redis-server` this spec owns (no persistence), frozen (kill -STOP) or killed (kill -9) and
 * brought back while 200 signups arrive 20 at a time at a real `node server.js`. Every signup the site
 * acknowledged must be in Redis afterwards, exactly once.
 */
test.describe.configure({ mode: "serial" });

const SUBMISSIONS = 200;
const CONCURRENCY = 20;
const runId = `${Date.now()}`;

let redis: RedisProcess;
let site: SiteProcess;
let spoolDir: string;
/** Redis comes back on the port it left, as a restarted server would. */
let redisPort: number;

async function startOutageSite(extraEnv: Record<string, string> = {}) {
  return startSite({
    port: await freePort(),
    env: {
      REDIS_URL: redis.url,
      LEAD_SPOOL_DIR: spoolDir,
      LEAD_STORE_DIR: join(spoolDir, "unused-file-store"),
      LEAD_FORM_LIMIT_PER_HOUR: "100000",
      SESSION_SECRET: "outage-spec-session-secret",
      ...extraEnv,
    },
  });
}

/** Posts 200 signups, 20 at a time; `during(completed)` runs after each answer (to stop or restart Redis). */
async function burst(label: string, during: (completed: number) => Promise<void> | void) {
  const acknowledged: string[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  let completed = 0;
  async function worker() {
    while (next < SUBMISSIONS) {
      const email = `${label}-${runId}-${next++}@acme-plumbing.com`;
      const response = await fetch(`${site.url}/demo`, { method: "POST", body: new URLSearchParams(signupFields(email)) });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 200) acknowledged.push(email);
      await during(++completed);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { acknowledged, statuses };
}

async function expectEachStoredOnce(store: TestLeadStore, label: string, acknowledged: string[]) {
  // The server moves spooled leads into Redis every 5 s once it answers again.
  await expect
    .poll(async () => (await store.list("demo-signup")).filter((lead) => lead.email.startsWith(`${label}-${runId}-`)).length, {
      timeout: 30_000,
    })
    .toBe(acknowledged.length);
  const stored = (await store.list("demo-signup")).filter((lead) => lead.email.startsWith(`${label}-${runId}-`));
  expect(new Set(stored.map((lead) => lead.email))).toEqual(new Set(acknowledged));
  expect(new Set(stored.map((lead) => lead.id)).size).toBe(stored.length);
  return stored.length;
}

/**
 * After a burst: every signup the site acknowledged (all of them) is in Redis once. Logs the burst's figures and
 * answers how many signups went through the spool.
 */
async function expectBurstStored(label: string, outage: string, { acknowledged, statuses }: Awaited<ReturnType<typeof burst>>) {
  const store = openLeadStore({ driver: "redis", url: redis.url });
  try {
    const stored = await expectEachStoredOnce(store, label, acknowledged);
    const spooled = site.logs().match(/"outcome":"spooled"/g)?.length ?? 0;
    console.log(
      `${outage}: ${SUBMISSIONS} posted, statuses ${JSON.stringify(statuses)}, ${acknowledged.length} acknowledged, ${spooled} via the spool, ${stored} stored once each`,
    );
    expect(acknowledged).toHaveLength(SUBMISSIONS);
    return spooled;
  } finally {
    await store.dispose();
  }
}

test.beforeEach(async () => {
  spoolDir = await mkdtemp(join(tmpdir(), "lead-spool-"));
  redisPort = await freePort();
  redis = await startRedisServer(redisPort);
});
test.afterEach(async () => {
  await site?.stop();
  await redis?.stop();
  await rm(spoolDir, { recursive: true, force: true });
});

test("Redis frozen (kill -STOP) mid-burst, then resumed: every acknowledged signup stored once", async () => {
  test.setTimeout(240_000);
  site = await startOutageSite();
  const result = await burst("stop", (completed) => {
    if (completed === 50) redis.freeze();
    if (completed === 130) redis.thaw();
  });
  expect(await expectBurstStored("stop", "kill -STOP", result)).toBeGreaterThan(0);
});

test("Redis killed (kill -9) and restarted mid-burst: every acknowledged signup stored once", async () => {
  test.setTimeout(240_000);
  site = await startOutageSite();
  // Redis here keeps nothing across a kill (no persistence, as the spec's server runs): it is killed before the
  // burst, so what it loses is only what it never had, and brought back while the signups keep coming.
  await redis.kill();
  let restarting: Promise<void> | undefined;
  const result = await burst("kill", async (completed) => {
    if (completed === 100) restarting = startRedisServer(redisPort).then((restarted) => void (redis = restarted));
  });
  await restarting;
  expect(await expectBurstStored("kill", "kill -9", result)).toBeGreaterThanOrEqual(100);
});

test("SIGTERM moves the spool into the store before the process exits", async () => {
  test.setTimeout(180_000);
  site = await startOutageSite();
  await redis.kill();
  const emails = Array.from({ length: 5 }, (_, i) => `shutdown-${runId}-${i}@acme-plumbing.com`);
  for (const email of emails) {
    const response = await fetch(`${site.url}/demo`, { method: "POST", body: new URLSearchParams(signupFields(email)) });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
  }
  redis = await startRedisServer(redisPort);
  // Ready again: the store answers (the background flush may already have run; either way nothing may be left).
  await expect.poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
  expect(await site.stop("SIGTERM")).toBe(0);
  const flushed = [...site.logs().matchAll(/"event":"lead\.spool","outcome":"flushed","count":(\d+)/g)].reduce(
    (sum, [, count]) => sum + Number(count),
    0,
  );
  expect(flushed).toBe(emails.length);
  const store = openLeadStore({ driver: "redis", url: redis.url });
  try {
    await expectEachStoredOnce(store, "shutdown", emails);
  } finally {
    await store.dispose();
  }
});

test.describe("two instances sharing one Redis", () => {
  let second: SiteProcess;
  test.afterEach(async () => {
    await second?.stop();
  });

  test("a rate limit of 10 is shared exactly, and report access granted on one works on the other", async () => {
    test.setTimeout(180_000);
    const shared = { LEAD_FORM_LIMIT_PER_HOUR: "10" };
    [site, second] = await Promise.all([startOutageSite(shared), startOutageSite(shared)]);

    // 30 posts from one visitor address (through the trusted local proxy header), alternating instances, all at once.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${[site, second][i % 2].url}/demo`, {
          method: "POST",
          headers: { "X-Forwarded-For": "198.51.100.77" },
          body: new URLSearchParams({ firstName: "x" }),
        }).then(async (response) => (await response.arrayBuffer(), response.status)),
      ),
    );
    expect(answers.filter((status) => status === 400)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(20);

    const email = `two-instances-${runId}@acme.test`;
    const granted = await fetch(`${site.url}/reports/appliance-repair-ai`, {
      method: "POST",
      redirect: "manual",
      headers: { "X-Forwarded-For": "198.51.100.78" },
      body: new URLSearchParams({ name: "Jane Doe", companyName: "Acme", email, zipCode: "12345" }),
    });
    expect(granted.status).toBe(302);
    expect(granted.headers.get("Location")).toBe("/reports/appliance-repair-ai/content");
    const cookie = granted.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const onSecond = await fetch(`${second.url}/reports/appliance-repair-ai/content`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(onSecond.status).toBe(200);
    const noCookie = await fetch(`${second.url}/reports/appliance-repair-ai/content`, { redirect: "manual" });
    expect(noCookie.status).toBe(302);
  });
});
