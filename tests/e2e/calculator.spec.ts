import { expect as baseExpect, test, type Page } from "@playwright/test";
import {
  CALCULATOR_FIELDS,
  CALCULATOR_LIMITS,
  inputsQuery,
  missedCallFigures,
  parsePricePerMinute,
  type CalculatorField,
  type MissedCallInputs,
} from "../../app/utils/missed-call-revenue";
import { blockingViolations } from "../support/axe";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";
import { e2eLeadsForFile, freshEmail } from "../mocks/e2e-support";
import { fillSignup } from "../support/lead-forms";
import { gotoHydrated, holdRequests } from "../support/page";
import { seedDocument, siteSettings } from "../support/seed";

/** The calculator's own code (Vite names a chunk after its module plus an 8-character hash; the section around it is `revenue-calculator-section-*`). */
const CALCULATOR_CODE = /\/assets\/(revenue-calculator|missed-call-revenue)-[\w-]{8}\.js$/;

/**
 * The missed-call revenue calculator on home and two trade pages: each page's own starting
 * values, live with JavaScript, a GET form rendered by the server without it (a shareable URL), accessible,
 * no layout shift, and its "Book a demo" button carrying the figures into the stored /demo lead.
 */
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const copy = seedDocument("revenueCalculator");
const { results, messages } = copy;
const rates = { callMinutes: copy.callMinutes as number, pricePerMinute: parsePricePerMinute(siteSettings().pricePerMinute)! };
const signup = seedDocument("demoPage").form;

function defaultsOf(id: string): MissedCallInputs {
  const { calculator } = seedDocument(id);
  return Object.fromEntries(CALCULATOR_FIELDS.map((field) => [field, calculator[field]])) as MissedCallInputs;
}

const PAGES = [
  { path: "/", defaults: defaultsOf("homePage") },
  { path: "/trades/plumbing", defaults: defaultsOf("trade-plumbing") },
  { path: "/trades/roofing", defaults: defaultsOf("trade-roofing") },
];
const [home, plumbing, roofing] = PAGES;

const money = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);
const decimal = (value: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(value);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]);

const section = (page: Page) => page.locator("#revenue-calculator");
const input = (page: Page, field: CalculatorField) => section(page).getByLabel(copy.inputs[field].label, { exact: true });
const result = (page: Page) => section(page).getByRole("status");
/** The figure under a term: the <dd> that follows its <dt> (the list has no wrapper per row). */
const figure = (page: Page, label: string) => result(page).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

async function expectInputs(page: Page, inputs: MissedCallInputs) {
  for (const field of CALCULATOR_FIELDS) await expect(input(page, field)).toHaveValue(String(inputs[field]));
}

async function expectFigures(page: Page, inputs: MissedCallInputs) {
  const figures = missedCallFigures(inputs, rates);
  await expect(result(page).getByText(results.invalidText)).toHaveCount(0);
  await expect(figure(page, results.monthlyLossLabel)).toHaveText(money(figures.monthlyLoss));
  await expect(figure(page, results.yearlyLossLabel)).toHaveText(money(figures.yearlyLoss));
  await expect(figure(page, results.costLabel)).toHaveText(money(figures.monthlyCost));
  await expect(figure(page, results.returnLabel)).toHaveText(
    figures.returnMultiple === null ? "" : fill(results.returnValue, { multiple: decimal(figures.returnMultiple) }),
  );
}

const message = (kind: keyof typeof messages, field: CalculatorField, limit?: number) =>
  fill(messages[kind], { label: copy.inputs[field].label, limit: limit === undefined ? "" : decimal(limit) });

test("the pages start from different values, and every input has a unit", () => {
  expect(new Set(PAGES.map((entry) => JSON.stringify(entry.defaults))).size).toBe(PAGES.length);
  for (const field of CALCULATOR_FIELDS) expect(copy.inputs[field].unit).toBeTruthy();
});

test.describe("with JavaScript", () => {
  for (const { path, defaults } of PAGES) {
    test(`${path}: the calculator follows the live demo, with the page's own values and their result`, async ({ page }) => {
      await gotoHydrated(page, path);
      // Right after the live demo; the section stays while its content goes live.
      await expect(page.locator("#live-demo + #revenue-calculator")).toHaveCount(1);
      await expect(section(page).getByRole("heading", { level: 2, name: copy.intro.heading })).toBeVisible();
      await expectInputs(page, defaults);
      await expectFigures(page, defaults);
      await expect(
        section(page).getByText(fill(copy.assumptions, { minutes: decimal(rates.callMinutes), price: siteSettings().pricePerMinute })),
      ).toBeVisible();
      await expect(section(page).getByText(copy.disclaimer)).toBeVisible();
      await expect(section(page).getByRole("link", { name: results.bookDemoLabel })).toHaveAttribute(
        "href",
        `/demo?${inputsQuery(defaults)}`,
      );
    });
  }

  test("its code is not part of the first visit: it loads as the section nears the screen", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => CALCULATOR_CODE.test(request.url()) && chunks.push(request.url()));
    await gotoHydrated(page, plumbing.path);
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    await section(page).evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("code that arrives while the section leaves the screen at the page's end moves nothing on the screen", async ({ page }) => {
      await recordLayoutShifts(page);
      const chunk = await holdRequests(page, CALCULATOR_CODE);
      const asked = page.waitForRequest(CALCULATOR_CODE);
      // A campaign page: only the questions and the footer follow the calculator.
      await gotoHydrated(page, "/emergency-plumbing-calls");
      await page.waitForLoadState("networkidle");
      // A fast scroll on a busy phone: the section came near the screen (its code was asked for) and is now leaving it
      // at the top, with the page's end on the screen below it.
      await section(page).evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
      await asked;
      await section(page).evaluate((element) =>
        window.scrollTo({ top: element.getBoundingClientRect().bottom + window.scrollY - 200, behavior: "instant" }),
      );
      const serverForm = await section(page).locator("form").elementHandle();
      const shownSection = await section(page).elementHandle();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      chunk.release();
      // The live form has replaced the server's.
      await expect.poll(() => serverForm.evaluate((form) => form.isConnected)).toBe(false);
      // Frames enough for what the swap renders to be laid out and reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
      );
      expect(await layoutShifts(page)).toEqual([]);
      // The section itself stays: one put in anew is laid out at its placeholder height until the browser finds it near
      // the screen (`content-visibility: auto`), which on a busy phone moved what is below it for a frame.
      expect(await shownSection.evaluate((element) => element.isConnected)).toBe(true);
    });
  });

  test("what was typed before its code arrived carries over", async ({ page }) => {
    const chunk = await holdRequests(page, CALCULATOR_CODE);
    await gotoHydrated(page, roofing.path);
    await input(page, "callsPerWeek").fill("33");
    await input(page, "jobValue").fill("7000");
    // The server's form is still there: the result has not moved yet.
    await expectFigures(page, roofing.defaults);
    chunk.release();
    const inputs = { ...roofing.defaults, callsPerWeek: 33, jobValue: 7000 };
    await expectFigures(page, inputs);
    await expectInputs(page, inputs);
    await expect(page).toHaveURL(`${roofing.path}?${inputsQuery(inputs)}#revenue-calculator`);
  });

  test("a tap on Book a demo before its code arrived takes the figures typed to /demo", async ({ page }) => {
    const chunk = await holdRequests(page, CALCULATOR_CODE);
    await gotoHydrated(page, home.path);
    await input(page, "callsPerWeek").fill("150");
    await input(page, "bookingRate").fill("65");
    await section(page).getByRole("link", { name: results.bookDemoLabel }).click();
    // The server's link carries the default figures: the tap waits for the live calculator's link.
    chunk.release();
    await expect(page).toHaveURL(`/demo?${inputsQuery({ ...home.defaults, callsPerWeek: 150, bookingRate: 65 })}`);
  });

  test("when its code cannot load, a tap on Book a demo still opens /demo", async ({ page }) => {
    await page.route(CALCULATOR_CODE, (route) => route.abort());
    await gotoHydrated(page, home.path);
    await input(page, "callsPerWeek").fill("150");
    await section(page).getByRole("link", { name: results.bookDemoLabel }).click();
    await expect(page).toHaveURL(`/demo?${inputsQuery(home.defaults)}`);
  });

  test("a value selected before its code arrived stays selected: typing replaces it", async ({ page }) => {
    const chunk = await holdRequests(page, CALCULATOR_CODE);
    await gotoHydrated(page, plumbing.path);
    const serverInput = await input(page, "callsPerWeek").elementHandle();
    await input(page, "callsPerWeek").focus();
    await page.keyboard.press("ControlOrMeta+a");
    chunk.release();
    // The live form has replaced the server's: its field has the focus and the same selection.
    await expect.poll(() => serverInput.evaluate((element) => element.isConnected)).toBe(false);
    await expect(input(page, "callsPerWeek")).toBeFocused();
    await page.keyboard.type("150");
    await expect(input(page, "callsPerWeek")).toHaveValue("150");
    await expectFigures(page, { ...plumbing.defaults, callsPerWeek: 150 });
  });

  test("updates as the visitor types, without loading anything, and the address follows", async ({ page }) => {
    await gotoHydrated(page, plumbing.path);
    const requests: string[] = [];
    // Page loads and loader data (`.data`) only: the demo-call form's code may load as the form nears the screen.
    page.on(
      "request",
      (request) => (request.resourceType() === "document" || request.url().includes(".data")) && requests.push(request.url()),
    );
    const inputs = { ...plumbing.defaults, callsPerWeek: 200 };
    await input(page, "callsPerWeek").fill("200");
    await expectFigures(page, inputs);
    await expect(page).toHaveURL(`${plumbing.path}?${inputsQuery(inputs)}#revenue-calculator`);
    await expect(section(page).getByRole("link", { name: results.bookDemoLabel })).toHaveAttribute("href", `/demo?${inputsQuery(inputs)}`);
    // "Calculate" has nothing left to do: no page load, no data request.
    await section(page).getByRole("button", { name: copy.submitLabel }).click();
    await expectFigures(page, inputs);
    expect(requests).toEqual([]);
  });

  test("refuses what is not a number or out of bounds, caps huge values, handles zero calls and 100% missed", async ({ page }) => {
    await gotoHydrated(page, plumbing.path);
    const calls = input(page, "callsPerWeek");

    await calls.fill("lots");
    await expect(calls).toHaveAttribute("aria-invalid", "true");
    await expect(calls).toHaveAccessibleDescription(
      new RegExp(message("notANumber", "callsPerWeek").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await expect(result(page).getByText(results.invalidText)).toBeVisible();
    await expect(section(page).getByRole("link", { name: results.bookDemoLabel })).toHaveAttribute("href", "/demo");

    await calls.fill("-3");
    await expect(section(page).getByText(message("belowMin", "callsPerWeek", 0))).toBeVisible();
    await calls.fill("40");
    await input(page, "bookingRate").fill("120");
    await expect(section(page).getByText(message("aboveMax", "bookingRate", 100))).toBeVisible();
    await expect(input(page, "bookingRate")).toHaveAttribute("aria-invalid", "true");
    await input(page, "bookingRate").fill("60");
    await expect(result(page).getByText(results.invalidText)).toHaveCount(0);

    await input(page, "jobValue").fill("1e12");
    await expect(section(page).getByText(message("capped", "jobValue", CALCULATOR_LIMITS.jobValue.max))).toBeVisible();
    await expect(input(page, "jobValue")).not.toHaveAttribute("aria-invalid");
    await expectFigures(page, { ...plumbing.defaults, callsPerWeek: 40, bookingRate: 60, jobValue: CALCULATOR_LIMITS.jobValue.max });

    await input(page, "jobValue").fill("450");
    await input(page, "missedShare").fill("100");
    await expectFigures(page, { ...plumbing.defaults, callsPerWeek: 40, bookingRate: 60, jobValue: 450, missedShare: 100 });

    await calls.fill("0");
    await expectFigures(page, { ...plumbing.defaults, callsPerWeek: 0, bookingRate: 60, jobValue: 450, missedShare: 100 });
    await expect(result(page).getByText(results.emptyText)).toBeVisible();
  });

  test("works from the keyboard: the fields in order, then Calculate", async ({ page }) => {
    await gotoHydrated(page, home.path);
    await input(page, "callsPerWeek").focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("150");
    for (const field of CALCULATOR_FIELDS.slice(1)) {
      await page.keyboard.press("Tab");
      await expect(input(page, field)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(section(page).getByRole("button", { name: copy.submitLabel })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectFigures(page, { ...home.defaults, callsPerWeek: 150 });
  });

  test("the result keeps its size whatever it shows (valid, refused, zero calls)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, roofing.path);
    const height = () => result(page).evaluate((element) => element.getBoundingClientRect().height);
    const valid = await height();
    await input(page, "callsPerWeek").fill("x");
    await expect(result(page).getByText(results.invalidText)).toBeVisible();
    expect(await height()).toBe(valid);
    await input(page, "callsPerWeek").fill("0");
    await expect(result(page).getByText(results.emptyText)).toBeVisible();
    expect(await height()).toBe(valid);
  });

  for (const width of [375, 1280]) {
    test(`no layout shift while loading, hydrating and scrolling to it at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await gotoHydrated(page, `${plumbing.path}?calls=90&missed=20&competitor=50&job=500&booking=50`);
      await page.waitForLoadState("networkidle");
      await section(page).evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
      await page.waitForLoadState("networkidle");
      await expectFigures(page, { callsPerWeek: 90, missedShare: 20, competitorShare: 50, jobValue: 500, bookingRate: 50 });
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    });

    test(`no serious or critical axe violation at ${width} px, valid and refused`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [home.path, `${roofing.path}?calls=abc&missed=150&competitor=50&job=1e9&booking=20`]) {
        await gotoHydrated(page, path);
        expect(await blockingViolations(page, { include: "#revenue-calculator" }), path).toEqual([]);
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the result of the submitted form, and the URL reproduces it", async ({ page, browser }) => {
    await page.goto(roofing.path);
    await expectInputs(page, roofing.defaults);
    await expectFigures(page, roofing.defaults);
    const inputs = { ...roofing.defaults, callsPerWeek: 75, jobValue: 8000 };
    await input(page, "callsPerWeek").fill("75");
    await input(page, "jobValue").fill("8,000");
    await section(page).getByRole("button", { name: copy.submitLabel }).click();
    await expect(page).toHaveURL(
      `${roofing.path}?calls=75&missed=${inputs.missedShare}&competitor=${inputs.competitorShare}&job=8%2C000&booking=${inputs.bookingRate}#revenue-calculator`,
    );
    await expectFigures(page, inputs);

    const shared = await browser.newContext({ javaScriptEnabled: false });
    const other = await shared.newPage();
    await other.goto(page.url());
    await expect(input(other, "jobValue")).toHaveValue("8,000");
    await expectFigures(other, inputs);
    await shared.close();
  });

  test("the server shows refused and capped inputs, and a query names only the values it changes", async ({ page }) => {
    await page.goto(`${plumbing.path}?calls=abc&booking=101`);
    await expect(section(page).getByText(message("notANumber", "callsPerWeek"))).toBeVisible();
    await expect(section(page).getByText(message("aboveMax", "bookingRate", 100))).toBeVisible();
    await expect(result(page).getByText(results.invalidText)).toBeVisible();
    await expect(input(page, "missedShare")).toHaveValue(String(plumbing.defaults.missedShare));

    await page.goto(`${home.path}?calls=99999999`);
    await expect(section(page).getByText(message("capped", "callsPerWeek", CALCULATOR_LIMITS.callsPerWeek.max))).toBeVisible();
    await expectFigures(page, { ...home.defaults, callsPerWeek: CALCULATOR_LIMITS.callsPerWeek.max });
  });

  test("a calculator URL is never served from the page cache; the plain page still is", async ({ request }) => {
    const url = `${plumbing.path}?${inputsQuery({ ...plumbing.defaults, callsPerWeek: 61 })}`;
    const headers = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" };
    for (let i = 0; i < 3; i++) {
      const response = await request.get(url, { headers });
      expect(response.headers()["x-page-cache"]).not.toBe("hit");
      expect(await response.text()).toContain(money(missedCallFigures({ ...plumbing.defaults, callsPerWeek: 61 }, rates).monthlyLoss));
    }
    await expect.poll(async () => (await request.get(plumbing.path, { headers })).headers()["x-page-cache"]).toBe("hit");
  });
});

/* Book a demo: the figures travel to /demo and are stored with the lead. */

const leads = e2eLeadsForFile();

async function signUp(page: Page, email: string) {
  await fillSignup(page, signup, { email, company: "Acme Roofing" });
  await page.getByRole("button", { name: signup.submitLabel }).click();
  await expect(page.getByRole("heading", { name: seedDocument("demoPage").scheduling.heading })).toBeVisible();
}

test.describe("Book a demo", () => {
  test.describe.configure({ timeout: 90_000 });

  test("with JavaScript: the figures go to /demo and are stored with the signup", async ({ page }) => {
    await gotoHydrated(page, home.path);
    const inputs = { ...home.defaults, callsPerWeek: 150, bookingRate: 65 };
    await input(page, "callsPerWeek").fill("150");
    await input(page, "bookingRate").fill("65");
    await section(page).getByRole("link", { name: results.bookDemoLabel }).click();
    await expect(page).toHaveURL(`/demo?${inputsQuery(inputs)}`);
    const email = freshEmail("calculator");
    await signUp(page, email);
    await expect.poll(async () => (await leads.byEmail("demo-signup", email))?.calculator).toEqual(missedCallFigures(inputs, rates));
  });

  test("without JavaScript, from a trade page: the same", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(roofing.path);
    await input(page, "missedShare").fill("40");
    await section(page).getByRole("button", { name: copy.submitLabel }).click();
    const inputs = { ...roofing.defaults, missedShare: 40 };
    await expectFigures(page, inputs);
    await section(page).getByRole("link", { name: results.bookDemoLabel }).click();
    await expect(page).toHaveURL(`/demo?${inputsQuery(inputs)}`);
    const email = freshEmail("calculator-nojs");
    await signUp(page, email);
    expect((await leads.byEmail("demo-signup", email))?.calculator).toEqual(missedCallFigures(inputs, rates));
    await context.close();
  });

  test("a tampered figure is dropped and the signup still goes through", async ({ page }) => {
    await gotoHydrated(page, `/demo?calls=abc&missed=30&competitor=70&job=450&booking=60`);
    const email = freshEmail("calculator-tampered");
    await signUp(page, email);
    const lead = await leads.byEmail("demo-signup", email);
    expect(lead).toMatchObject({ first_name: "Jane", company: "Acme Roofing" });
    expect(lead?.calculator).toBeUndefined();
  });
});
