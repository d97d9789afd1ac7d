import { expect, test, type Page } from "@playwright/test";
import { A11Y_WIDTHS, blockingViolations, scanAtEachWidth } from "../support/axe";
import { inSpanish, routePairs } from "../support/languages";
import { visitWithStylesheetHeld } from "../support/first-visit";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";
import { gotoHydrated, hydrated } from "../support/page";
import { seedDocuments } from "../support/seed";
import { shownStrings, untranslated } from "../support/untranslated";

/**
 * Every page, in English and in Spanish, under axe at 375 and 1280 px: no serious or critical violation. The same
 * load gives what the page shows at 1280 px, and a Spanish page must show no string of its English version
 * (support/untranslated.ts; the gated report body is in spanish-copy.spec.ts). That load is a first visit at 1280 px
 * with the stylesheet held back (support/first-visit.ts): the page paints on its inline styles, and neither the
 * stylesheet's arrival nor hydration shifts anything (first-paint.spec.ts checks the same without JavaScript, the
 * crawl at 375 px). One load per page serves all three checks.
 */
const seed = seedDocuments("en");
const slugs = (type: string, prefix: string) =>
  seed.filter((doc) => doc._type === type && !doc._id.startsWith("drafts.")).map((doc) => `${prefix}${doc.slug.current}`);

test.setTimeout(180_000);

const spanishOf = new Map(routePairs().map((pair) => [pair.en.path, pair.es.path]));

const routes: { en: string; es?: string; status: number }[] = [
  ...[
    "/",
    "/demo",
    ...slugs("useCasePage", "/use-cases/"),
    ...slugs("tradePage", "/trades/"),
    ...slugs("comparison", "/compare/"),
    ...slugs("report", "/reports/"),
    ...slugs("simplePage", "/"),
    "/blog",
    ...slugs("blogCategory", "/blog/category/"),
    ...slugs("article", "/blog/"),
    ...slugs("landingPage", "/"),
    // The blog's category lists have no seed pair of their own (their Spanish documents are the categories').
  ].map((en) => ({ en, es: spanishOf.get(en) ?? inSpanish(en), status: 200 })),
  { en: "/no-such-page", es: "/es/no-such-page", status: 404 },
];

/** Scans the page at each width; with `readStrings`, returns what it shows at 1280 px once loaded. */
async function checkPage(page: Page, path: string, status: number, readStrings: boolean) {
  let strings: string[] = [];
  const { response, violations } = await scanAtEachWidth(page, path, {
    load: async (path) => {
      const response = await visitWithStylesheetHeld(page, path);
      await hydrated(page);
      return response;
    },
    onLoad: async () => {
      expect.soft(await layoutShifts(page), `${path}: layout shifts at 1280 px`).toEqual([]);
      if (readStrings) strings = await shownStrings(page);
    },
  });
  expect(response?.status(), path).toBe(status);
  expect(new URL(page.url()).pathname, `${path} not redirected`).toBe(path);
  for (const width of A11Y_WIDTHS) expect.soft(violations[width], `${path} at ${width} px`).toEqual([]);
  return strings;
}

for (const { en, es, status } of routes) {
  const title = es
    ? `${en} and ${es} have no serious or critical axe violation at ${A11Y_WIDTHS.join(" or ")} px, and ${es} shows no string of ${en}`
    : `${en} has no serious or critical axe violation at ${A11Y_WIDTHS.join(" or ")} px`;
  test(title, async ({ page }) => {
    await recordLayoutShifts(page);
    const english = await checkPage(page, en, status, Boolean(es));
    if (!es) return;
    const spanish = await checkPage(page, es, status, true);
    expect(untranslated(english, spanish)).toEqual([]);
  });
}

test("the pages scanned are every page the sitemap lists, in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  const scanned = new Set(routes.flatMap(({ en, es }) => (es ? [en, es] : [en])));
  expect(listed.length).toBeGreaterThanOrEqual(50);
  expect(listed.filter((path) => !scanned.has(path))).toEqual([]);
});

test("the comparison dialog is accessible when open", async ({ page }) => {
  const comparison = seed.find((doc) => doc._id === "comparison-telli")!;
  await gotoHydrated(page, "/compare/telli");
  await page.getByRole("button", { name: comparison.banner.primaryCtaLabel }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await blockingViolations(page, { include: '[role="dialog"]', tags: "default" })).toEqual([]);
});
