import { expect, test } from "@playwright/test";
import { bucketOf, formatP75, VITAL_DEFINITIONS, VITALS, type Vital } from "../../app/insights/field-vitals";
import { startSiteWithOwnStore, type SiteWithOwnStore } from "../support/site-process";

/**
 * A phone-sized browser visits a page of a site process of this spec's own (its own store, so the report holds this
 * visit alone), taps it and leaves it; the page's own LCP, INP and CLS, as it sent them, are then read from the
 * Insights page. Every step waits for an event, not for time. Playwright's clock is not installed: its stand-in
 * `performance` turns `interactionCount` into a function, and web-vitals then finds no INP.
 */
const PASSWORD = "field-vitals-e2e-team-password";
const PAGE = "/trades/plumbing";
let site: SiteWithOwnStore;

test.beforeAll(async () => {
  // A hook's own timeout (30 s unless set here): a production process starting on a busy two-core machine can take longer.
  test.setTimeout(120_000);
  site = await startSiteWithOwnStore("field-vitals", { INSIGHTS_PASSWORD: PASSWORD });
});
test.afterAll(async () => {
  await site?.stop();
});

/** What a rating band's share cell reads when the one view is in that band. */
const onlyView = (vital: Vital, value: number) => {
  const [good, fair] = VITAL_DEFINITIONS[vital].thresholds;
  return value <= good ? "100% / 0% / 0%" : value <= fair ? "0% / 100% / 0%" : "0% / 0% / 100%";
};

/** Keeps the body of the page's field-vitals beacon where the next page of the origin finds it: a closing page's request is not reported. */
const KEEP_VITALS_REPORT = `{
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, body) => {
    if (String(url).endsWith("/api/vitals")) localStorage.setItem("sent-vitals", body);
    return send(url, body);
  };
}`;

test("a page reports its own LCP, INP and CLS when it is closed, and Insights shows them for its page on mobile", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await context.addInitScript(KEEP_VITALS_REPORT);
  const page = await context.newPage();
  const chunk = page.waitForResponse((response) => /\/assets\/vitals-beacon-[\w-]+\.js$/.test(response.url()));
  await page.goto(`${site.url}${PAGE}`);
  // Fetched once the page has loaded and the browser is idle; importing it again resolves once it has run.
  await page.evaluate((url) => import(url).then(() => undefined), (await chunk).url());
  await page.getByRole("heading", { level: 1 }).click();
  // The page's own figures, from the browser's buffers.
  const last = (type: string) =>
    page.evaluate(
      (entryType) =>
        new Promise<{ startTime: number; duration: number }>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.toJSON())).observe({ type: entryType, buffered: true }),
        ),
      type,
    );
  const [firstInput, lcp] = [await last("first-input"), await last("largest-contentful-paint")];
  // Closing hides the page: it reports then, once.
  await page.close({ runBeforeUnload: true });

  const signIn = await context.request.post(`${site.url}/insights`, { form: { intent: "sign-in", password: PASSWORD }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  // Read without a page load until the report has arrived (a mobile row exists only once it has).
  await expect.poll(async () => (await context.request.get(`${site.url}/insights`)).text()).toContain(">Mobile</td>");
  const insights = await context.newPage();
  await insights.goto(`${site.url}/insights`);
  const report = JSON.parse((await insights.evaluate(() => localStorage.getItem("sent-vitals")))!) as Record<string, unknown>;
  expect(Object.keys(report).sort()).toEqual(["cls", "id", "inp", "lcp", "path", "width"]);
  // No layout shift on the page: a CLS of 0 is reported too. The tap's interaction lasted at least its first event.
  expect(report).toMatchObject({ path: PAGE, width: 375, lcp: lcp.startTime, cls: 0 });
  expect(report.inp).toBeGreaterThanOrEqual(firstInput.duration);

  const table = insights.locator("section", { has: insights.getByRole("heading", { name: "Field vitals" }) }).getByRole("table");
  await expect(table.getByRole("row", { name: PAGE }).getByRole("cell")).toHaveText([
    "Mobile",
    ...VITALS.flatMap((vital) => {
      const value = report[vital] as number;
      return [formatP75(vital, bucketOf(vital, value)), onlyView(vital, value), "1"];
    }),
  ]);
  await context.close();
});
