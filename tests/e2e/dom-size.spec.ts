import { expect, test, type Browser } from "@playwright/test";
import { DOM_ELEMENTS_MAX } from "../../bench/budgets";
import { domElements } from "../support/dom-elements";

/** Pages no sitemap lists: the 404 page in both languages and a second page of the article list. */
const UNLISTED = ["/no-such-page", "/es/no-such-page", "/blog/page/2"];
const REPORT_GATES = ["/reports/appliance-repair-ai", "/es/reports/appliance-repair-ai"];

/** The report's content page needs access: its gate's form, sent without JavaScript, grants it (the tv_report cookie). */
async function reportAccess(browser: Browser, gate: string, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(gate);
  const form = page.locator("form").filter({ has: page.locator('input[type="email"]') });
  // Not the honeypot (out of the tab order): a filled one marks the visitor as a bot.
  for (const input of await form.locator('input:visible:not([tabindex="-1"])').all()) {
    const name = (await input.getAttribute("name")) ?? "";
    await input.fill(name.includes("email") ? `dom-size-${Date.now()}@example.com` : name.includes("zip") ? "77002" : "Jane Doe");
  }
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${gate}/content`);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/**
 * The pages no crawl reaches stay within Lighthouse's DOM-size guidance (DOM_ELEMENTS_MAX), counted as Lighthouse
 * counts it at a phone's width. Every page of the sitemap, in both languages, is counted by crawl.spec.ts on the
 * load that checks its links and console.
 */
test("no page outside the sitemap has more DOM elements than the budget", async ({ page, browser, baseURL }) => {
  for (const gate of REPORT_GATES) await page.context().addCookies(await reportAccess(browser, gate, baseURL!));
  const paths = [...UNLISTED, ...REPORT_GATES.map((gate) => `${gate}/content`)];

  await page.setViewportSize({ width: 375, height: 800 });
  const counts: Record<string, number> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    counts[path] = await domElements(page);
  }
  const over = Object.entries(counts).filter(([, count]) => count > DOM_ELEMENTS_MAX);
  expect(over, `pages above ${DOM_ELEMENTS_MAX} elements`).toEqual([]);
  expect(Object.keys(counts).length).toBe(paths.length);
});
