import { expect, test } from "@playwright/test";

test.setTimeout(180_000);

/**
 * Follows every internal link from the home page with a real browser: no page or link may answer 404 or
 * 5xx, and no page may log a console error.
 */
test("every internal link works and no page logs a console error", async ({ page, baseURL, request }) => {
  const origin = new URL(baseURL!).origin;
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  // Third-party origins are never needed to render a page.
  await page.route((url) => url.origin !== origin, (route) => route.abort());

  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const failures: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    const status = response?.status() ?? 0;
    if (status >= 400) {
      failures.push(`${path} -> ${status}`);
      continue;
    }
    await page.waitForLoadState("networkidle");
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = url.pathname;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  // Non-page resources linked from pages (media, sitemap) must answer too.
  for (const path of seen) {
    if (!/\.[a-z0-9]+$/i.test(path)) continue;
    const response = await request.get(path);
    if (response.status() >= 400) failures.push(`${path} -> ${response.status()}`);
  }

  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(25);
});
