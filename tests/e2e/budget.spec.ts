import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

/**
 * First-visit JavaScript budget (gzip): everything a fresh visitor's browser downloads while the page loads
 * and settles, without scrolling or touching anything. Home may spend more: it carries the voice samples,
 * the sample-line panel and pricing.
 */
const HOME_BUDGET_KB = 130;
const PAGE_BUDGET_KB = 115;

const pages = [
  "/",
  "/trades/plumbing",
  "/use-cases/lead-qualification",
  "/compare/telli",
  "/demo",
  "/reports/appliance-repair-ai",
  "/terms-of-service",
];

async function firstVisitJavaScript(page: Page, path: string) {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(path, { waitUntil: "networkidle" });
  // Anything scheduled for "later" (idle callbacks, timers) has had its chance to load.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState("networkidle");
  return { kb: [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024, files: [...scripts.keys()] };
}

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
