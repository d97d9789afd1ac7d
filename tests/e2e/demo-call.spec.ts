import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/page";
import { seedDocument } from "../support/seed";
import {
  e2eLeadsForFile,
  cappedPhone,
  forgetDemoCalls,
  expectToast,
  recordToasts,
  freshEmail,
  freshPhone,
  providerRequests,
  rejectedPhone,
  retellCallFor,
  storeDownServerForSuite,
} from "../mocks/e2e-support";
import { fillDemoCall, submitWhileBusy } from "../support/lead-forms";

const { demoCall: text, messages } = seedDocument("leadForms");
const leads = e2eLeadsForFile();
test.beforeEach(({ page }) => recordToasts(page));

// The machines running these are busy: give multi-step flows and each check room.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const form = (page: Page) => page.locator("#live-demo").getByTestId("demo-call-form");

/** Fills the form; with JavaScript on it first waits for the live form (typing into the server HTML would post without JS). */
async function fill(
  page: Page,
  values: { name: string; companyName: string; email: string; phone: string },
  f: Locator = form(page),
  { live = true } = {},
) {
  if (live) {
    await f.scrollIntoViewIfNeeded();
    await expect(f).toHaveAttribute("data-live", "true");
  }
  await fillDemoCall(f, text, values);
}

test.describe("demo-call form", () => {
  test("validates on submit with the spec's messages and revalidates on change", async ({ page }) => {
    await gotoHydrated(page, "/");
    const f = form(page);
    // Validation on change needs the live form, which loads as the form nears the screen.
    await f.scrollIntoViewIfNeeded();
    await expect(f).toHaveAttribute("data-live", "true");
    await expect(f.getByText(text.phonePrefix, { exact: true })).toBeVisible();
    await f.getByRole("button", { name: text.submitLabel }).click();
    for (const message of [messages.nameRequired, messages.companyNameRequired, messages.invalidEmail, messages.phoneInvalid]) {
      await expect(f.getByText(message, { exact: true })).toBeVisible();
    }
    await f.getByLabel(text.emailLabel).fill("owner@gmail.com");
    await expect(f.getByText(messages.workEmail, { exact: true })).toBeVisible();
    await f.getByLabel(text.emailLabel).fill("owner@acme-plumbing.com");
    await expect(f.getByText(messages.workEmail, { exact: true })).toBeHidden();
    await f.getByLabel(text.nameLabel).fill("Jo");
    await expect(f.getByText(messages.nameRequired, { exact: true })).toBeHidden();
    await f.getByLabel(text.phoneLabel).fill("555-010-1234");
    await expect(f.getByText(messages.phoneInvalid, { exact: true })).toBeVisible();
  });

  test("schedules the call: busy button, success toast, form reset, lead stored and call placed", async ({ page }) => {
    const phone = freshPhone();
    const email = freshEmail("call");
    await gotoHydrated(page, "/");
    await fill(page, { name: "Jane van Doe", companyName: "Acme Plumbing", email, phone: phone.typed });
    await submitWhileBusy(page, form(page), text);

    await expectToast(page, text.successTitle, text.successText);
    await expect(form(page).getByLabel(text.nameLabel)).toHaveValue("");
    await expect(form(page).getByLabel(text.phoneLabel)).toHaveValue("");

    const lead = await leads.byEmail("demo-call", email);
    expect(lead).toMatchObject({
      name: "Jane van Doe",
      company_name: "Acme Plumbing",
      phone: phone.e164,
      assistant: "paris",
      status: "calling",
    });
    expect(retellCallFor(lead!.id)).toEqual({
      from_number: "+17135550100",
      to_number: phone.e164,
      override_agent_id: "agent_e2e",
      retell_llm_dynamic_variables: { name: "Jane van Doe", company: "Acme Plumbing", language: "en" },
      metadata: { demo_request_id: lead!.id },
    });
    expect(providerRequests().find((r) => r.provider === "resend" && (r.body as { email: string }).email === email)).toMatchObject({
      authorization: "Bearer re_e2e_resend",
      body: { email, first_name: "Jane", last_name: "van Doe", segments: [{ id: "segment_e2e" }] },
    });
  });

  test("a call that cannot start: error toast, inline block, lead kept as failed", async ({ page }) => {
    const email = freshEmail("failed-call");
    const phone = rejectedPhone();
    await gotoHydrated(page, "/");
    await fill(page, { name: "Jane Doe", companyName: "Acme Plumbing", email, phone: phone.typed });
    await form(page).getByRole("button", { name: text.submitLabel }).click();
    const message = messages.callFailed.replace("{reason}", "this number cannot be called right now");
    await expectToast(page, text.errorTitle, message);
    const inline = form(page).getByRole("alert");
    await expect(inline).toContainText(text.inlineErrorTitle);
    await expect(inline).toContainText(message);
    await expect(form(page).getByRole("button", { name: text.submitLabel })).toBeEnabled();
    expect(await leads.byEmail("demo-call", email)).toMatchObject({ phone: phone.e164, status: "failed" });
  });

  test("one number is called at most three times a day", async ({ page }) => {
    test.setTimeout(180_000);
    const phone = cappedPhone();
    await forgetDemoCalls(phone.e164);
    await gotoHydrated(page, "/");
    for (let attempt = 1; attempt <= 4; attempt++) {
      await fill(page, { name: "Jane Doe", companyName: "Acme Plumbing", email: freshEmail("limit"), phone: phone.typed });
      await form(page).getByRole("button", { name: text.submitLabel }).click();
      if (attempt < 4) {
        await expect(form(page).getByLabel(text.phoneLabel)).toHaveValue("");
      }
    }
    await expectToast(page, text.errorTitle, messages.rateLimited);
    await expect(form(page).getByRole("alert")).toContainText(messages.rateLimited);
  });

  test("works on trade pages and in the comparison dialog", async ({ page }) => {
    await gotoHydrated(page, "/trades/plumbing");
    const email = freshEmail("trade");
    await fill(page, { name: "Tom Trade", companyName: "Trade Co", email, phone: freshPhone().typed });
    await form(page).getByRole("button", { name: text.submitLabel }).click();
    await expectToast(page, text.successTitle, text.successText);
    expect(await leads.byEmail("demo-call", email)).toMatchObject({ status: "calling" });

    const comparison = seedDocument("comparison-telli");
    await gotoHydrated(page, `/compare/${comparison.slug.current}`);
    await page.getByRole("button", { name: comparison.banner.primaryCtaLabel }).first().click();
    const dialog = page.getByRole("dialog", { name: comparison.dialog.title });
    const dialogForm = dialog.getByTestId("demo-call-form");
    const dialogEmail = freshEmail("compare");
    await fill(page, { name: "Cara Compare", companyName: "Compare Co", email: dialogEmail, phone: freshPhone().typed }, dialogForm);
    await dialogForm.getByRole("button", { name: text.submitLabel }).click();
    await expectToast(page, text.successTitle, text.successText);
    expect(await leads.byEmail("demo-call", dialogEmail)).toMatchObject({ status: "calling" });
  });
});

test.describe("demo-call form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts, shows the server's field errors, then stores the lead", async ({ page }) => {
    await page.goto("/");
    await form(page).getByLabel(text.emailLabel).fill("owner@yahoo.com");
    await form(page).getByRole("button", { name: text.submitLabel }).click();
    for (const message of [messages.nameRequired, messages.companyNameRequired, messages.workEmail, messages.phoneInvalid]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    const email = freshEmail("nojs-call");
    await fill(page, { name: "Nora NoScript", companyName: "Plain Forms LLC", email, phone: freshPhone().typed }, form(page), {
      live: false,
    });
    await form(page).getByRole("button", { name: text.submitLabel }).click();
    await expect(form(page).getByRole("status")).toContainText(text.successText);
    expect(await leads.byEmail("demo-call", email)).toMatchObject({ name: "Nora NoScript", status: "calling" });
  });
});

test.describe("demo-call form when leads cannot be saved", () => {
  const server = storeDownServerForSuite();

  test("answers quickly with the create-failed message", async ({ page }) => {
    await gotoHydrated(page, `${server.url}/`);
    await fill(page, { name: "Jane Doe", companyName: "Acme Plumbing", email: freshEmail("down"), phone: freshPhone().typed });
    await form(page).getByRole("button", { name: text.submitLabel }).click();
    const message = messages.createFailed.replace("{reason}", messages.unavailable);
    await expectToast(page, text.errorTitle, message);
    await expect(form(page).getByRole("alert")).toContainText(message);
  });
});
