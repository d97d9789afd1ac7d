import { expect, test } from "@playwright/test";
import { BUDGET_PAGES, firstVisitJavaScript } from "../support/javascript";

/**
 * First-visit JavaScript budget (gzip): everything a fresh visitor's browser downloads while the page loads
 * and settles, without scrolling or touching anything. Home may spend more: it carries the voice samples,
 * the sample-line panel and pricing.
 */
const HOME_BUDGET_KB = 130;
const PAGE_BUDGET_KB = 120;

const pages = BUDGET_PAGES;

for (const width of [375, 1280]) {
  for (const path of pages) {
    test(`${path} at ${width} px stays within its JavaScript budget`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const { kb, files } = await firstVisitJavaScript(page, path);
      const budget = path === "/" ? HOME_BUDGET_KB : PAGE_BUDGET_KB;
      test.info().annotations.push({ type: "js-gzip-kb", description: `${path} @${width}: ${kb.toFixed(1)} KB` });
      expect(kb, `${files.length} scripts:\n${files.join("\n")}`).toBeLessThanOrEqual(budget);
      expect(files.some((file) => /visual-editing|calcom|embed/i.test(file)), "no preview or booking code").toBe(false);
    });
  }
}
