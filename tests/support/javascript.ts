import { gzipSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";
import { ENGLISH_ROUTES } from "../../bench/budgets";

/**
 * The pages whose JavaScript budget.spec.ts measures (English paths; spanish.spec.ts compares their /es versions): the
 * bench's routes, plus a plain page, the blog and a second landing page.
 */
export const BUDGET_PAGES = [...ENGLISH_ROUTES, "/terms-of-service", "/blog", "/emergency-plumbing-calls"];

/**
 * First-visit JavaScript (gzip): everything a fresh visitor's browser downloads while the page loads, hydrates and
 * settles, without scrolling or touching anything (the measure of budget.spec.ts). Every script that started
 * downloading by then is waited for and counted: the page's own `networkidle` fires once, and on a busy machine it
 * can fire while the browser is still running the entry script, before the parts it then imports have started.
 */
export async function firstVisitJavaScript(page: Page, path: string) {
  const downloading = new Set<Request>();
  const sizes: Promise<[string, number] | null>[] = [];
  let drained = () => {};
  const finished = (request: Request) => {
    if (downloading.delete(request) && downloading.size === 0) drained();
  };
  page.on("request", (request) => request.resourceType() === "script" && downloading.add(request));
  page.on("requestfinished", (request) => {
    if (!downloading.has(request)) return;
    sizes.push(
      request
        .response()
        .then(async (response) =>
          response?.ok() ? ([request.url(), gzipSync(await response.body(), { level: 9 }).length] as [string, number]) : null,
        )
        .catch(() => null),
    );
    finished(request);
  });
  page.on("requestfailed", finished);
  const scriptsDownloaded = () => (downloading.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve)));
  const idle = () => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

  // What the page reported, to explain a budget broken by a part rendered again in the browser (a hydration error).
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  // A deferred form loads its code when it is touched: any touch nobody made explains a broken budget.
  await page.addInitScript(() => {
    const touches: string[] = [];
    (window as unknown as { __touches: string[] }).__touches = touches;
    for (const type of ["focusin", "pointerdown", "input"]) {
      addEventListener(type, (event) => touches.push(`${type} on ${(event.target as Element).outerHTML?.slice(0, 120)}`), true);
    }
  });
  await page.goto(path);
  // The router exists once the parts the server rendered have loaded and hydration has begun.
  await page.waitForFunction(() => "__remixRouter" in window);
  await idle();
  await scriptsDownloaded();
  // Anything scheduled for "later" (idle callbacks, timers, effects of the loaded parts) has had its chance to load.
  await idle();
  await scriptsDownloaded();
  problems.push(...(await page.evaluate(() => (window as unknown as { __touches: string[] }).__touches)));
  const scripts = (await Promise.all(sizes)).filter((entry) => entry !== null);
  return { kb: scripts.reduce((sum, [, size]) => sum + size, 0) / 1024, files: scripts.map(([url]) => url), problems };
}
