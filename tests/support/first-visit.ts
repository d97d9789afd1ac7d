import { expect, type Page, type Response } from "@playwright/test";
import { holdRequests } from "./page";

/** The site's full stylesheet, which every page links last in <body> (root.tsx). */
const STYLESHEET = /\/assets\/[^/?]+\.css(\?.*)?$/;
const FULL_STYLESHEET_LINK = 'link[rel="stylesheet"][href^="/assets/"]';

/** Everything the page shows has been parsed: the stylesheet's link comes after it. */
export const parsed = (page: Page) => page.locator(FULL_STYLESHEET_LINK).waitFor({ state: "attached" });

/** The page has painted content (polled from outside: page scripts may be off). */
const painted = (page: Page, path: string) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length), { message: `${path} painted` })
    .toBe(1);

/** Whether the full stylesheet has been applied: it is in document.styleSheets with its rules. */
const stylesheetApplied = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/") && sheet.cssRules.length > 0));

/**
 * Opens `path` as a first visit on a slow network would: the full stylesheet is held back until the page has been
 * parsed and has painted without it (its inline styles alone), then let through and applied by the load event.
 * `whileHeld` runs before it is let through (e.g. to read what the page shows). Holding it routes requests, which
 * turns the browser cache off: every visit is a first visit. A page answering 4xx or 5xx is returned as it stands,
 * for the caller to report.
 */
export async function visitWithStylesheetHeld(page: Page, path: string, whileHeld?: () => Promise<void>): Promise<Response | null> {
  const stylesheet = await holdRequests(page, STYLESHEET);
  const response = await page.goto(path, { waitUntil: "commit" });
  if (response?.ok()) {
    await parsed(page);
    await painted(page, path);
    await whileHeld?.();
    expect(await stylesheetApplied(page), `${path}: the stylesheet was held back`).toBe(false);
  }
  stylesheet.release();
  await page.waitForLoadState("load");
  if (response?.ok()) expect(await stylesheetApplied(page), `${path}: the stylesheet applied`).toBe(true);
  await page.unroute(STYLESHEET);
  return response;
}
