import { expect, test, type Browser, type Page } from "@playwright/test";
import { routePairs, type RoutePair } from "../support/languages";
import { gotoHydrated } from "../support/page";
import { shownStrings, untranslated } from "../support/untranslated";
import { freshEmail } from "../mocks/e2e-support";

/**
 * The gated report body in Spanish shows no string of the English one (support/untranslated.ts says what counts);
 * every other page pair, and the 404 page, is checked on the load a11y.spec.ts scans.
 */
test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 1280, height: 900 } });

async function stringsOf(page: Page, path: string) {
  const response = await gotoHydrated(page, path);
  expect(response?.status(), path).toBe(200);
  expect(new URL(page.url()).pathname, "not redirected").toBe(path);
  await page.waitForLoadState("networkidle");
  return shownStrings(page);
}

/** Access to the report (its tv_report cookie), from the Spanish gate's form sent without JavaScript. */
async function reportAccess(browser: Browser, report: RoutePair) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { form } = report.es.doc;
  await page.goto(report.es.path);
  await page.getByLabel(form.nameLabel).fill("Juana Pérez");
  await page.getByLabel(form.companyNameLabel).fill("Pérez Electrodomésticos");
  await page.getByLabel(form.emailLabel).fill(freshEmail("copy-check"));
  await page.getByLabel(form.zipCodeLabel).fill("77002");
  await page.getByRole("button", { name: form.submitLabel }).click();
  await expect(page).toHaveURL(`${report.es.path}/content`);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

test("the Spanish report body shows no string of the English one", async ({ browser, page }) => {
  const report = routePairs().find((pair) => pair.en.doc._type === "report")!;
  await page.context().addCookies(await reportAccess(browser, report));
  const english = await stringsOf(page, `${report.en.path}/content`);
  expect(untranslated(english, await stringsOf(page, `${report.es.path}/content`))).toEqual([]);
});
