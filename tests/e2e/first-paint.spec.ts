import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";
import { visitWithStylesheetHeld, parsed } from "../support/first-visit";
import { holdRequests } from "../support/page";

/**
 * Every page carries the styles it uses inline and links the full stylesheet last in <body>: it paints
 * before the stylesheet arrives, and the stylesheet's arrival changes nothing a visitor sees.
 */
const LANGUAGES = ["en", "es"] as const;

/** Every public page in one language, as the sitemap lists them (Spanish under /es). */
async function sitemapPaths(request: APIRequestContext, language: (typeof LANGUAGES)[number]): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  return paths.filter((path) => (path === "/es" || path.startsWith("/es/")) === (language === "es"));
}

/**
 * What a visitor sees of every element: its box and the styles that show (rounded to the pixel). Scripts and the
 * like are left out: the data scripts after the stylesheet's link are parsed only once it has arrived. So is an
 * icon's <use>: its box appears when the icon sprite arrives, whichever comes first; the <svg> around it is compared.
 */
const appearance = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll("*")]
      .filter((element) => !["SCRIPT", "LINK", "STYLE", "TEMPLATE", "use"].includes(element.tagName))
      .map((element) => {
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
        return `${name} ${[box.x, box.y, box.width, box.height].map(Math.round).join(",")} ${shown.join(" ")}`;
      }),
  );

// At 375 px with JavaScript, the crawl makes every page's visit a first visit with the stylesheet held back, and
// checks the same of each page it reaches (crawl.spec.ts): one load per page serves both.
test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const language of LANGUAGES) {
    test(`every page (${language}) paints before its stylesheet arrives, and its arrival shifts nothing`, async ({ page, request }) => {
      const paths = await sitemapPaths(request, language);
      test.setTimeout(paths.length * 10_000);
      await recordLayoutShifts(page);
      for (const path of paths) {
        await visitWithStylesheetHeld(page, path);
        expect.soft(await layoutShifts(page), `${path}: layout shifts`).toEqual([]);
      }
    });
  }
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: 800 } });
    // Animations end at once (the site's reduced-motion rule): home's voice bars would otherwise differ by the moment.
    test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

    for (const language of LANGUAGES) {
      test(`every page (${language}) looks the same before and after its stylesheet arrives`, async ({ page, request }) => {
        const paths = await sitemapPaths(request, language);
        test.setTimeout(paths.length * 10_000);
        for (const path of paths) {
          let before: string[] = [];
          await visitWithStylesheetHeld(page, path, async () => void (before = await appearance(page)));
          expect.soft(await appearance(page), `${path}: what changed once the stylesheet arrived`).toEqual(before);
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
