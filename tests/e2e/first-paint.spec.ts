import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { visitWithStylesheetHeld, parsed } from "../support/first-visit";
import { holdRequests } from "../support/page";

/**
 * Every page carries the styles its first screen uses inline and links the full stylesheet last in <body>: it paints
 * before the stylesheet arrives, and the stylesheet's arrival changes nothing a visitor sees. Sections further down
 * are rendered only near the screen (`content-visibility: auto`) and styled by the stylesheet.
 */
const LANGUAGES = ["en", "es"] as const;

/** Every public page in one language, as the sitemap lists them (Spanish under /es). */
async function sitemapPaths(request: APIRequestContext, language: (typeof LANGUAGES)[number]): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  return paths.filter((path) => (path === "/es" || path.startsWith("/es/")) === (language === "es"));
}

/** One element as a visitor sees it: its box and the styles that show, and whether its box is on the first screen. */
type Shown = { line: string; onFirstScreen: boolean };

/**
 * What a visitor sees of every element: its box (down to the first screen's bottom) and the styles that show (rounded
 * to the pixel). Scripts and the like are left out: the data scripts after the stylesheet's link are parsed only once
 * it has arrived. So is an icon's <use>: its box appears when the icon sprite arrives, whichever comes first; the
 * <svg> around it is compared.
 */
const appearance = (page: Page) =>
  page.evaluate(() => {
    // Where an element is shown: its own box, or for one without a box (`display: none`) its nearest ancestor's.
    const shownAt = (element: Element): DOMRect =>
      element.getClientRects().length > 0 || !element.parentElement ? element.getBoundingClientRect() : shownAt(element.parentElement);
    return [...document.body.querySelectorAll("*")]
      .filter((element) => !["SCRIPT", "LINK", "STYLE", "TEMPLATE", "use"].includes(element.tagName))
      .map((element): Shown => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const shown = [
          style.display,
          style.visibility,
          style.opacity,
          style.color,
          style.backgroundColor,
          style.backgroundImage,
          style.fontSize,
          style.fontWeight,
          style.borderTopColor,
          style.borderTopWidth,
          style.borderRadius,
        ];
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].join(".")}`;
        return {
          // The part of the box on the first screen: a section further down that the stylesheet styles makes <main> longer.
          line: `${name} ${[box.x, box.y, box.width, Math.min(box.bottom, window.innerHeight) - box.top].map(Math.round).join(",")} ${shown.join(" ")}`,
          onFirstScreen: shownAt(element).top < window.innerHeight,
        };
      });
  });

// With JavaScript, every page's visit is a first visit with the stylesheet held back, with the same checks through
// hydration: at 375 px in the crawl (crawl.spec.ts), at 1280 px in the accessibility scans (a11y.spec.ts).
for (const width of [375, 1280]) {
  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: 800 } });
    // Animations end at once (the site's reduced-motion rule): home's voice bars would otherwise differ by the moment.
    test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

    for (const language of LANGUAGES) {
      test(`every page (${language}) shows the same first screen before and after its stylesheet arrives`, async ({ page, request }) => {
        const paths = await sitemapPaths(request, language);
        test.setTimeout(paths.length * 10_000);
        for (const path of paths) {
          let before: Shown[] = [];
          await visitWithStylesheetHeld(page, path, async () => void (before = await appearance(page)));
          // The same elements (no script changes the document): those the first screen showed before.
          const firstScreen = (shown: Shown[]) => shown.filter((_, index) => before[index]?.onFirstScreen).map(({ line }) => line);
          expect
            .soft(firstScreen(await appearance(page)), `${path}: what changed on the first screen once the stylesheet arrived`)
            .toEqual(firstScreen(before));
        }
      });
    }
  });
}

test("a page's hero illustration or article cover comes inside its HTML: it is shown while every image request is held back", async ({
  page,
}) => {
  for (const path of [
    "/trades/plumbing",
    "/es/use-cases/lead-qualification",
    "/reports/appliance-repair-ai",
    "/blog/what-a-missed-call-costs",
    "/es/answering-service-for-contractors",
  ]) {
    const images = await holdRequests(page, /\/media\/images\//);
    await page.goto(path, { waitUntil: "commit" });
    await parsed(page);
    const hero = page.locator('img[fetchpriority="high"]');
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: `${path} hero shown` })
      .toBe(true);
    images.release();
    await page.unrouteAll();
  }
});
