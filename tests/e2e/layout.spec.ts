import { expect, test, type Locator, type Page } from "@playwright/test";
import { footerColumns, headerMenus, seedDocument, siteSettings } from "../support/seed";
import { layoutShifts, recordLayoutShifts, scrollThroughPage } from "../support/layout-shifts";
import { gotoHydrated, siteFooter, siteHeader } from "../support/page";

const settings = siteSettings();
const { header } = settings;
const menus = headerMenus();
const signup = seedDocument("demoPage").form;
const sections = [
  { label: header.liveDemoLabel, id: "live-demo" },
  { label: header.howItWorksLabel, id: "how-it-works" },
  { label: header.pricingLabel, id: "pricing" },
];

test.describe("header on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [menuLabel, entries] of [
    [header.useCasesLabel, menus.useCases],
    [header.tradesLabel, menus.trades],
  ] as const) {
    test(`"${menuLabel}" lists its pages and every link opens its page`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await gotoHydrated(page, "/");
      const menu = siteHeader(page).locator("details", { has: page.getByText(menuLabel, { exact: true }) });
      // Links inside a closed <details> are not in the accessibility tree yet, so count the anchors.
      const links = menu.locator("a");
      await expect(links).toHaveCount(entries.length);
      await expect(links.first()).toBeHidden();

      for (const [index, entry] of entries.entries()) {
        expect((await request.get(entry.href)).status(), entry.href).toBe(200);
        await menu.locator("summary").click();
        const link = links.nth(index);
        await expect(link).toHaveText(entry.title);
        await expect(link).toHaveAttribute("href", entry.href);
        await link.click();
        await expect(page).toHaveURL(entry.href);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The menu closes once the visitor has navigated.
        await expect(link).toBeHidden();
      }
    });
  }

  test("the trades list scrolls past 400px", async ({ page }) => {
    await gotoHydrated(page, "/");
    const list = siteHeader(page)
      .locator("details", { has: page.getByText(header.tradesLabel, { exact: true }) })
      .locator("ul");
    await expect(list).toHaveCSS("max-height", "400px");
    await expect(list).toHaveCSS("overflow-y", "auto");
  });

  test("menus work with the keyboard and close on Escape and outside clicks", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = siteHeader(page).locator("details", { has: page.locator("summary", { hasText: header.useCasesLabel }) });
    const summary = menu.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(menu.locator("a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    await summary.click();
    await expect(menu).toHaveAttribute("open", "");
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(menu).not.toHaveAttribute("open");
  });

  for (const section of sections) {
    test(`"${section.label}" smooth-scrolls to #${section.id} on home`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const historyLength = await page.evaluate(() => history.length);
      await expect(page.locator(`#${section.id}`)).not.toBeInViewport();
      await siteHeader(page).getByRole("link", { name: section.label, exact: true }).click();
      await expect(page.locator(`#${section.id}`)).toBeInViewport();
      await expect(page).toHaveURL("/");
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
    });
  }

  test("a section button elsewhere goes home replacing the history entry, then scrolls after 100 ms", async ({ page }) => {
    const start = new Date("2026-01-05T09:00:00Z");
    await page.clock.install({ time: start });
    await gotoHydrated(page, "/terms-of-service");
    // Paused from here on: a slow machine's real time cannot fire the 100 ms timer early.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const historyLength = await page.evaluate(() => history.length);

    await siteHeader(page).getByRole("link", { name: header.pricingLabel, exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#pricing")).toBeAttached();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // The page clock is paused: nothing has scrolled before the 100 ms pass.
    await expect(page.locator("#pricing")).not.toBeInViewport();

    await page.clock.runFor(100);
    await expect(page.locator("#pricing")).toBeInViewport();

    // Back leaves the site's entry before the terms page: the terms entry itself was replaced.
    expect(await page.evaluate(() => history.state?.idx)).toBe(0);
  });

  test('"Log in" opens the app login in a new tab; "Start Free Trial" goes to /demo', async ({ page }) => {
    await gotoHydrated(page, "/");
    const login = siteHeader(page).getByRole("link", { name: header.loginLabel, exact: true });
    await expect(login).toHaveAttribute("href", settings.loginUrl);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", /noopener/);

    await siteHeader(page).getByRole("link", { name: header.trialLabel, exact: true }).click();
    await expect(page).toHaveURL("/demo");
  });

  test("the logo links home", async ({ page }) => {
    await gotoHydrated(page, "/terms-of-service");
    await siteHeader(page).getByRole("link", { name: settings.productName, exact: true }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("menus open and their links navigate", async ({ page }) => {
    await page.goto("/");
    await siteHeader(page).locator("summary:visible", { hasText: header.tradesLabel }).click();
    const first = menus.trades[0];
    await siteHeader(page).getByRole("link", { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(first.href);
  });

  test("section buttons are links to the home anchors", async ({ page }) => {
    await page.goto("/terms-of-service");
    await siteHeader(page).getByRole("link", { name: header.howItWorksLabel, exact: true }).click();
    await expect(page).toHaveURL("/#how-it-works");
    await expect(page.locator("#how-it-works")).toBeInViewport();
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens with the same items, closes on Escape and on navigation", async ({ page }) => {
    await gotoHydrated(page, "/");
    const openButton = siteHeader(page).getByRole("button", { name: header.openMenuLabel });
    await expect(siteHeader(page).getByRole("link", { name: header.loginLabel })).toBeHidden();
    await openButton.click();

    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    for (const label of [header.useCasesLabel, header.tradesLabel]) await expect(drawer.getByText(label, { exact: true })).toBeVisible();
    for (const section of sections)
      await expect(drawer.getByRole("link", { name: section.label, exact: true })).toHaveAttribute("href", `/#${section.id}`);
    await expect(drawer.getByRole("link", { name: header.loginLabel })).toHaveAttribute("href", settings.loginUrl);
    await expect(drawer.getByRole("link", { name: header.loginLabel })).toHaveAttribute("target", "_blank");
    await expect(drawer.getByRole("link", { name: header.trialLabel })).toHaveAttribute("href", "/demo");

    await drawer.getByText(header.useCasesLabel, { exact: true }).click();
    for (const entry of menus.useCases)
      await expect(drawer.getByRole("link", { name: entry.title, exact: true })).toHaveAttribute("href", entry.href);
    await drawer.getByText(header.tradesLabel, { exact: true }).click();
    for (const entry of menus.trades)
      await expect(drawer.getByRole("link", { name: entry.title, exact: true })).toHaveAttribute("href", entry.href);
    const tradesList = drawer.locator("details", { hasText: header.tradesLabel }).locator("ul");
    await expect(tradesList).toHaveCSS("max-height", `${740 * 0.6}px`);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await drawer.getByText(header.tradesLabel, { exact: true }).click();
    const target = menus.trades[1];
    await drawer.getByRole("link", { name: target.title, exact: true }).click();
    await expect(page).toHaveURL(target.href);
    await expect(drawer).toBeHidden();
  });

  test("a section link in the drawer closes it and scrolls home", async ({ page }) => {
    await gotoHydrated(page, "/");
    await siteHeader(page).getByRole("button", { name: header.openMenuLabel }).click();
    await page.getByRole("dialog").getByRole("link", { name: header.pricingLabel, exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("without JavaScript a menu panel stands in for the drawer", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(siteHeader(page).getByRole("button", { name: header.openMenuLabel })).toBeHidden();
    await siteHeader(page).locator("summary[aria-label]").click();
    await siteHeader(page).locator("summary:visible", { hasText: header.useCasesLabel }).click();
    const first = menus.useCases[0];
    await siteHeader(page).getByRole("link", { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(first.href);
    await context.close();
  });
});

test.describe("footer", () => {
  test("columns, support contacts, copyright and tagline from the dataset", async ({ page }) => {
    await page.goto("/");
    const footer = siteFooter(page);
    for (const column of footerColumns()) {
      if (column.links.length === 0) {
        await expect(footer.getByRole("heading", { name: column.title, exact: true })).toHaveCount(0);
        continue;
      }
      const list = footer.locator("div", { has: page.getByRole("heading", { name: column.title, exact: true }) }).last();
      await expect(list.getByRole("link")).toHaveCount(column.links.length);
      for (const link of column.links)
        await expect(list.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }
    await expect(footer.getByRole("link", { name: settings.salesEmail })).toHaveAttribute("href", `mailto:${settings.salesEmail}`);
    await expect(footer.getByRole("link", { name: settings.phoneLabel })).toHaveAttribute("href", `tel:${settings.phone}`);
    // Placeholders without a destination are left out rather than rendered as dead links.
    await expect(footer.getByText(settings.documentationLabel, { exact: true })).toHaveCount(0);
    const socialWithUrl = (settings.socialLinks ?? []).filter((link: { url?: string }) => link.url);
    await expect(footer.locator("a[aria-label]")).toHaveCount(socialWithUrl.length);
    await expect(footer.getByText(settings.copyright, { exact: true })).toBeVisible();
    await expect(footer.getByText(settings.madeIn, { exact: true })).toBeVisible();
    await expect(footer.getByText(settings.footerTagline, { exact: true })).toBeVisible();
  });

  test("every footer link leads to a page that exists", async ({ request }) => {
    const paths = footerColumns().flatMap((column) => column.links.map((link) => link.href).filter((href) => href.startsWith("/")));
    for (const path of new Set(paths.map((href) => href.split("#")[0] || "/"))) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test("public pages are cacheable by the CDN", async ({ request }) => {
  const response = await request.get("/terms-of-service");
  expect(response.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=600, stale-while-revalidate=86400");
});

/**
 * Waits for a form to go live with the page's clock installed: React reveals what a Suspense boundary waited for on a
 * timer, which the paused clock only runs when the test moves it, so the clock moves in small steps until then.
 */
async function untilLive(page: Page, form: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    expect(await form.getAttribute("data-live")).toBe("true");
  }).toPass({ timeout: 15_000 });
}

test.describe("no layout shift", () => {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("/demo: loading, hydrating and the form going live move nothing", async ({ page }) => {
        await recordLayoutShifts(page);
        await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
        await gotoHydrated(page, "/demo");
        await page.waitForLoadState("networkidle");
        // A focus from script is no visitor input, so a shift while the live form replaces the HTML would count.
        await page.getByLabel(signup.firstNameLabel).evaluate((input: HTMLInputElement) => input.focus());
        await untilLive(page, page.getByTestId("demo-signup-form"));
        await page.clock.runFor(5_000);
        expect(await layoutShifts(page)).toEqual([]);
      });

      test("home: loading, hydrating and scrolling through every section move nothing", async ({ page }) => {
        test.setTimeout(60_000);
        await recordLayoutShifts(page);
        await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
        await gotoHydrated(page, "/");
        await page.waitForLoadState("networkidle");
        await scrollThroughPage(page, () => page.clock.runFor(500));
        await page.waitForLoadState("networkidle");
        // Lines and carousels that move on a timer have had their turn (the sample lines rotate every 10 s).
        await page.clock.runFor(11_000);
        // The form goes live when it comes near the screen, seen at a rendering frame; on a busy machine the scroll can pass
        // it between two frames, as a visitor's fling would, so the test brings it back on screen as the visitor would.
        const form = page.getByTestId("demo-call-form").first();
        await form.scrollIntoViewIfNeeded();
        await untilLive(page, form);
        expect(await layoutShifts(page)).toEqual([]);
      });
    });
  }
});
