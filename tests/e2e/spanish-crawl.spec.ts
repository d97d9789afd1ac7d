import { expect, test } from "@playwright/test";
import { crawl } from "../support/crawl";

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
test("from /es every internal link works, no page logs an error, and Spanish pages link only to Spanish pages", async ({
  page,
  baseURL,
  request,
}) => {
  const englishLinks = new Set<string>();
  const switchTargets = new Set<string>();
  const { seen, failures, errors } = await crawl(
    { page, request, origin: new URL(baseURL!).origin },
    "/es",
    ({ from, url, hreflang, text }) => {
      if (hreflang === "en") {
        switchTargets.add(url.pathname);
        return "check";
      }
      if (isSpanish(url.pathname)) return "visit";
      if (isLanguageNeutral(url.pathname)) return "check";
      englishLinks.add(`${from}: "${text}" -> ${url.pathname}${url.search}${url.hash}`);
      return "skip";
    },
  );

  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
  expect([...englishLinks]).toEqual([]);
  expect([...seen].filter(isSpanish).length).toBeGreaterThanOrEqual(25);
  // Every Spanish page offered its English version.
  expect(switchTargets.size).toBeGreaterThanOrEqual(25);
});
