import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import type { DemoCallCopy, DemoSignupCopy, ReportFormCopy } from "../../app/leads/copy";
import { freshPhone, holdNextPost } from "../mocks/e2e-support";

/**
 * Filling the three lead forms the way a visitor does, by the labels of the copy the page shows (an English or
 * Spanish seed document), and the busy state of a submit. A field left out gets a valid value.
 */

// The machines running the specs are busy: as the form specs, give each check room.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Fills the demo-call form `form` (home live demo, trade page, comparison dialog). */
export async function fillDemoCall(
  form: Locator,
  copy: DemoCallCopy,
  {
    name = "Jane Doe",
    companyName = "Acme Plumbing",
    email,
    phone = freshPhone().typed,
  }: Partial<Record<"name" | "companyName" | "phone", string>> & { email: string },
) {
  await form.getByLabel(copy.nameLabel).fill(name);
  await form.getByLabel(copy.companyNameLabel).fill(companyName);
  await form.getByLabel(copy.emailLabel).fill(email);
  await form.getByLabel(copy.phoneLabel).fill(phone);
}

/**
 * Fills all eight fields of the /demo signup form. `options` picks the industry, employee count and referral
 * source by their place in the copy's lists.
 */
export async function fillSignup(
  page: Page | Locator,
  copy: DemoSignupCopy,
  {
    firstName = "Jane",
    lastName = "Doe",
    email,
    company = "Acme Plumbing",
    phone = freshPhone().typed,
    options: [industry, employeeCount, referralSource] = [0, 0, 0],
  }: Partial<Record<"firstName" | "lastName" | "company" | "phone", string>> & { email: string; options?: [number, number, number] },
) {
  await page.getByLabel(copy.firstNameLabel).fill(firstName);
  await page.getByLabel(copy.lastNameLabel).fill(lastName);
  await page.getByLabel(copy.emailLabel).fill(email);
  await page.getByLabel(copy.companyLabel).fill(company);
  await page.getByLabel(copy.phoneLabel).fill(phone);
  await page.getByLabel(copy.industryLabel).selectOption(copy.industryOptions[industry]);
  await page.getByLabel(copy.employeeCountLabel).selectOption(copy.employeeCountOptions[employeeCount]);
  await page.getByLabel(copy.referralSourceLabel).selectOption(copy.referralOptions[referralSource]);
}

/** Fills the report gate's form (`page`: the page, or the form where a page shows more than one). */
export async function fillReportGate(
  page: Page | Locator,
  copy: ReportFormCopy,
  {
    name = "Jane Doe",
    companyName = "Acme Appliance",
    email,
    zipCode = "77002",
  }: Partial<Record<"name" | "companyName" | "zipCode", string>> & { email: string },
) {
  await page.getByLabel(copy.nameLabel).fill(name);
  await page.getByLabel(copy.companyNameLabel).fill(companyName);
  await page.getByLabel(copy.emailLabel).fill(email);
  await page.getByLabel(copy.zipCodeLabel).fill(zipCode);
}

/** Submits `form` with its post held, checks the button is disabled with the busy label, then lets the post go. */
export async function submitWhileBusy(page: Page, form: Page | Locator, copy: { submitLabel: string; busyLabel: string }) {
  const hold = await holdNextPost(page);
  await form.getByRole("button", { name: copy.submitLabel }).click();
  await hold.posted;
  await expect(form.getByRole("button", { name: copy.busyLabel })).toBeDisabled();
  await hold.release();
}
