import { expect as baseExpect, test, type Browser, type BrowserContextOptions } from "@playwright/test";
import { openLeadStore } from "../support/lead-store";
import { visitCounts } from "../../app/insights/visits.server";
import { createKeyValueStore } from "../../app/store/create-store.server";
import { freshEmail } from "../mocks/e2e-support";
import { visitor as beaconVisitor } from "../support/visitors";
import { CONTROL_VISITOR, experimentCookie, HOME_EXPERIMENT, VARIANT_VISITOR } from "../support/experiments";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";
import { fillDemoCall } from "../support/lead-forms";
import { gotoHydrated } from "../support/page";
import { spanishDocument } from "../support/languages";
import { seedDocument } from "../support/seed";
import { startSiteWithOwnStore, type SiteWithOwnStore } from "../support/site-process";

/**
 * The seed's running experiment on the home hero heading, on a site process of this spec's own (its own file store,
 * its own page cache): which visitor sees which variant, from the cache too, and what is counted and recorded.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const KEY = HOME_EXPERIMENT.key.current as string;
const [control, variant] = HOME_EXPERIMENT.variants as { key: string; text?: { en: string; es: string } }[];
const HEADINGS = { control: seedDocument("homePage").hero.heading as string, variant: variant.text!.en };
const SPANISH_HEADINGS = { control: spanishDocument("homePage").hero.heading as string, variant: variant.text!.es };
const { demoCall } = seedDocument("leadForms");
const PREVIEW_SECRET = "experiments-spec-preview-secret";

let site: SiteWithOwnStore;

test.beforeAll(async () => {
  // A hook's own timeout (30 s unless set here): a production process starting on a busy two-core machine can take longer.
  test.setTimeout(120_000);
  site = await startSiteWithOwnStore("experiments", { PREVIEW_SECRET });
});
test.afterAll(async () => {
  await site?.stop();
});

/** A visitor (visitors.ts) with a browser's user agent, the `tv_exp` cookie of `visitorId` (none: new) and layout shifts recorded. */
async function visitor(browser: Browser, visitorId: string | null, options: BrowserContextOptions = {}, initScript?: string) {
  const seen = await beaconVisitor(browser, { userAgent: BROWSER, ...options }, initScript);
  if (visitorId) await seen.context.addCookies([experimentCookie(visitorId, site.url)]);
  await recordLayoutShifts(seen.page);
  return seen;
}

const today = () => new Date().toISOString().slice(0, 10);
async function homeCounts() {
  const store = createKeyValueStore({ driver: "fs", dir: site.storeEnv.LEAD_STORE_DIR });
  const rows = await visitCounts({ from: today(), to: today() }, store);
  return rows.filter((row) => row.page === "/").map(({ language, variant: shown, count }) => ({ language, variant: shown, count }));
}

test("one visitor sees the control on every visit, another the variant, the second time from the page cache, without layout shift", async ({
  browser,
}) => {
  for (const [visitorId, shown, heading] of [
    [CONTROL_VISITOR, control.key, HEADINGS.control],
    [VARIANT_VISITOR, variant.key, HEADINGS.variant],
  ]) {
    // Each visit in a browser of its own with the visitor's cookie: the browser's HTTP cache would answer a repeat itself.
    for (let visit = 0; visit < 3; visit++) {
      const { context, page } = await visitor(browser, visitorId);
      const response = await page.goto(`${site.url}/`);
      // The first visit of each variant renders it; the page cache keeps one copy per variant for the next.
      expect(response?.headers()["x-page-cache"], `visit ${visit + 1} of ${shown}`).toBe(visit === 0 ? "miss" : "hit");
      expect(await response!.headerValue("set-cookie")).toBeNull();
      await expect(page.locator("h1")).toHaveText(heading);
      await expect(page.locator("html")).toHaveAttribute("data-variant", `${KEY}:${shown}`);
      expect(await layoutShifts(page)).toEqual([]);
      if (visit === 2) {
        await page.goto(`${site.url}/es`);
        await expect(page.locator("h1")).toHaveText(shown === control.key ? SPANISH_HEADINGS.control : SPANISH_HEADINGS.variant);
      }
      await context.close();
    }
  }
});

test("a new visitor gets a tv_exp cookie with their assignment only, and keeps their variant", async ({ browser }) => {
  const { context, page } = await visitor(browser, null);
  const first = await page.goto(`${site.url}/`);
  expect(await first!.headerValue("set-cookie")).toMatch(/^tv_exp=[0-9a-f-]{36}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(first?.headers()["cache-control"]).toBe("private, no-store");
  const heading = await page.locator("h1").textContent();
  expect([HEADINGS.control, HEADINGS.variant]).toContain(heading);
  const cookie = (await context.cookies()).find(({ name }) => name === "tv_exp");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await context.close();
  // The same visitor (their cookie) in another browser: the same variant, and no new cookie.
  const again = await visitor(browser, cookie!.value);
  const response = await again.page.goto(`${site.url}/`);
  expect(await response!.headerValue("set-cookie")).toBeNull();
  await expect(again.page.locator("h1")).toHaveText(heading!);
  await again.context.close();
});

test("a view is counted with its variant, and a lead from the home demo call form records it", async ({ browser }) => {
  const before = await homeCounts();
  const { context, page, beacons } = await visitor(browser, VARIANT_VISITOR);
  await gotoHydrated(page, `${site.url}/`);
  await page.clock.runFor(5_000);
  await expect.poll(() => beacons.length).toBe(1);
  // The beacon names no variant: the server counts the view under the visitor's own assignment (their tv_exp cookie).
  expect(JSON.parse(beacons[0])).toMatchObject({ path: "/" });
  expect(JSON.parse(beacons[0])).not.toHaveProperty("variant");
  const counted = { language: "en", variant: `${KEY}:${variant.key}` };
  const countOf = (rows: { language: string; variant: string; count: number }[]) =>
    rows.find((row) => row.language === counted.language && row.variant === counted.variant)?.count ?? 0;
  await expect.poll(async () => countOf(await homeCounts())).toBe(countOf(before) + 1);

  const email = freshEmail("experiment");
  const form = page.locator("#live-demo").getByTestId("demo-call-form");
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-live", "true");
  await fillDemoCall(form, demoCall, { email });
  await form.getByRole("button", { name: demoCall.submitLabel }).click();
  const store = openLeadStore({ driver: "fs", dir: site.storeEnv.LEAD_STORE_DIR });
  try {
    await expect
      .poll(async () => (await store.list("demo-call")).find((lead) => lead.email === email)?.variant)
      .toBe(`${KEY}:${variant.key}`);
  } finally {
    await store.dispose();
  }
  await context.close();
});

test("a visitor with Global Privacy Control sees the control, gets no cookie and is not counted", async ({ browser }) => {
  const before = await homeCounts();
  const { context, page, beacons } = await visitor(
    browser,
    null,
    { extraHTTPHeaders: { "Sec-GPC": "1" } },
    "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })",
  );
  const response = await gotoHydrated(page, `${site.url}/`);
  expect(await response!.headerValue("set-cookie")).toBeNull();
  await expect(page.locator("h1")).toHaveText(HEADINGS.control);
  await expect(page.locator("html")).not.toHaveAttribute("data-variant");
  await page.clock.runFor(5_000);
  expect(beacons).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("tv_exp");
  expect(await homeCounts()).toEqual(before);
  await context.close();
});

test("a preview session shows any variant on demand, whatever the visitor's own", async ({ browser }) => {
  const { context, page } = await visitor(browser, CONTROL_VISITOR);
  const open = (path: string) => page.goto(`${site.url}/api/preview?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(path)}`);
  await open(`/?variant=${variant.key}`);
  await expect(page.locator("h1")).toHaveText(HEADINGS.variant);
  await expect(page.locator("html")).not.toHaveAttribute("data-variant");
  await open(`/es?variant=${variant.key}`);
  await expect(page.locator("h1")).toHaveText(SPANISH_HEADINGS.variant);
  await open(`/?variant=${control.key}`);
  await expect(page.locator("h1")).toHaveText(HEADINGS.control);
  await context.close();
  // Outside a preview session, ?variant= changes nothing: this visitor's variant is the control.
  const { context: other, page: visited } = await visitor(browser, CONTROL_VISITOR);
  await visited.goto(`${site.url}/?variant=${variant.key}`);
  await expect(visited.locator("h1")).toHaveText(HEADINGS.control);
  await other.close();
});
