import { expect, test, type Page } from "@playwright/test";
import { siteSettings } from "../support/seed";
import { gotoHydrated, siteHeader } from "../support/page";

/**
 * The header's section links ("Live Demo", "How It Works", "Pricing"; in the drawer on a phone) clicked on another
 * page go home and must land where the same click on home itself puts the section, also on a slow phone CPU.
 */
const { header } = siteSettings();
const sections = [
  { label: header.liveDemoLabel, id: "live-demo" },
  { label: header.howItWorksLabel, id: "how-it-works" },
  { label: header.pricingLabel, id: "pricing" },
];
const startPages = ["/trades/plumbing", "/use-cases/lead-qualification"];
const TOLERANCE_PX = 2;

/** Clicks the section link: in the header on wide screens, in the drawer below 768 px. */
async function clickSectionLink(page: Page, label: string, width: number) {
  if (width < 768) {
    await siteHeader(page).getByRole("button", { name: header.openMenuLabel }).click();
    await page.getByRole("dialog").getByRole("link", { name: label, exact: true }).click();
  } else {
    await siteHeader(page).getByRole("link", { name: label, exact: true }).click();
  }
}

/**
 * The section's top relative to the viewport once the page has settled: the window has scrolled away from the top,
 * then neither the scroll position nor the section's top changed for 30 animation frames (the smooth scroll and
 * anything that moves the layout after it are over).
 */
async function settledTop(page: Page, id: string) {
  await page.waitForLoadState("networkidle");
  return page.evaluate(
    (sectionId) =>
      new Promise<number>((resolve) => {
        let last = "";
        let stableFrames = 0;
        const check = () => {
          const section = document.getElementById(sectionId);
          const top = section ? section.getBoundingClientRect().top : Number.NaN;
          const now = `${window.scrollY}:${top}`;
          stableFrames = now === last && window.scrollY > 0 ? stableFrames + 1 : 0;
          last = now;
          if (stableFrames >= 30) resolve(top);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    id,
  );
}

async function throttleCpu(page: Page, rate: number) {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    for (const cpuRate of [1, 4]) {
      test(`the section links on ${startPages.join(" and ")} land where they do on home (CPU ${cpuRate}x)`, async ({ page }) => {
        test.setTimeout(cpuRate > 1 ? 600_000 : 300_000);
        await throttleCpu(page, cpuRate);
        for (const section of sections) {
          // Where the click puts the section on home itself: measured once, compared with each start page.
          await gotoHydrated(page, "/");
          await clickSectionLink(page, section.label, width);
          const onHome = await settledTop(page, section.id);

          for (const path of startPages) {
            await gotoHydrated(page, path);
            const historyLength = await page.evaluate(() => history.length);
            await clickSectionLink(page, section.label, width);
            await expect(page).toHaveURL("/");
            const fromPage = await settledTop(page, section.id);
            expect
              .soft(Math.abs(fromPage - onHome), `${path} #${section.id}: top ${fromPage} px, on home ${onHome} px`)
              .toBeLessThanOrEqual(TOLERANCE_PX);
            // Home replaced the page's history entry.
            expect.soft(await page.evaluate(() => history.length), `${path}: history length`).toBe(historyLength);
          }
        }
      });
    }
  });
}

/** How far the section's top is from where its scroll margin puts it (`[id] { scroll-margin-top }`, app.css). */
const offTarget = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId) as Element;
    return Math.abs(section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop));
  }, id);

/**
 * A section far down the page, opened by its address (a shared link, or a section link followed without JavaScript)
 * or reached by a link on the page: it ends at the top, although the sections before it render only as they come near
 * the screen (`content-visibility: auto`) and so grow while the page moves. With JavaScript the scroll is smooth and
 * judged once settled; without, the browser's jump is judged as soon as it holds (the page runs no frames callback).
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 740 } });

    const expectAtTop = async (page: Page, id: string) => {
      if (javaScriptEnabled) await settledTop(page, id);
      await expect.poll(() => offTarget(page, id), { message: `#${id} at the top` }).toBeLessThanOrEqual(TOLERANCE_PX);
    };

    test("/#pricing opens with the pricing section at the top, and a trade hero's Try Live Demo lands on its section", async ({ page }) => {
      await page.goto("/#pricing");
      await expectAtTop(page, "pricing");

      await (javaScriptEnabled ? gotoHydrated(page, "/trades/plumbing") : page.goto("/trades/plumbing"));
      await page.locator('a[href="#live-demo"]').first().click();
      await expectAtTop(page, "live-demo");
    });
  });
}
