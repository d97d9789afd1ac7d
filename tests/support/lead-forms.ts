import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import type { DemoCallCopy, DemoSignupCopy, ReportFormCopy } from "../../app/leads/copy";
import { freshPhone, holdNextPost } from "../mocks/e2e-support";

/**
 * Filling the three lead forms the way a visitor does, by the labels of the copy the page shows (an English or
 * Spanish seed document), and the busy state of a submit. A field left out gets a valid value.
 */

// The machines running the specs are busy: as the form specs, give each check room.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Types each value into the field its label names, in this order. */
async function fillByLabel(scope: Page | Locator, fields: [label: string, value: string][]) {
  for (const [label, value] of fields) await scope.getByLabel(label).fill(value);
}

/** Fills the demo-call form `form` (home live demo, trade page, comparison dialog). */
export async function fillDemoCall(
  form: Locator,
  copy: DemoCallCopy,
  fields: Partial<Record<"name" | "companyName" | "phone", string>> & { email: string },
) {
  const { name = "Jane Doe", companyName = "Acme Plumbing", email, phone = freshPhone().typed } = fields;
  await fillByLabel(form, [
    [copy.nameLabel, name],
    [copy.companyNameLabel, companyName],
    [copy.emailLabel, email],
    [copy.phoneLabel, phone],
  ]);
}

/**
 * Fills all eight fields of the /demo signup form. `options` picks the industry, employee count and referral
 * source by their place in the copy's lists.
 */
export async function fillSignup(
  page: Page | Locator,
  copy: DemoSignupCopy,
  fields: Partial<Record<"firstName" | "lastName" | "company" | "phone", string>> & { email: string; options?: [number, number, number] },
) {
  const { firstName = "Jane", lastName = "Doe", email, company = "Acme Plumbing", phone = freshPhone().typed } = fields;
  const [industry, employeeCount, referralSource] = fields.options ?? [0, 0, 0];
  await fillByLabel(page, [
    [copy.firstNameLabel, firstName],
    [copy.lastNameLabel, lastName],
    [copy.emailLabel, email],
    [copy.companyLabel, company],
    [copy.phoneLabel, phone],
  ]);
  await page.getByLabel(copy.industryLabel).selectOption(copy.industryOptions[industry]);
  await page.getByLabel(copy.employeeCountLabel).selectOption(copy.employeeCountOptions[employeeCount]);
  await page.getByLabel(copy.referralSourceLabel).selectOption(copy.referralOptions[referralSource]);
}

/** Fills the report gate's form (`page`: the page, or the form where a page shows more than one). */
export async function fillReportGate(
  page: Page | Locator,
  copy: ReportFormCopy,
  fields: Partial<Record<"name" | "companyName" | "zipCode", string>> & { email: string },
) {
  const { name = "Jane Doe", companyName = "Acme Appliance", email, zipCode = "77002" } = fields;
  await fillByLabel(page, [
    [copy.nameLabel, name],
    [copy.companyNameLabel, companyName],
    [copy.emailLabel, email],
    [copy.zipCodeLabel, zipCode],
  ]);
}

/** Submits `form` with its post held, checks the button is disabled with the busy label, then lets the post go. */
export async function submitWhileBusy(page: Page, form: Page | Locator, copy: { submitLabel: string; busyLabel: string }) {
  const hold = await holdNextPost(page);
  await form.getByRole("button", { name: copy.submitLabel }).click();
  await hold.posted;
  await expect(form.getByRole("button", { name: copy.busyLabel })).toBeDisabled();
  await hold.release();
}
