import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page";
import { seedDocuments } from "../support/seed";

const seed = seedDocuments("en");
const slugs = (type: string, prefix: string) =>
  seed.filter((doc) => doc._type === type && !doc._id.startsWith("drafts.")).map((doc) => `${prefix}${doc.slug.current}`);

test.setTimeout(120_000);

const routes = [
  "/",
  "/demo",
  ...slugs("useCasePage", "/use-cases/"),
  ...slugs("tradePage", "/trades/"),
  ...slugs("comparison", "/compare/"),
  ...slugs("report", "/reports/"),
  ...slugs("simplePage", "/"),
  "/blog",
  ...slugs("blogCategory", "/blog/category/"),
  ...slugs("article", "/blog/"),
  ...slugs("landingPage", "/"),
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of routes) {
      test(`${route} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
        expect(blocking).toEqual([]);
      });
    }
  });
}

test("the comparison dialog is accessible when open", async ({ page }) => {
  const comparison = seed.find((doc) => doc._id === "comparison-telli")!;
  await gotoHydrated(page, "/compare/telli");
  await page.getByRole("button", { name: comparison.banner.primaryCtaLabel }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
});
