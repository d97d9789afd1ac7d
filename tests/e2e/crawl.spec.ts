import { expect, test } from "@playwright/test";
import { DOM_ELEMENTS_MAX } from "../../bench/budgets";
import { crawl } from "../support/crawl";
import { domElements } from "../support/dom-elements";
import { visitWithStylesheetHeld } from "../support/first-visit";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";

// About 40 pages a language: 1.5-1.6 min beside three busy workers, 4.3 min with the CPU halved on a slow host.
test.setTimeout(420_000);
// A phone's width: the load that checks each page also counts its elements as Lighthouse's mobile run does.
test.use({ viewport: { width: 375, height: 800 } });

/** A path of the Spanish site (`/es`, `/es/...`). */
const isSpanish = (path: string) => path === "/es" || path.startsWith("/es/");
/** Addresses that serve files or machines in every language (routes.ts: LANGUAGE_NEUTRAL), not pages of one language. */
const isLanguageNeutral = (path: string) => /^\/(media|assets|api|voice-samples)\//.test(path) || /\.[a-z0-9]+$/i.test(path);

const LANGUAGES = [
  { language: "en", start: "/", isOwn: (path: string) => !isSpanish(path), other: "es" },
  { language: "es", start: "/es", isOwn: isSpanish, other: "en" },
];

/**
 * Follows every internal link from a language's home page with a real browser, staying on that language's pages: no
 * page or link may answer 4xx or 5xx, no page may log a console error (a hydration mismatch is one: React 18's
 * production build logs it through `onRecoverableError`, minified errors 418-425), no page may link to the other
 * language's pages except through the language switch (`a[hreflang]`), and no page may have more elements than
 * Lighthouse's DOM-size guidance (DOM_ELEMENTS_MAX), and no page may scroll sideways on the phone's width. Pages of the sitemap no link leads to (a paid campaign's landing
 * page) are visited after the crawl from home.
 *
 * Each visit is a first visit with the full stylesheet held back (support/first-visit.ts): every page must paint on
 * its inline styles alone, and neither the stylesheet's arrival nor hydration may shift anything (first-paint.spec.ts
 * checks the same at 1280 px and without JavaScript).
 */
for (const { language, start, isOwn, other } of LANGUAGES) {
  test(`from ${start} every internal link works, no page logs an error, and ${language} pages link only to ${language} pages`, async ({
    page,
    baseURL,
    request,
  }) => {
    const otherLanguageLinks = new Set<string>();
    const elementCounts: Record<string, number> = {};
    const switchTargets = new Set<string>();
    const shifted: Record<string, unknown> = {};
    const sideways: Record<string, number> = {};
    await recordLayoutShifts(page);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).filter(isOwn);
    expect(listed.length).toBeGreaterThanOrEqual(25);
    const { seen, failures, errors } = await crawl(
      { page, request, origin: new URL(baseURL!).origin, load: (path) => visitWithStylesheetHeld(page, path) },
      [start, ...listed.filter((path) => path !== start)],
      ({ from, url, hreflang, text }) => {
        if (hreflang === other) {
          switchTargets.add(url.pathname);
          return "check";
        }
        if (isLanguageNeutral(url.pathname)) return "check";
        if (isOwn(url.pathname)) return "visit";
        otherLanguageLinks.add(`${from}: "${text}" -> ${url.pathname}${url.search}${url.hash}`);
        return "skip";
      },
      async (path) => {
        elementCounts[path] = await domElements(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) sideways[path] = overflow;
        const shifts = await layoutShifts(page);
        if (shifts.length) shifted[path] = shifts;
      },
    );

    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    expect(shifted, "layout shifts").toEqual({});
    expect(sideways, "px a page scrolls sideways at 375 px").toEqual({});
    expect([...otherLanguageLinks]).toEqual([]);
    expect([...seen].filter((path) => isOwn(path) && !isLanguageNeutral(path)).length).toBeGreaterThanOrEqual(25);
    // Every page offered its version in the other language.
    expect(switchTargets.size).toBeGreaterThanOrEqual(25);
    test.info().annotations.push({ type: "dom-elements", description: `${start} ${elementCounts[start]}` });
    const overBudget = Object.entries(elementCounts).filter(([, count]) => count > DOM_ELEMENTS_MAX);
    expect(overBudget, `pages above ${DOM_ELEMENTS_MAX} elements`).toEqual([]);
    expect(Object.keys(elementCounts)).toEqual(expect.arrayContaining(listed));
  });
}
