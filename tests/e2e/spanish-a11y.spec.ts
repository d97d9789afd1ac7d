import { expect, test } from "@playwright/test";
import { A11Y_WIDTHS, blockingViolations, settledAfterResize } from "../support/axe";
import { spanishDocument } from "../support/languages";
import { gotoHydrated } from "../support/page";

// One load scanned twice: as long as the two scans of one page in a11y.spec.ts.
test.setTimeout(180_000);

/** What only the Spanish site has under axe; every Spanish page at both widths is in a11y.spec.ts. */
test(`the language suggestion (Spanish, on an English page) is accessible at ${A11Y_WIDTHS.join(" and ")} px`, async ({ browser }) => {
  // One load, resized in place as the page scans do.
  const context = await browser.newContext({ locale: "es-MX", viewport: { width: A11Y_WIDTHS[0], height: 900 } });
  const page = await context.newPage();
  await page.goto("/trades/plumbing");
  const switchLabel = spanishDocument("siteSettings").languageSuggestion.switchLabel;
  for (const [index, width] of A11Y_WIDTHS.entries()) {
    if (index > 0) {
      await page.setViewportSize({ width, height: 900 });
      await settledAfterResize(page);
    }
    await expect(page.getByRole("complementary", { name: switchLabel }), `at ${width} px`).toBeVisible();
    expect.soft(await blockingViolations(page), `at ${width} px`).toEqual([]);
  }
  await context.close();
});

test("the Spanish comparison dialog is accessible when open", async ({ page }) => {
  const comparison = spanishDocument("comparison-telli");
  await gotoHydrated(page, `/es/compare/${comparison.slug.current}`);
  await page.getByRole("button", { name: comparison.banner.primaryCtaLabel }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await blockingViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
