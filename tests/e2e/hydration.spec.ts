import { expect, test } from "@playwright/test";
import { gotoHydrated, recordRequests } from "../support/page";

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

/**
 * Router state that changes while a page hydrates (Remix patches its route manifest with the links on the page, a
 * response that can arrive at any moment) must not make React render any part of the page again: the server's forms
 * stay in the document, and no deferred form loads its code untouched. Here the router changes at every turn of the
 * event loop from the moment it exists, as the manifest patch does once: `patchRoutes` with nothing new.
 */
for (const path of ["/answering-service-for-contractors", "/es/answering-service-for-contractors", "/", "/trades/plumbing"]) {
  test(`${path} keeps the server's HTML when router state changes while it hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      type Router = { patchRoutes: (routeId: string | null, children: unknown[]) => void };
      const spy = window as unknown as { __serverForms: HTMLFormElement[]; __routerChanges: number };
      spy.__routerChanges = 0;
      document.addEventListener("DOMContentLoaded", () => (spy.__serverForms = [...document.querySelectorAll("form")]));
      let router: Router | undefined;
      Object.defineProperty(window, "__remixRouter", {
        configurable: true,
        get: () => router,
        set(value: Router) {
          router = value;
          const change = () => {
            value.patchRoutes(null, []);
            if (++spy.__routerChanges < 200) setTimeout(change);
          };
          setTimeout(change);
        },
      });
    });
    const formCode = recordRequests(page, (request) => /\/assets\/(demo-signup|report-download|demo-call)-form-/.test(request.url()));
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { __routerChanges: number }).__routerChanges >= 200);
    const detached = await page.evaluate(() =>
      (window as unknown as { __serverForms: HTMLFormElement[] }).__serverForms.filter((form) => !form.isConnected).map((form) => form.id),
    );
    expect(detached).toEqual([]);
    expect(formCode).toEqual([]);
  });
}
