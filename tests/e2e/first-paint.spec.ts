import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { holdRequests } from "../support/page";

/**
 * Every page carries the styles it uses inline and links the full stylesheet last in <body> (issue 22): it paints
 * before the stylesheet arrives, and the stylesheet's arrival changes nothing a visitor sees.
 */
const STYLESHEET = /\/assets\/[^/?]+\.css(\?.*)?$/;

/** Every public page in both languages, as the sitemap lists them. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

/** Collects layout shifts from the first frame on (as CLS does: shifts right after input would not count). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : String(source.node)));
        shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(" | ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Whether the browser has painted content (a first contentful paint happened). */
const painted = (page: Page) => page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);

/** The full stylesheet has been applied: it is in document.styleSheets with its rules. */
const stylesheetApplied = (page: Page) =>
  page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/") && sheet.cssRules.length > 0));

/** What a visitor sees of every element: its box and the styles that show (rounded to the pixel). */
const appearance = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map((element, index) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const shown = [style.display, style.visibility, style.opacity, style.color, style.backgroundColor, style.backgroundImage, style.fontSize, style.fontWeight, style.borderTopColor, style.borderTopWidth, style.borderRadius];
      return `${index} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${[box.x, box.y, box.width, box.height].map(Math.round).join(",")} ${shown.join(" ")}`;
    }),
  );

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("every page paints before its stylesheet arrives, and its arrival shifts nothing", async ({ page, request }) => {
      const paths = await sitemapPaths(request);
      test.setTimeout(paths.length * 6_000);
      await recordLayoutShifts(page);
      for (const path of paths) {
        // Routing turns the browser cache off: every visit is a first visit that waits for the stylesheet.
        const stylesheet = await holdRequests(page, STYLESHEET);
        await page.goto(path, { waitUntil: "commit" });
        await painted(page);
        expect.soft(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/"))), `${path}: the stylesheet was held back`).toBe(false);
        stylesheet.release();
        await stylesheetApplied(page);
        await page.waitForLoadState("load");
        await page.unrouteAll();
        expect.soft(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts), `${path}: layout shifts`).toEqual([]);
      }
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("every page looks the same before and after its stylesheet arrives", async ({ page, request }) => {
        const paths = await sitemapPaths(request);
        test.setTimeout(paths.length * 6_000);
        for (const path of paths) {
          const stylesheet = await holdRequests(page, STYLESHEET);
          await page.goto(path, { waitUntil: "commit" });
          await painted(page);
          await page.waitForFunction(() => document.readyState !== "loading");
          const before = await appearance(page);
          stylesheet.release();
          await stylesheetApplied(page);
          await page.unrouteAll();
          expect.soft(await appearance(page), `${path}: what changed once the stylesheet arrived`).toEqual(before);
        }
      });
    });
  });
}
