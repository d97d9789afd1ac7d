import { expect as baseExpect, test, type Page } from "@playwright/test";
import { blockingViolations } from "../support/axe";
import { attributesOf, serverDocument, shownText } from "../support/html";
import { e2eLeadsForFile, expectToast, freshEmail, recordToasts } from "../mocks/e2e-support";
import { layoutShifts, recordLayoutShifts, scrollThroughPage } from "../support/layout-shifts";
import { fillDemoCall, fillReportGate, fillSignup } from "../support/lead-forms";
import { gotoHydrated, siteHeader } from "../support/page";
import { seedDocument, type SeedDocument } from "../support/seed";

/**
 * Landing pages composed in the Studio (seed: `landing-*`): their blocks in order, their forms storing leads that carry
 * the page's path with JavaScript on and off, the focused layout, the hidden page kept out of search engines.
 */
const leads = e2eLeadsForFile();
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const FOCUSED = "/emergency-plumbing-calls";
const INDEXED = "/answering-service-for-contractors";
const docFor = (path: string, language: "en" | "es") => seedDocument(`landing${path.replace("/", "-")}${language === "es" ? "-es" : ""}`);
const localized = (path: string, language: "en" | "es") => (language === "es" ? `/es${path}` : path);

/** The heading each block shows, in the page's order (a block without one, the image, shows its caption). */
function blockHeadings(doc: SeedDocument): string[] {
  return doc.blocks.map(
    (block: SeedDocument) =>
      block.heading ??
      block.intro?.heading ??
      block.caption ??
      block.body?.[0]?.children?.[0]?.text ??
      seedDocument("revenueCalculator" + (doc.language === "es" ? "-es" : "")).intro.heading,
  );
}

for (const language of ["en", "es"] as const) {
  for (const path of [FOCUSED, INDEXED]) {
    const url = localized(path, language);
    const doc = docFor(path, language);

    // The order is the server's HTML: read without a browser (the tests below render and hydrate all four pages).
    test(`${url} shows its blocks in the Studio's order`, async ({ request }) => {
      const { status, document } = await serverDocument(request, url);
      expect(status).toBe(200);
      expect(document.querySelectorAll("h1").map(shownText)).toEqual([doc.blocks[0].heading]);
      const expected = blockHeadings(doc);
      const shown = document.querySelectorAll("main h1, main h2, main figcaption").map((element) => element.text.trim());
      // Every block's heading, in order (sections add their own headings in between: pricing's table and questions).
      let from = 0;
      for (const heading of expected) {
        const at = shown.indexOf(heading, from);
        expect(at, `"${heading}" after position ${from} in ${JSON.stringify(shown)}`).toBeGreaterThanOrEqual(from);
        from = at + 1;
      }
      expect(document.querySelectorAll("title").map(shownText)).toEqual([doc.seo.title]);
    });
  }
}

test.describe("focused layout", () => {
  const doc = docFor(FOCUSED, "en");

  test("has no menus: no navigation landmark, no menu buttons, only the logo and the page's call to action", async ({ page }) => {
    await gotoHydrated(page, FOCUSED);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(siteHeader(page).getByRole("button")).toHaveCount(0);
    await expect(siteHeader(page).getByRole("link")).toHaveCount(2);
    // The footer keeps the legal pages only.
    const footerLinks = await page.getByRole("contentinfo").getByRole("link").allTextContents();
    expect(footerLinks).toEqual(
      expect.arrayContaining([seedDocument("page-privacy-policy").title, seedDocument("page-terms-of-service").title]),
    );
    // The page with the site's layout has its menus.
    await gotoHydrated(page, INDEXED);
    await expect(page.getByRole("navigation").first()).toBeAttached();
  });

  test("its call to action takes the visitor to the demo-call form", async ({ page }) => {
    await gotoHydrated(page, FOCUSED);
    await siteHeader(page).getByRole("link", { name: doc.cta.label }).click();
    await expect(page).toHaveURL(/#live-demo$/);
    await expect(page.locator("#live-demo").getByTestId("demo-call-form")).toBeInViewport();
  });
});

test.describe("search engines", () => {
  test("the hidden page is noindex and left out of the sitemap; the other is listed in both languages", async ({ request }) => {
    expect(attributesOf((await serverDocument(request, FOCUSED)).document, 'meta[name="robots"]', "content")).toEqual(["noindex"]);
    expect(attributesOf((await serverDocument(request, INDEXED)).document, 'meta[name="robots"]', "content")).toEqual([]);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(FOCUSED);
    expect(sitemap).toContain(`${INDEXED}</loc>`);
    expect(sitemap).toContain(`/es${INDEXED}</loc>`);
  });
});

/** The demo-call form of a landing page; with JavaScript on, typed into once its live version runs. */
async function sendDemoCall(page: Page, url: string, language: "en" | "es", live: boolean) {
  const copy = seedDocument(language === "es" ? "leadForms-es" : "leadForms").demoCall;
  const email = freshEmail(`landing-call-${language}-${live ? "js" : "nojs"}`);
  await (live ? gotoHydrated(page, url) : page.goto(url));
  const form = page.locator("#live-demo").getByTestId("demo-call-form");
  if (live) {
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-live", "true");
  }
  await fillDemoCall(form, copy, { email });
  await form.getByRole("button", { name: copy.submitLabel }).click();
  if (live) await expectToast(page, copy.successTitle, copy.successText);
  else await expect(page.getByRole("status").filter({ hasText: copy.successTitle })).toBeVisible();
  return email;
}

/** A landing page's form that loads its code on the first touch; with JavaScript on, touched and live. */
async function openTouchedForm(page: Page, url: string, testId: string, firstLabel: string, live: boolean) {
  await (live ? gotoHydrated(page, url) : page.goto(url));
  const form = page.getByTestId(testId);
  if (live) {
    await form.getByLabel(firstLabel).focus();
    await expect(form).toHaveAttribute("data-live", "true");
  }
  return form;
}

for (const live of [true, false]) {
  test.describe(live ? "forms with JavaScript" : "forms without JavaScript", () => {
    test.use({ javaScriptEnabled: live });
    test.beforeEach(({ page }) => (live ? recordToasts(page) : undefined));

    for (const language of ["en", "es"] as const) {
      test(`demo call on ${localized(FOCUSED, language)}: stored with the page's path`, async ({ page }) => {
        const email = await sendDemoCall(page, localized(FOCUSED, language), language, live);
        expect(await leads.byEmail("demo-call", email)).toMatchObject({ language, page_path: localized(FOCUSED, language) });
      });
    }

    test(`demo signup on ${INDEXED}: the scheduling step, a lead with the page's path`, async ({ page }) => {
      const demoPage = seedDocument("demoPage");
      const email = freshEmail(`landing-signup-${live ? "js" : "nojs"}`);
      const form = await openTouchedForm(page, INDEXED, "demo-signup-form", demoPage.form.firstNameLabel, live);
      await fillSignup(form, demoPage.form, { email });
      await form.getByRole("button", { name: demoPage.form.submitLabel }).click();
      await expect(page.getByRole("heading", { name: demoPage.scheduling.heading })).toBeVisible();
      expect(await leads.byEmail("demo-signup", email)).toMatchObject({ first_name: "Jane", page_path: INDEXED });
    });

    test(`report download on /es${INDEXED}: the report opens, the lead has the page's path`, async ({ page }) => {
      const report = seedDocument("report-appliance-repair-ai-es");
      const email = freshEmail(`landing-report-${live ? "js" : "nojs"}`);
      const url = `/es${INDEXED}`;
      const form = await openTouchedForm(page, url, "report-form", report.form.nameLabel, live);
      await fillReportGate(form, report.form, { email });
      await form.getByRole("button", { name: report.form.submitLabel }).click();
      await expect(page).toHaveURL(/\/es\/reports\/appliance-repair-ai\/content$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(report.content.heading);
      expect(await leads.byEmail("report-download", email)).toMatchObject({
        report_name: report.reportName,
        language: "es",
        page_path: url,
      });
    });
  });
}

test.describe("refused posts", () => {
  test("a form the page does not show, or no form named, is refused with 4xx; invalid fields get 400", async ({ request }) => {
    const post = (path: string, form: Record<string, string>) => request.post(path, { form, maxRedirects: 0 });
    expect((await post(FOCUSED, { intent: "demo-signup" })).status()).toBe(404);
    expect((await post(FOCUSED, { name: "x" })).status()).toBe(400);
    expect((await post(INDEXED, { intent: "report-download", report: "other" })).status()).toBe(400);
    expect((await post("/terms-of-service", { intent: "demo-call" })).status()).toBe(404);
    expect((await post(FOCUSED, { intent: "demo-call", email: "not-an-email" })).status()).toBe(400);
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const url of [FOCUSED, INDEXED, `/es${FOCUSED}`, `/es${INDEXED}`]) {
      test(`${url}: no serious axe violation, no layout shift while loading and scrolling, no sideways scroll`, async ({ page }) => {
        await recordLayoutShifts(page);
        await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
        await gotoHydrated(page, url);
        await page.waitForLoadState("networkidle");
        await scrollThroughPage(page, () => page.clock.runFor(500));
        expect(await layoutShifts(page)).toEqual([]);
        // Campaign pages are in no sitemap, so the crawl's sideways check does not reach them.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "px it scrolls sideways").toBe(0);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}

/** Holds the responses of the scripts matching `pattern` until `release()`; `requested` settles once one is asked for. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(pattern, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe("sections whose code arrives late", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test(`/es${FOCUSED}: the page hydrates once they are loaded, so the language suggestion re-renders nothing and no form code loads`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const formScripts: string[] = [];
    page.on("request", (request) => /\/demo-call-form-[^/]*\.js$/.test(request.url()) && formScripts.push(request.url()));
    const faq = await holdScripts(page, /\/assets\/faq-section-[^/]*\.js$/);
    const entry = page.waitForResponse(/\/assets\/entry\.client-[^/]*\.js$/);
    await page.goto(`/es${FOCUSED}`);
    await Promise.all([faq.requested, entry]);
    await nextFrames(page);
    // Remix creates its router as hydration begins: a part still loading holds it back.
    expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
    faq.release();
    // The visitor's browser is English: the suggestion to switch is an update from the root, above the page's sections.
    await expect(page.getByRole("complementary", { name: seedDocument("siteSettings").languageSuggestion.switchLabel })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("demo-call-form").first()).not.toHaveAttribute("data-live", "true");
    expect(formScripts).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test(`${INDEXED}: a field focused before the page hydrated makes the form live, still focused`, async ({ page }) => {
    const demoPage = seedDocument("demoPage");
    const signup = await holdScripts(page, /\/assets\/signup-block-[^/]*\.js$/);
    await page.goto(INDEXED);
    await signup.requested;
    const form = page.getByTestId("demo-signup-form");
    const firstName = form.getByLabel(demoPage.form.firstNameLabel);
    await firstName.focus();
    signup.release();
    await expect(form).toHaveAttribute("data-live", "true");
    await expect(firstName).toBeFocused();
  });
});
