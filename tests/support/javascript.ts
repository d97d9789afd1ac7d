import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

/** The pages whose JavaScript budget.spec.ts measures (English paths; spanish.spec.ts compares their /es versions). */
export const BUDGET_PAGES = [
  "/",
  "/trades/plumbing",
  "/use-cases/lead-qualification",
  "/compare/telli",
  "/demo",
  "/reports/appliance-repair-ai",
  "/terms-of-service",
  "/blog",
  "/blog/what-a-missed-call-costs",
  "/emergency-plumbing-calls",
  "/answering-service-for-contractors",
];

/**
 * First-visit JavaScript (gzip): everything a fresh visitor's browser downloads while the page loads and
 * settles, without scrolling or touching anything (the measure of budget.spec.ts).
 */
export async function firstVisitJavaScript(page: Page, path: string) {
  const scripts = new Map<string, number>();
  // What the page reported, to explain a budget broken by a part rendered again in the browser (a hydration error).
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  // A deferred form loads its code when it is touched: any touch nobody made explains a broken budget.
  await page.addInitScript(() => {
    const touches: string[] = [];
    (window as unknown as { __touches: string[] }).__touches = touches;
    for (const type of ["focusin", "pointerdown", "input"]) {
      addEventListener(type, (event) => touches.push(`${type} on ${(event.target as Element).outerHTML?.slice(0, 120)}`), true);
    }
  });
  await page.goto(path, { waitUntil: "networkidle" });
  // Anything scheduled for "later" (idle callbacks, timers) has had its chance to load.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState("networkidle");
  problems.push(...(await page.evaluate(() => (window as unknown as { __touches: string[] }).__touches)));
  return { kb: [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024, files: [...scripts.keys()], problems };
}
