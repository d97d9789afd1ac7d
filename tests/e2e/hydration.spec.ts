import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page";

/**
 * No page may hydrate with a mismatch: server-kept parts (`ServerPart`) keep HTML the browser never renders again,
 * so a mismatch there would silently leave stale markup. React 18's production build reports a recoverable hydration
 * error through `onRecoverableError`, which logs it with console.error (minified errors 418, 419, 421, 422, 423, 425).
 */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)|hydrat/i;

test("every public page in both languages hydrates without a mismatch", async ({ page, request }) => {
  test.setTimeout(600_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(50);

  let current = "";
  const mismatches: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) mismatches.push(`${current}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_ERROR.test(error.message)) mismatches.push(`${current}: ${error.message}`);
  });
  for (const path of paths) {
    current = path;
    await gotoHydrated(page, path);
    // React reports a recoverable error once the hydration pass has finished, after the router is ready.
    await page.waitForLoadState("networkidle");
  }
  expect(mismatches).toEqual([]);
});
