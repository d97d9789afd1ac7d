import { expect, test } from "@playwright/test";
import { recordRequests } from "../support/page";

// That no page hydrates with a mismatch is shown by crawl.spec.ts, which loads every page of the sitemap and fails on
// any console error.

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
