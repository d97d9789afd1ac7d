import { expect as baseExpect, test, type Page } from "@playwright/test";
import { gotoHydrated, hydrated, holdRequests, isFormPost, recordRequests } from "../support/page";
import { seedDocument } from "../support/seed";
import {
  e2eLeadsForFile,
  expectToast,
  recordToasts,
  freshEmail,
  freshPhone,
  providerRequests,
  storeDownServerForSuite,
} from "../mocks/e2e-support";
import { fillSignup, submitWhileBusy } from "../support/lead-forms";

// The machines running these are busy: give multi-step flows and each check room.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const page_ = seedDocument("demoPage");
const { form: text, scheduling } = page_;
const { messages } = seedDocument("leadForms");
const settings = seedDocument("siteSettings");
const leads = e2eLeadsForFile();
test.beforeEach(({ page }) => recordToasts(page));

const secondGroup = [text.phoneLabel, text.industryLabel, text.employeeCountLabel, text.referralSourceLabel] as string[];

async function fillAll(page: Page, email: string, phone = freshPhone().typed) {
  await fillSignup(page, text, { lastName: "van Doe", email, phone, options: [7, 2, 3] });
}

test.describe("/demo signup", () => {
  test("page: logo home, legal links, preview image only on large screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/demo");
    await expect(page.getByRole("heading", { level: 1, name: page_.heading })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: settings.productName }).first()).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: page_.termsLabel })).toHaveAttribute("href", "/terms-of-service");
    await expect(page.getByRole("main").getByRole("link", { name: page_.privacyLabel })).toHaveAttribute("href", "/privacy-policy");
    const preview = page.getByRole("img", { name: page_.image.alt });
    await expect(preview).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(preview).toBeHidden();
  });

  test("the second group appears once first name, last name and email are filled; options come from the dataset", async ({ page }) => {
    await gotoHydrated(page, "/demo");
    for (const label of secondGroup) await expect(page.getByLabel(label)).toBeHidden();
    await page.getByLabel(text.firstNameLabel).fill("Jane");
    await page.getByLabel(text.lastNameLabel).fill("Doe");
    await page.getByLabel(text.emailLabel).fill("jane@acme-plumbing.com");
    for (const label of secondGroup) await expect(page.getByLabel(label)).toBeVisible();
    const options = async (label: string) => (await page.getByLabel(label).locator("option").allTextContents()).slice(1);
    expect(await options(text.industryLabel)).toEqual(text.industryOptions);
    expect(await options(text.employeeCountLabel)).toEqual(text.employeeCountOptions);
    expect(await options(text.referralSourceLabel)).toEqual(text.referralOptions);
  });

  test("a free email is flagged on change and stops the submission with a toast", async ({ page }) => {
    await gotoHydrated(page, "/demo");
    await page.getByLabel(text.emailLabel).fill("jane@hotmail.com");
    await expect(page.locator("#demo-signup-email-error")).toHaveText(messages.workEmail);
    await fillAll(page, "jane@Hotmail.com");
    let posted = false;
    page.on("request", (request) => {
      if (isFormPost(request)) posted = true;
    });
    await page.getByRole("button", { name: text.submitLabel }).click();
    await expectToast(page, text.workEmailTitle, messages.workEmail);
    await expect(page.getByLabel(text.firstNameLabel)).toHaveValue("Jane");
    expect(posted).toBe(false);
  });

  test("saves, then the prefilled 25-minute calendar replaces the form (loaded only now), with the mail fallback", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // The Cal.com script cannot load here: the embed must fall back to the sales mail link.
    await page.route("https://app.cal.com/**", (route) => route.abort());
    await gotoHydrated(page, "/demo");
    expect(scripts.filter((url) => /booking-embed|embed-react/.test(url))).toEqual([]);

    const email = freshEmail("signup");
    const phone = freshPhone();
    await fillAll(page, email, phone.typed);
    await submitWhileBusy(page, page, text);

    await expectToast(page, text.successTitle, text.successText);
    await expect(page.getByRole("heading", { name: scheduling.heading })).toBeVisible();
    await expect(page.getByLabel(text.firstNameLabel)).toHaveCount(0);
    expect(scripts.some((url) => url.includes("booking-embed"))).toBe(true);

    const queued = await page.evaluate(() => {
      const cal = (window as unknown as { Cal?: { ns?: Record<string, { q?: unknown[][] }> } }).Cal;
      const inline = cal?.ns?.["demo-signup"]?.q?.find((command) => command[0] === "inline")?.[1] as
        { calLink: string; config: Record<string, string> } | undefined;
      return inline && { calLink: inline.calLink, config: inline.config };
    });
    expect(queued).toMatchObject({
      calLink: settings.calendarLink,
      config: {
        layout: "month_view",
        duration: String(settings.bookingMinutes),
        name: "Jane van Doe",
        email,
        notes: [
          `${text.companyLabel}: Acme Plumbing`,
          `${text.phoneLabel}: ${phone.e164}`,
          `${text.industryLabel}: ${text.industryOptions[7]}`,
          `${text.employeeCountLabel}: ${text.employeeCountOptions[2]}`,
          `${text.referralSourceLabel}: ${text.referralOptions[3]}`,
        ].join("\n"),
      },
    });
    const fallback = page.getByTestId("demo-scheduling").getByRole("status");
    await expect(fallback).toContainText(settings.booking.unavailableMessage);
    await expect(fallback.getByRole("link", { name: settings.salesEmail })).toHaveAttribute("href", `mailto:${settings.salesEmail}`);

    expect(await leads.byEmail("demo-signup", email)).toMatchObject({
      first_name: "Jane",
      last_name: "van Doe",
      company: "Acme Plumbing",
      phone: phone.e164,
      industry: text.industryOptions[7],
      employee_count: text.employeeCountOptions[2],
      referral_source: text.referralOptions[3],
    });
    expect(providerRequests().find((r) => r.provider === "resend" && (r.body as { email: string }).email === email)?.body).toEqual({
      email,
      first_name: "Jane",
      last_name: "van Doe",
      properties: { language: "en" },
      segments: [{ id: "segment_e2e" }],
    });
  });
});

test.describe("/demo signup code loads on the first touch", () => {
  const CHUNK = /\/assets\/demo-signup-form-[^/]+\.js$/;

  test("the second group is hidden from the first paint; the first focus loads the code and the form goes live", async ({ page }) => {
    const chunks = recordRequests(page, (request) => CHUNK.test(request.url()));
    // Checked as the HTML is parsed, before any module script runs: the inline head script has set the class.
    await page.goto("/demo", { waitUntil: "commit" });
    await page.waitForSelector('[data-testid="demo-signup-details"]', { state: "attached" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);
    for (const label of secondGroup) await expect(page.getByLabel(label)).toBeHidden();

    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    await expect(page.getByTestId("demo-signup-form")).not.toHaveAttribute("data-live");

    await page.getByLabel(text.firstNameLabel).focus();
    await expect(page.getByTestId("demo-signup-form")).toHaveAttribute("data-live", "true");
    expect(chunks).toHaveLength(1);
    await expect(page.getByLabel(text.firstNameLabel)).toBeFocused();
    for (const label of secondGroup) await expect(page.getByLabel(label)).toBeHidden();
  });

  test("what was typed before the code arrived carries over, and an early submit goes through the live form", async ({ page }) => {
    const chunk = await holdRequests(page, CHUNK);
    const posts = recordRequests(page, isFormPost);
    await gotoHydrated(page, "/demo");
    await page.getByLabel(text.firstNameLabel).fill("Jane");
    await page.getByLabel(text.lastNameLabel).fill("Doe");
    await page.getByLabel(text.emailLabel).fill("jane@gmail.com");
    await page.getByLabel(text.companyLabel).fill("Acme Plumbing");
    await page.getByLabel(text.companyLabel).press("Enter");
    await expect(page.getByTestId("demo-signup-form")).not.toHaveAttribute("data-live");
    expect(posts).toEqual([]);

    chunk.release();
    await expect(page.getByTestId("demo-signup-form")).toHaveAttribute("data-live", "true");
    // The live form saw the typed values: the second group shows and the free address stops the submit.
    for (const label of secondGroup) await expect(page.getByLabel(label)).toBeVisible();
    await expectToast(page, text.workEmailTitle, messages.workEmail);
    await expect(page.locator("#demo-signup-email-error")).toHaveText(messages.workEmail);
    await expect(page.getByLabel(text.companyLabel)).toHaveValue("Acme Plumbing");
    expect(posts).toEqual([]);
  });
});

const firstGroup = [text.firstNameLabel, text.lastNameLabel, text.emailLabel, text.companyLabel] as string[];

for (const width of [375, 1280]) {
  test.describe(`/demo fields at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("with JavaScript: the first four show, the second group waits", async ({ page }) => {
      await gotoHydrated(page, "/demo");
      for (const label of firstGroup) await expect(page.getByLabel(label)).toBeVisible();
      for (const label of secondGroup) await expect(page.getByLabel(label)).toBeHidden();
    });

    test("without JavaScript: all eight show", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto("/demo");
      for (const label of [...firstGroup, ...secondGroup]) await expect(page.getByLabel(label)).toBeVisible();
      await context.close();
    });
  });
}

test.describe("/demo signup without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows all eight fields, the server's errors, then stores the signup", async ({ page }) => {
    await page.goto("/demo");
    for (const label of secondGroup) await expect(page.getByLabel(label)).toBeVisible();
    await page.getByLabel(text.emailLabel).fill("jane@gmail.com");
    await page.getByRole("button", { name: text.submitLabel }).click();
    await expect(page.getByText(messages.workEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.phoneInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.required, { exact: true }).first()).toBeVisible();

    const email = freshEmail("nojs-signup");
    await fillAll(page, email);
    await page.getByRole("button", { name: text.submitLabel }).click();
    await expect(page.getByRole("heading", { name: scheduling.heading })).toBeVisible();
    await expect(page.getByTestId("demo-scheduling").getByRole("link", { name: settings.salesEmail })).toBeVisible();
    expect(await leads.byEmail("demo-signup", email)).toMatchObject({ first_name: "Jane", company: "Acme Plumbing" });
  });
});

test.describe("/demo signup when leads cannot be saved", () => {
  const server = storeDownServerForSuite();

  test("shows the save error and keeps what was typed", async ({ page }) => {
    await gotoHydrated(page, `${server.url}/demo`);
    await fillAll(page, freshEmail("down"));
    await page.getByRole("button", { name: text.submitLabel }).click();
    await expectToast(page, text.errorTitle, text.errorText);
    await expect(page.getByLabel(text.firstNameLabel)).toHaveValue("Jane");
    await expect(page.getByLabel(text.companyLabel)).toHaveValue("Acme Plumbing");
    await expect(page.getByRole("button", { name: text.submitLabel })).toBeEnabled();
  });
});
