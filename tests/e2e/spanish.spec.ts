import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import type { HTMLElement } from "node-html-parser";
import { routePairs, spanishDocument } from "../support/languages";
import { gotoHydrated, hydrated, siteFooter, siteHeader } from "../support/page";
import { seedDocuments, siteSettings } from "../support/seed";
import { CONTROL_COOKIE, test } from "../support/control-visitor";
import { attributesOf, serverDocument, shownText } from "../support/html";

/**
 * The Spanish site under /es: every page in Spanish with its own head, the 404 page, the language
 * switch and the language suggestion (budget.spec.ts checks it loads no more JavaScript than the English pages). Copy
 * comes from the seed.
 */
const pairs = routePairs();
const english = siteSettings();
const spanish = spanishDocument("siteSettings");
const LANGUAGE_COOKIE = "tv_language";

// The home hero's heading is under an experiment (the seed's): the browser contexts `test` gives and these requests are
// its control's visitor (the contexts a test opens itself, each with its own language, are new visitors).
test("every English route has a Spanish version in the seed (the 25 of the spec, 2 landing pages, the blog and its 6 articles)", () => {
  expect(pairs).toHaveLength(34);
  expect(new Set(pairs.map((pair) => pair.es.path)).size).toBe(34);
});

// What the server's HTML decides: read without a browser (hydration.spec.ts shows the browser keeps that HTML).
test.describe("each page pair's HTML", () => {
  test.use({ extraHTTPHeaders: CONTROL_COOKIE });

  for (const { name, en, es } of pairs) {
    test(`${es.path} answers 200 in Spanish with its own h1, title, description, canonical and hreflang set`, async ({
      request,
      baseURL,
    }) => {
      // The seed itself must differ, or the checks below could not tell the languages apart.
      expect(es.h1).not.toBe(en.h1);
      expect(es.title).not.toBe(en.title);
      expect(es.description).not.toBe(en.description);

      const { status, document } = await serverDocument(request, es.path);
      expect(status).toBe(200);
      expect(document.querySelector("html")?.getAttribute("lang")).toBe("es");
      expect(document.querySelectorAll("h1").map(shownText)).toEqual([es.h1]);
      expect(document.querySelectorAll("title").map(shownText)).toEqual([es.title]);
      expect(attributesOf(document, 'meta[name="description"]', "content")).toEqual([es.description]);
      expect(attributesOf(document, 'link[rel="canonical"]', "href")).toEqual([`${baseURL}${es.path}`]);
      expect(attributesOf(document, 'meta[property="og:locale"]', "content")).toEqual(["es_US"]);
      // A translated page is indexed (only an English stand-in is noindex), unless its editor hid the page from search engines (a paid campaign's landing page).
      expect(attributesOf(document, 'meta[name="robots"]', "content")).toEqual(es.doc.seo?.noIndex ? ["noindex"] : []);
      expectAlternates(document, baseURL!, en.path, es.path);

      // The English page points at the same set.
      const english = (await serverDocument(request, name)).document;
      expect(english.querySelector("html")?.getAttribute("lang")).toBe("en");
      expect(attributesOf(english, 'meta[property="og:locale"]', "content")).toEqual(["en_US"]);
      expect(attributesOf(english, 'link[rel="canonical"]', "href")).toEqual([`${baseURL}${en.path}`]);
      expectAlternates(english, baseURL!, en.path, es.path);
    });
  }
});

function expectAlternates(document: HTMLElement, baseURL: string, enPath: string, esPath: string) {
  const alternates = document
    .querySelectorAll('link[rel="alternate"][hreflang]')
    .map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
  const absolute = (path: string) => `${baseURL}${path}`;
  expect(Object.fromEntries(alternates)).toEqual({ en: absolute(enPath), es: absolute(esPath), "x-default": absolute(enPath) });
  expect(alternates).toHaveLength(3);
}

test("the Spanish report body without access redirects to the Spanish gate", async ({ request }) => {
  const report = pairs.find((pair) => pair.en.doc._type === "report")!;
  const response = await request.get(`${report.es.path}/content`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(report.es.path);
  const { status, document } = await serverDocument(request, response.headers().location);
  expect(status).toBe(200);
  expect(document.querySelectorAll("h1").map(shownText)).toEqual([report.es.h1]);
});

for (const path of ["/es/no-such-page", "/es/trades/not-a-trade", "/es/terms-of-service/extra"]) {
  test(`${path} is the Spanish not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(spanish.notFound.title);
    await expect(page.getByRole("heading", { level: 1, name: spanish.notFound.title })).toBeVisible();
    await expect(page.getByText(spanish.notFound.body, { exact: true })).toBeVisible();
    expect(spanish.notFound.body).not.toBe(english.notFound.body);
    await expect(siteHeader(page).getByRole("link", { name: spanish.header.trialLabel, exact: true })).toHaveAttribute("href", "/es/demo");
    await page.getByRole("main").getByRole("link", { name: spanish.notFound.linkLabel }).click();
    await expect(page).toHaveURL("/es");
  });
}

test("sitemap.xml lists every indexed page in both languages, each with its en, es and x-default alternates", async ({
  request,
  baseURL,
}) => {
  // A page hidden from search engines (a paid campaign's landing page) is left out.
  const indexed = pairs.filter(({ en }) => !en.doc.seo.noIndex);
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)![1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    ),
  }));
  const absolute = (path: string) => `${baseURL}${path}`;
  for (const { en, es } of indexed) {
    const expected = { en: absolute(en.path), es: absolute(es.path), "x-default": absolute(en.path) };
    for (const loc of [absolute(en.path), absolute(es.path)]) {
      expect(entries.find((entry) => entry.loc === loc)?.alternates, loc).toEqual(expected);
    }
  }
  // The blog's category lists are in the sitemap too (blog.spec.ts checks them).
  const categories = seedDocuments("en").filter((doc) => doc._type === "blogCategory").length;
  expect(entries).toHaveLength((indexed.length + categories) * 2);
});

/** The visible language switch link (`a[hreflang]`) of a region, named in the other language. */
const switchIn = (region: Locator, language: "en" | "es") =>
  region
    .locator(`a[hreflang="${language}"]`, {
      hasText: language === "es" ? english.header.languageSwitchLabel : spanish.header.languageSwitchLabel,
    })
    .filter({ visible: true });

async function languageCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;
}

/** A query string the page keeps when switching (the calculator's figures). */
const QUERY = "?calls=90&missed=20";

test.describe("language switch at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header switch lands on the same page in Spanish, keeps the query, remembers the choice, and back", async ({ page }) => {
    await gotoHydrated(page, `/trades/plumbing${QUERY}`);
    const toSpanish = switchIn(siteHeader(page), "es");
    await expect(toSpanish).toBeVisible();
    await expect(toSpanish).toHaveText(english.header.languageSwitchLabel);
    await expect(toSpanish).toHaveAttribute("href", `/es/trades/plumbing${QUERY}`);
    // The globe before the name is drawn by CSS (the `globe-before` mask, Lucide's globe), not an icon element.
    const globe = await toSpanish.evaluate((link) => {
      const before = getComputedStyle(link, "::before");
      return { mask: before.maskImage, width: before.width };
    });
    expect(globe).toEqual({ mask: expect.stringContaining("circle cx='12' cy='12' r='10'"), width: "20px" });
    await toSpanish.click();
    await expect(page).toHaveURL(`/es/trades/plumbing${QUERY}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveText(spanishDocument("trade-plumbing").hero.heading);
    expect(await languageCookie(page)).toBe("es");

    await hydrated(page);
    const toEnglish = switchIn(siteHeader(page), "en");
    await expect(toEnglish).toHaveText(spanish.header.languageSwitchLabel);
    await toEnglish.click();
    await expect(page).toHaveURL(`/trades/plumbing${QUERY}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await languageCookie(page)).toBe("en");
  });

  test("the footer switch does the same, on the home page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toSpanish = switchIn(siteFooter(page), "es");
    await expect(toSpanish).toHaveAttribute("href", "/es");
    await toSpanish.click();
    await expect(page).toHaveURL("/es");
    expect(await languageCookie(page)).toBe("es");
    await hydrated(page);
    await expect(switchIn(siteFooter(page), "en")).toHaveAttribute("href", "/");
    await switchIn(siteFooter(page), "en").click();
    await expect(page).toHaveURL("/");
    expect(await languageCookie(page)).toBe("en");
  });

  test("without JavaScript the switch is a plain link to the other language", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/use-cases/receptionists");
    await switchIn(siteHeader(page), "es").click();
    await expect(page).toHaveURL("/es/use-cases/receptionists");
    await switchIn(siteHeader(page), "en").click();
    await expect(page).toHaveURL("/use-cases/receptionists");
    await context.close();
  });
});

test.describe("language switch at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the drawer's switch lands on the same page in the other language and back, remembering the choice", async ({ page }) => {
    await gotoHydrated(page, `/compare/telli${QUERY}`);
    // From 1280 px only: on a phone the header shows just the menu button.
    await expect(siteHeader(page).locator('a[hreflang="es"]')).toBeHidden();
    await siteHeader(page).getByRole("button", { name: english.header.openMenuLabel }).click();
    const toSpanish = switchIn(page.getByRole("dialog"), "es");
    await expect(toSpanish).toBeVisible();
    await expect(toSpanish).toHaveAttribute("href", `/es/compare/telli${QUERY}`);
    await toSpanish.click();
    await expect(page).toHaveURL(`/es/compare/telli${QUERY}`);
    await expect(page.locator("h1")).toHaveText(spanishDocument("comparison-telli").hero.heading);
    expect(await languageCookie(page)).toBe("es");

    await hydrated(page);
    await siteHeader(page).getByRole("button", { name: spanish.header.openMenuLabel }).click();
    const toEnglish = switchIn(page.getByRole("dialog"), "en");
    await expect(toEnglish).toBeVisible();
    await toEnglish.click();
    await expect(page).toHaveURL(`/compare/telli${QUERY}`);
    expect(await languageCookie(page)).toBe("en");
  });

  test("without JavaScript the menu panel has the switch", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/es/demo");
    await siteHeader(page).locator(`summary[aria-label="${spanish.header.openMenuLabel}"]`).click();
    const toEnglish = switchIn(siteHeader(page), "en");
    await expect(toEnglish).toBeVisible();
    await toEnglish.click();
    await expect(page).toHaveURL("/demo");
    await siteHeader(page).locator(`summary[aria-label="${english.header.openMenuLabel}"]`).click();
    await switchIn(siteHeader(page), "es").click();
    await expect(page).toHaveURL("/es/demo");
    await context.close();
  });
});

test.describe("language suggestion", () => {
  /**
   * Opens a page in a browser speaking `locale` and waits until the suggestion has decided (its effect reads
   * navigator.languages after hydration), so its absence can be asserted without waiting on the clock.
   */
  async function openAs(browser: Browser, locale: string, path: string) {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await watchLanguageReads(page);
    await visit(page, path);
    return { page, context };
  }

  async function watchLanguageReads(page: Page) {
    await page.addInitScript(() => {
      const original = Object.getOwnPropertyDescriptor(Navigator.prototype, "languages")!;
      Object.defineProperty(Navigator.prototype, "languages", {
        configurable: true,
        get() {
          (window as unknown as { __languagesRead: number }).__languagesRead =
            ((window as unknown as { __languagesRead?: number }).__languagesRead ?? 0) + 1;
          return original.get!.call(this);
        },
      });
    });
  }

  async function visit(page: Page, path: string, reload = false) {
    if (reload) await page.reload();
    else await page.goto(path);
    await suggestionDecided(page);
  }

  /** The suggestion's effect has read the browser's languages, and what it decided has rendered (its code loads lazily). */
  async function suggestionDecided(page: Page) {
    await page.waitForFunction(() => ((window as unknown as { __languagesRead?: number }).__languagesRead ?? 0) > 0);
    await nextFrames(page);
    await page.waitForLoadState("networkidle");
    await nextFrames(page);
  }

  const nextFrames = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  const suggestion = (page: Page) => page.locator("aside").filter({ has: page.locator("a[hreflang]") });

  test("a Spanish-speaking browser on an English page is offered the Spanish page, in Spanish", async ({ browser }) => {
    const { page, context } = await openAs(browser, "es-MX", `/trades/hvac${QUERY}`);
    const aside = page.getByRole("complementary", { name: spanish.languageSuggestion.switchLabel });
    await expect(aside).toBeVisible();
    await expect(aside).toHaveAttribute("lang", "es");
    await expect(aside).toContainText(spanish.languageSuggestion.message);
    await expect(aside.getByRole("button", { name: spanish.languageSuggestion.dismissLabel })).toBeVisible();
    const link = aside.getByRole("link", { name: spanish.languageSuggestion.switchLabel });
    await expect(link).toHaveAttribute("href", `/es/trades/hvac${QUERY}`);
    // Fixed at the bottom: it covers, never moves, the page.
    await expect(aside).toHaveCSS("position", "fixed");
    // Never a redirect: the visitor is still on the page asked for.
    await expect(page).toHaveURL(`/trades/hvac${QUERY}`);

    await link.click();
    await expect(page).toHaveURL(`/es/trades/hvac${QUERY}`);
    await expect(page.locator("h1")).toHaveText(spanishDocument("trade-hvac").hero.heading);
    expect(await languageCookie(page)).toBe("es");
    await suggestionDecided(page);
    await expect(suggestion(page)).toHaveCount(0);
    await context.close();
  });

  test('"No, gracias" dismisses it, remembers English, and it stays away after a reload', async ({ browser }) => {
    const { page, context } = await openAs(browser, "es-MX", "/");
    const aside = page.getByRole("complementary", { name: spanish.languageSuggestion.switchLabel });
    await aside.getByRole("button", { name: spanish.languageSuggestion.dismissLabel }).click();
    await expect(aside).toHaveCount(0);
    expect(await languageCookie(page)).toBe("en");
    await visit(page, "/", true);
    await expect(suggestion(page)).toHaveCount(0);
    await visit(page, "/trades/plumbing");
    await expect(suggestion(page)).toHaveCount(0);
    await context.close();
  });

  test("an English-speaking browser on a Spanish page is offered the English page, in English", async ({ browser }) => {
    const { page, context } = await openAs(browser, "en-US", "/es/demo");
    const aside = page.getByRole("complementary", { name: english.languageSuggestion.switchLabel });
    await expect(aside).toBeVisible();
    await expect(aside).toHaveAttribute("lang", "en");
    await expect(aside.getByRole("link", { name: english.languageSuggestion.switchLabel })).toHaveAttribute("href", "/demo");
    await context.close();
  });

  // Not shown on Spanish pages to a Spanish browser, nor on English pages to an English one.
  for (const [locale, path] of [
    ["es-MX", "/es"],
    ["es-US", "/es/trades/plumbing"],
    ["en-US", "/"],
    ["en-US", "/trades/plumbing"],
  ]) {
    test(`not shown to a ${locale} browser on ${path}`, async ({ browser }) => {
      const { page, context } = await openAs(browser, locale, path);
      await expect(suggestion(page)).toHaveCount(0);
      await context.close();
    });
  }

  test("the remembered choice wins over the browser's languages", async ({ browser }) => {
    const { page, context } = await openAs(browser, "en-US", "/trades/roofing");
    await expect(suggestion(page)).toHaveCount(0);
    await switchIn(siteFooter(page), "es").click();
    await expect(page).toHaveURL("/es/trades/roofing");
    // An English browser that chose Spanish is not pressed back to English.
    await suggestionDecided(page);
    await expect(suggestion(page)).toHaveCount(0);
    // ...and is offered Spanish on an English page.
    await visit(page, "/trades/roofing");
    await expect(page.getByRole("complementary", { name: spanish.languageSuggestion.switchLabel })).toBeVisible();
    await context.close();
  });
});
