import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { FIELD_LIMITS } from "../../app/leads/schemas";
import { e2eLeadsForFile, freshEmail, freshPhone, providerRequests } from "../mocks/e2e-support";
import { asHtml } from "../support/content-sites";
import { gotoHydrated } from "../support/page";
import { seedDocument } from "../support/seed";

/**
 * Hostile input in the forms: control characters, a right-to-left override, terminal escapes,
 * zero-width-only names, too-long values and repeated fields are refused with the content's messages in the
 * page's language, with JavaScript on (the browser's validation) and off (the server's answer), and nothing of
 * them is stored or sent to a provider.
 */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const LANGUAGES = {
  en: { home: "/", demo: "/demo", copy: seedDocument("leadForms"), demoPage: seedDocument("demoPage") },
  es: { home: "/es", demo: "/es/demo", copy: seedDocument("leadForms-es"), demoPage: seedDocument("demoPage-es") },
} as const;
const es = LANGUAGES.es.copy;

/** What a visitor could paste: a right-to-left override, a bell and a terminal escape, zero-width spaces, an isolate. */
const hostile = (phone: string) => ({
  name: "Ana\u202eanA",
  companyName: "Acme\u0007\u001b[2J",
  email: "\u200b\u200b\u200b",
  phone: `${phone}\u2066`,
});

const leads = e2eLeadsForFile();

const demoCallForm = (page: Page) => page.locator("#live-demo").getByTestId("demo-call-form");

async function fillDemoCall(f: Locator, values: ReturnType<typeof hostile>) {
  const { demoCall } = es;
  await f.getByLabel(demoCall.nameLabel).fill(values.name);
  await f.getByLabel(demoCall.companyNameLabel).fill(values.companyName);
  await f.getByLabel(demoCall.emailLabel).fill(values.email);
  await f.getByLabel(demoCall.phoneLabel).fill(values.phone);
}

/** Nothing with a control, bidi or zero-width character ever reached Retell or Resend. */
function expectCleanProviderRequests() {
  const sent = JSON.stringify(providerRequests());
  expect(sent).not.toMatch(/\\u0000|\\u0007|\\u001b|\\r\\n|\u202e|\u200b/);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`control characters on /es, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("each field gets its Spanish message and no lead is stored", async ({ page }) => {
      if (javaScriptEnabled) await gotoHydrated(page, "/es");
      else await page.goto("/es");
      const f = demoCallForm(page);
      await f.scrollIntoViewIfNeeded();
      if (javaScriptEnabled) await expect(f).toHaveAttribute("data-live", "true");
      const phone = freshPhone();
      await fillDemoCall(f, hostile(phone.typed));
      await f.getByRole("button", { name: es.demoCall.submitLabel }).click();
      // Name, company and phone refused for their characters, the invisible-only email as missing.
      await expect(f.getByText(es.messages.invalidCharacters, { exact: true })).toHaveCount(3);
      await expect(f.getByText(es.messages.invalidEmail, { exact: true })).toBeVisible();

      // The only bad field left is the name: the answer is still its Spanish message, and nothing is kept.
      const email = freshEmail(`es-hygiene-${javaScriptEnabled ? "js" : "nojs"}`);
      await fillDemoCall(f, { name: "Juana\u0000Pérez", companyName: "Pérez Plomería", email, phone: phone.typed });
      await f.getByRole("button", { name: es.demoCall.submitLabel }).click();
      await expect(f.getByText(es.messages.invalidCharacters, { exact: true })).toHaveCount(1);
      await expect(f.getByText(es.messages.invalidEmail, { exact: true })).toHaveCount(0);
      expect(await leads.byEmail("demo-call", email)).toBeNull();
      expectCleanProviderRequests();
    });
  });
}

/** A form post as a browser without JavaScript sends it, answered with the page and its field messages. */
async function post(page: Page, baseURL: string | undefined, path: string, body: URLSearchParams) {
  const response = await page.request.post(path, {
    data: body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(baseURL ?? "http://localhost").origin },
    maxRedirects: 0,
  });
  return { status: response.status(), html: await response.text() };
}

for (const [language, { home, demo, copy, demoPage }] of Object.entries(LANGUAGES)) {
  test.describe(`server answers in ${language}`, () => {
    test("a CRLF name, a too-long company and a repeated email get the content's messages; nothing is stored", async ({
      page,
      baseURL,
    }) => {
      const email = freshEmail(`${language}-crlf`);
      const body = new URLSearchParams({
        name: "Evil\r\nBcc: attacker@evil.example",
        companyName: "x".repeat(FIELD_LIMITS.company + 1),
        phone: freshPhone().typed,
      });
      body.append("email", email);
      body.append("email", "attacker@evil.example");
      const answer = await post(page, baseURL, `${home}?index`, body);
      expect(answer.status).toBe(400);
      for (const message of [
        copy.messages.invalidCharacters,
        copy.messages.tooLong.replace("{max}", String(FIELD_LIMITS.company)),
        copy.messages.singleValue,
      ]) {
        expect(answer.html).toContain(asHtml(message));
      }
      expect(answer.html).not.toMatch(/Expected string|String must contain/);
      expect(await leads.byEmail("demo-call", email)).toBeNull();
      expectCleanProviderRequests();
    });

    test("the signup answers repeated and too-long fields with the content's messages", async ({ page, baseURL }) => {
      const body = new URLSearchParams({
        lastName: "y".repeat(FIELD_LIMITS.lastName + 1),
        email: freshEmail(`${language}-signup-repeat`),
        company: "Acme",
        phone: freshPhone().typed,
        industry: demoPage.form.industryOptions[0],
        employeeCount: demoPage.form.employeeCountOptions[0],
        referralSource: demoPage.form.referralOptions[0],
      });
      body.append("firstName", "Jane");
      body.append("firstName", "Evil");
      body.append("industry", demoPage.form.industryOptions[1]);
      const answer = await post(page, baseURL, demo, body);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(asHtml(copy.messages.singleValue));
      expect(answer.html).toContain(asHtml(copy.messages.tooLong.replace("{max}", String(FIELD_LIMITS.lastName))));
      expect(answer.html).not.toMatch(/Expected string|String must contain/);
    });
  });
}
