import { expect, test } from "@playwright/test";
import { DIRECT_HOME_VIEW } from "../support/visit-fixture";
import { visitCounts, type VisitCountRow } from "../../app/insights/visits.server";
import { createKeyValueStore } from "../../app/store/create-store.server";
import { startCachingProxy, type CachingProxy } from "../support/caching-proxy";
import { CONTROL_VISITOR, experimentCookie } from "../support/experiments";
import { gotoHydrated, navigateInApp } from "../support/page";
import { startSiteWithOwnStore, type SiteWithOwnStore } from "../support/site-process";
import { idle, visitor } from "../support/visitors";

/**
 * Real browsers visit a site process of this spec's own (its own file store), some through a caching proxy; the
 * counts are read from that store with the report's read function. The beacon waits for an idle moment: the
 * browser clock is paused and moved on by the test.
 */
// Each test drives several visitors (11 s beside three busy workers): room for a host half as fast.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let site: SiteWithOwnStore;
let proxy: CachingProxy;

test.beforeAll(async () => {
  // A hook's own timeout (30 s unless set here): a production process starting on a busy two-core machine can take longer.
  test.setTimeout(120_000);
  site = await startSiteWithOwnStore("visits");
  proxy = await startCachingProxy(site.url);
});
test.afterAll(async () => {
  await proxy?.close();
  await site?.stop();
});

const today = () => new Date().toISOString().slice(0, 10);
async function counts(): Promise<Omit<VisitCountRow, "day">[]> {
  const store = createKeyValueStore({ driver: "fs", dir: site.storeEnv.LEAD_STORE_DIR });
  const rows = await visitCounts({ from: today(), to: today() }, store);
  return rows.map(({ day: _, ...row }) => row);
}
const row = (page: string, count: number, changes: Partial<VisitCountRow> = {}) => ({ ...DIRECT_HOME_VIEW, page, count, ...changes });

test("views of several pages, with and without a campaign, and a client-side navigation are each counted once", async ({ browser }) => {
  const direct = await visitor(browser);
  // Home runs the seed's experiment: this visitor is its control's, counted as such.
  await direct.context.addCookies([experimentCookie(CONTROL_VISITOR, site.url)]);
  await gotoHydrated(direct.page, `${site.url}/`);
  // Loaded, but the browser has not been idle yet: no beacon.
  expect(direct.beacons).toEqual([]);
  const answered = direct.page.waitForResponse((response) => response.url().endsWith("/api/visits"));
  await idle(direct.page, direct.beacons, 1);
  expect((await answered).status()).toBe(204);
  await navigateInApp(direct.page, "/demo");
  await expect(direct.page).toHaveURL(/\/demo$/);
  await idle(direct.page, direct.beacons, 2);
  await gotoHydrated(direct.page, `${site.url}/es/trades/plumbing`);
  await idle(direct.page, direct.beacons, 3);
  await direct.context.close();

  const campaign = await visitor(browser, { extraHTTPHeaders: { Referer: "https://news.example.com/story" } });
  await gotoHydrated(campaign.page, `${site.url}/trades/plumbing?utm_source=newsletter&utm_medium=email&utm_campaign=fall-sale`);
  await idle(campaign.page, campaign.beacons, 1);
  // The next page keeps the campaign that brought the visitor (its attribution cookie), not the referrer.
  await navigateInApp(campaign.page, "/trades/hvac");
  await expect(campaign.page).toHaveURL(/\/trades\/hvac$/);
  await idle(campaign.page, campaign.beacons, 2);
  await campaign.context.close();

  const fromCampaign = { source: "newsletter", medium: "email", campaign: "fall-sale" };
  await expect
    .poll(counts)
    .toEqual(
      expect.arrayContaining([
        row("/", 1, { variant: "home-hero-heading:control" }),
        row("/demo", 1),
        row("/trades/plumbing", 1, { language: "es" }),
        row("/trades/plumbing", 1, { ...fromCampaign, referrer: "news.example.com" }),
        row("/trades/hvac", 1, fromCampaign),
      ]),
    );
  expect(await counts()).toHaveLength(5);
});

test("browsers with Global Privacy Control or Do Not Track are not counted", async ({ browser }) => {
  const before = await counts();
  const cases = [
    { init: "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })" },
    { init: "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })" },
  ];
  for (const { init } of cases) {
    const { context, page, beacons } = await visitor(browser, {}, init);
    await gotoHydrated(page, `${site.url}/use-cases/receptionists`);
    await page.clock.runFor(5_000);
    await navigateInApp(page, "/demo");
    await page.clock.runFor(5_000);
    expect(beacons).toEqual([]);
    await context.close();
  }
  // The headers alone (a browser that sends Sec-GPC but does not expose it to scripts): the beacon goes, the server refuses it.
  const { context, page, beacons } = await visitor(browser, { extraHTTPHeaders: { "Sec-GPC": "1" } });
  await gotoHydrated(page, `${site.url}/use-cases/receptionists`);
  await idle(page, beacons, 1);
  await context.close();
  expect(await counts()).toEqual(before);
});

test("health checks send no beacon; a cross-site post and a made-up page are not counted", async ({ browser, request }) => {
  const before = await counts();
  const { context, page, beacons } = await visitor(browser);
  for (const path of ["/healthz", "/readyz"]) {
    await page.goto(`${site.url}${path}`);
    await page.clock.runFor(5_000);
  }
  expect(beacons).toEqual([]);
  await context.close();
  const body = (path: string) => JSON.stringify({ id: crypto.randomUUID(), path, referrer: "" });
  const browserAgent = {
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  };
  const crossSite = await request.post(`${site.url}/api/visits`, {
    data: body("/"),
    headers: { ...browserAgent, Origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  const madeUp = await request.post(`${site.url}/api/visits`, { data: body("/made-up-page"), headers: browserAgent });
  expect(madeUp.status()).toBe(204);
  expect((await request.post(`${site.url}/api/visits`, { data: "{", headers: browserAgent })).status()).toBe(400);
  expect(await counts()).toEqual(before);
});

test("a page served from a caching proxy in front of the site is still counted once per view", async ({ browser }) => {
  const path = "/compare/sameday";
  for (let view = 0; view < 2; view++) {
    const { context, page, beacons } = await visitor(browser);
    const response = await gotoHydrated(page, `${proxy.url}${path}`);
    expect(response?.headers()["x-cache"]).toBe(view === 0 ? "MISS" : "HIT");
    await idle(page, beacons, 1);
    await context.close();
  }
  expect(proxy.originRequests(path)).toBe(1);
  await expect.poll(async () => (await counts()).filter((found) => found.page === path)).toEqual([row(path, 2)]);
});
