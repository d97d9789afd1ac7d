import { expect, test } from "@playwright/test";
import { A11Y_WIDTHS, blockingViolations, violationsAtEachWidth } from "../support/axe";
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

for (const route of routes) {
  test(`${route} has no serious or critical axe violation at ${A11Y_WIDTHS.join(" or ")} px`, async ({ page }) => {
    const found = await violationsAtEachWidth(page, route);
    for (const width of A11Y_WIDTHS) expect.soft(found[width], `at ${width} px`).toEqual([]);
  });
}

test("the comparison dialog is accessible when open", async ({ page }) => {
  const comparison = seed.find((doc) => doc._id === "comparison-telli")!;
  await gotoHydrated(page, "/compare/telli");
  await page.getByRole("button", { name: comparison.banner.primaryCtaLabel }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await blockingViolations(page, { include: '[role="dialog"]', tags: "default" })).toEqual([]);
});
