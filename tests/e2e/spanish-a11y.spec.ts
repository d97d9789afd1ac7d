import { expect, test } from "@playwright/test";
import { A11Y_WIDTHS, blockingViolations, violationsAtEachWidth } from "../support/axe";
import { routePairs, spanishDocument } from "../support/languages";

/** The Spanish pages under axe, as a11y.spec.ts checks the English ones: no serious or critical violation. */
test.setTimeout(120_000);

const routes = routePairs().map((pair) => pair.es.path);

for (const route of [...routes, "/es/no-such-page"]) {
  test(`${route} has no serious or critical axe violation at ${A11Y_WIDTHS.join(" or ")} px`, async ({ page }) => {
    const found = await violationsAtEachWidth(page, route);
    for (const width of A11Y_WIDTHS) expect.soft(found[width], `at ${width} px`).toEqual([]);
  });
}

for (const width of A11Y_WIDTHS) {
  test(`the language suggestion (Spanish, on an English page) is accessible at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX", viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/trades/plumbing");
    const switchLabel = spanishDocument("siteSettings").languageSuggestion.switchLabel;
    await expect(page.getByRole("complementary", { name: switchLabel })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });
}

test("the Spanish comparison dialog is accessible when open", async ({ page }) => {
  const comparison = spanishDocument("comparison-telli");
  await page.goto(`/es/compare/${comparison.slug.current}`);
  await page.waitForFunction(
    () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  );
  await page.getByRole("button", { name: comparison.banner.primaryCtaLabel }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await blockingViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
