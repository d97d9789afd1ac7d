import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { routePairs, spanishDocument } from "../support/languages";

/** The Spanish pages under axe, as a11y.spec.ts checks the English ones: no serious or critical violation. */
test.setTimeout(120_000);

const routes = routePairs().map((pair) => pair.es.path);

async function blockingViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of [...routes, "/es/no-such-page"]) {
      test(`${route} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        expect(await blockingViolations(page)).toEqual([]);
      });
    }

    test("the language suggestion (Spanish, on an English page) is accessible", async ({ browser }) => {
      const context = await browser.newContext({ locale: "es-MX", viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/trades/plumbing");
      const switchLabel = spanishDocument("siteSettings").languageSuggestion.switchLabel;
      await expect(page.getByRole("complementary", { name: switchLabel })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await context.close();
    });
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
  expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
});
