import { expect, test } from "@playwright/test";

test.setTimeout(240_000);

/** A path of the Spanish site (`/es`, `/es/...`). */
const isSpanish = (path: string) => path === "/es" || path.startsWith("/es/");
/** Addresses that serve files or machines in every language (routes.ts: LANGUAGE_NEUTRAL), not English pages. */
const isLanguageNeutral = (path: string) => /^\/(media|assets|api|voice-samples)\//.test(path) || /\.[a-z0-9]+$/i.test(path);

/**
 * Follows every internal link from /es with a real browser, staying on Spanish pages: no page or link may answer
 * 4xx or 5xx, no page may log a console error, and no Spanish page may link to an English page except through the
 * language switch (`a[hreflang="en"]`).
 */
test("from /es every internal link works, no page logs an error, and Spanish pages link only to Spanish pages", async ({ page, baseURL, request }) => {
  const origin = new URL(baseURL!).origin;
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  // Third-party origins are never needed to render a page.
  await page.route((url) => url.origin !== origin, (route) => route.abort());

  const seen = new Set<string>(["/es"]);
  const queue = ["/es"];
  const failures: string[] = [];
  const englishLinks: string[] = [];
  const switchTargets = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    const status = response?.status() ?? 0;
    if (status >= 400) {
      failures.push(`${path} -> ${status}`);
      continue;
    }
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html"), path).toHaveAttribute("lang", "es");
    const links = await page.locator("a[href]").evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: (anchor as HTMLAnchorElement).href, hreflang: anchor.getAttribute("hreflang"), text: anchor.textContent?.trim() ?? "" })),
    );
    for (const link of links) {
      const url = new URL(link.href);
      if (url.origin !== origin) continue;
      const target = url.pathname;
      if (link.hreflang === "en") {
        switchTargets.add(target);
        continue;
      }
      if (!isSpanish(target) && !isLanguageNeutral(target)) {
        englishLinks.push(`${path}: "${link.text}" -> ${url.pathname}${url.search}${url.hash}`);
        continue;
      }
      if (!seen.has(target)) {
        seen.add(target);
        if (isSpanish(target)) queue.push(target);
      }
    }
  }

  // Files linked from pages (media) and the English pages the switch leads to must answer too.
  for (const path of [...seen].filter(isLanguageNeutral).concat([...switchTargets])) {
    const response = await request.get(path);
    if (response.status() >= 400) failures.push(`${path} -> ${response.status()}`);
  }

  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
  expect([...new Set(englishLinks)]).toEqual([]);
  expect([...seen].filter(isSpanish).length).toBeGreaterThanOrEqual(25);
  // Every Spanish page offered its English version.
  expect(switchTargets.size).toBeGreaterThanOrEqual(25);
});
