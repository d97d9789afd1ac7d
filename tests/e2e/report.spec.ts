import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { gotoHydrated, holdRequests, isFormPost, recordRequests } from "../support/page";
import { seedDocument } from "../support/seed";
import { e2eLeadsForFile, expectToast, recordToasts, freshEmail, storeDownServerForSuite } from "../mocks/e2e-support";
import { fillReportGate, submitWhileBusy } from "../support/lead-forms";

// The machines running these are busy: give multi-step flows and each check room.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const report = seedDocument("report-appliance-repair-ai");
const { form: text } = report;
const { messages } = seedDocument("leadForms");
const GATE = `/reports/${report.slug.current}`;
const CONTENT = `${GATE}/content`;
/** A sentence only the gated body contains. */
const SECRET = "Shops that answered every call in under three rings booked 35% more jobs.";
const leads = e2eLeadsForFile();
test.beforeEach(({ page }) => recordToasts(page));

/** Sends the gate's form for `email` and expects the report to open: the content page, its body, the stored lead. */
async function expectFormOpensReport(page: Page, email: string) {
  await fillReportGate(page, text, { email });
  await page.getByRole("button", { name: text.submitLabel }).click();
  await expect(page).toHaveURL(CONTENT);
  await expect(page.getByText(SECRET)).toBeVisible();
  expect(await leads.byEmail("report-download", email)).toMatchObject({ name: "Jane Doe" });
}

test.describe("report gate", () => {
  test("the gate shows the form with the dataset's placeholders and never the body", async ({ page }) => {
    const response = await gotoHydrated(page, GATE);
    expect(await response!.text()).not.toContain(SECRET);
    await expect(page.getByRole("heading", { level: 1, name: report.gate.heading })).toBeVisible();
    await expect(page.getByLabel(text.nameLabel)).toHaveAttribute("placeholder", text.namePlaceholder);
    await expect(page.getByLabel(text.companyNameLabel)).toHaveAttribute("placeholder", "Your Company");
    await expect(page.getByLabel(text.emailLabel)).toHaveAttribute("placeholder", text.emailPlaceholder);
    await expect(page.getByLabel(text.emailLabel)).toHaveAttribute("type", "email");
    await expect(page.getByLabel(text.zipCodeLabel)).toHaveAttribute("placeholder", "12345");
    await expect(page.locator("body")).not.toContainText(SECRET);
  });

  test("the content without access redirects to the gate with the denial toast, body never sent", async ({ page, request }) => {
    for (const cookie of [undefined, "tv_report=eyJyZXBvcnRBY2Nlc3MiOiJ0cnVlIn0%3D.forged"]) {
      const response = await request.get(CONTENT, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(GATE);
      expect(await response.text()).not.toContain(SECRET);
      expect(response.headers()["set-cookie"]).toMatch(/tv_report=;/);
    }
    await gotoHydrated(page, CONTENT);
    await expect(page).toHaveURL(GATE);
    await expectToast(page, text.deniedTitle, text.deniedText);
    await expect(page.locator("body")).not.toContainText(SECRET);
  });

  test("submitting unlocks the report: busy button, success toast, content page, gate redirects there", async ({ page }) => {
    const email = freshEmail("report");
    await gotoHydrated(page, GATE);
    await fillReportGate(page, text, { email });
    await submitWhileBusy(page, page, text);

    await expect(page).toHaveURL(CONTENT);
    await expectToast(page, text.successTitle, text.successText);
    await expect(page.getByRole("heading", { level: 1, name: report.content.heading })).toBeVisible();
    await expect(page.getByText(SECRET)).toBeVisible();
    expect(await leads.byEmail("report-download", email)).toMatchObject({
      name: "Jane Doe",
      company_name: "Acme Appliance",
      zip_code: "77002",
      report_name: report.reportName,
    });

    const cookie = (await page.context().cookies()).find((c) => c.name === "tv_report");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    await page.goto(GATE);
    await expect(page).toHaveURL(CONTENT);
  });

  test("field errors come from the dataset", async ({ page }) => {
    await gotoHydrated(page, GATE);
    await page.getByLabel(text.emailLabel).fill("nope");
    await page.getByLabel(text.zipCodeLabel).fill("12");
    await page.getByRole("button", { name: text.submitLabel }).click();
    await expect(page.getByText(messages.required, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(messages.invalidEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.zipInvalid, { exact: true })).toBeVisible();
  });

  test("the body is in no file of the client build", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk(join(process.env.E2E_APP_DIR ?? ".", "build/client"));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => readFileSync(file, "utf8").includes(SECRET))).toEqual([]);
  });
});

test.describe("report form code loads on the first touch", () => {
  const CHUNK = /\/assets\/report-download-form-[^/]+\.js$/;

  test("not with the page: the first focus loads it and the form goes live", async ({ page }) => {
    const chunks = recordRequests(page, (request) => CHUNK.test(request.url()));
    await gotoHydrated(page, GATE);
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    await page.getByLabel(text.nameLabel).focus();
    await expect(page.getByTestId("report-form")).toHaveAttribute("data-live", "true");
    expect(chunks).toHaveLength(1);
    await expect(page.getByLabel(text.nameLabel)).toBeFocused();
  });

  test("a submit before the code arrives waits for it and goes through the live form", async ({ page }) => {
    const chunk = await holdRequests(page, CHUNK);
    const posts = recordRequests(page, isFormPost);
    await gotoHydrated(page, GATE);
    const email = freshEmail("early-report");
    await fillReportGate(page, text, { email });
    await page.getByRole("button", { name: text.submitLabel }).click();
    await expect(page.getByTestId("report-form")).not.toHaveAttribute("data-live");
    expect(posts).toEqual([]);

    chunk.release();
    await expect(page).toHaveURL(CONTENT);
    await expectToast(page, text.successTitle, text.successText);
    // One post, and a Remix data request (the live form), not a document post of the server's HTML form.
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]).pathname).toBe(`${GATE}.data`);
    expect(await leads.byEmail("report-download", email)).toMatchObject({ name: "Jane Doe", zip_code: "77002" });
  });

  test("code that arrives during a press on the submit button waits for its release: the click still sends the form", async ({ page }) => {
    const chunk = await holdRequests(page, CHUNK);
    await gotoHydrated(page, GATE);
    await page.getByLabel(text.emailLabel).fill("nope");
    const button = page.getByRole("button", { name: text.submitLabel });
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    chunk.release();
    await page.waitForResponse(CHUNK);
    // The code has run (a task later): the form stays the server's while the button is held.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(page.getByTestId("report-form")).not.toHaveAttribute("data-live");
    await page.mouse.up();
    await expect(page.getByTestId("report-form")).toHaveAttribute("data-live", "true");
    await expect(page.getByText(messages.invalidEmail, { exact: true })).toBeVisible();
  });

  test("focus the visitor moved away before the code arrived is not taken back", async ({ page }) => {
    const chunk = await holdRequests(page, CHUNK);
    await gotoHydrated(page, GATE);
    await page.getByLabel(text.nameLabel).fill("Jane Doe");
    await page.getByLabel(text.nameLabel).blur();
    chunk.release();
    await expect(page.getByTestId("report-form")).toHaveAttribute("data-live", "true");
    await expect(page.getByLabel(text.nameLabel)).toHaveValue("Jane Doe");
    await expect(page.getByLabel(text.nameLabel)).not.toBeFocused();
  });

  test("when the code cannot load, the server's form posts natively and still opens the report", async ({ page }) => {
    await page.route(CHUNK, (route) => route.abort());
    await gotoHydrated(page, GATE);
    await expectFormOpensReport(page, freshEmail("chunkless-report"));
  });
});

test.describe("report gate without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts, shows the server's errors, then opens the report", async ({ page }) => {
    await page.goto(GATE);
    await page.getByLabel(text.emailLabel).fill("jane@");
    await page.getByRole("button", { name: text.submitLabel }).click();
    await expect(page.getByText(messages.invalidEmail, { exact: true })).toBeVisible();
    await expectFormOpensReport(page, freshEmail("nojs-report"));
  });
});

test.describe("report gate when leads cannot be saved", () => {
  const server = storeDownServerForSuite();

  test("shows the failure toast and the button is ready again", async ({ page }) => {
    await gotoHydrated(page, `${server.url}${GATE}`);
    await fillReportGate(page, text, { email: freshEmail("down") });
    await page.getByRole("button", { name: text.submitLabel }).click();
    await expectToast(page, text.errorTitle, text.errorText);
    await expect(page.getByRole("button", { name: text.submitLabel })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe(GATE);
  });
});
