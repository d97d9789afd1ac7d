import { expect as baseExpect, test } from "@playwright/test";
import type { LeadKind } from "../../app/leads/records";
import { e2eLeadsForFile, expectToast, freshEmail, providerRequests, recordToasts } from "../mocks/e2e-support";
import { fillDemoCall, fillReportGate, fillSignup } from "../support/lead-forms";
import { gotoHydrated } from "../support/page";
import { seedDocument } from "../support/seed";

/**
 * Lead attribution: a visitor arrives from a campaign link, comes back from another site, then sends each of
 * the three forms. Every stored lead carries both touches (from the tv_attribution cookie) and its language, and the
 * e2e Resend stand-in (tests/mocks/e2e-providers.js) received exactly one sales notification email per lead.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const { demoCall: callText } = seedDocument("leadForms");
const { form: signupText } = seedDocument("demoPage");
const report = seedDocument("report-appliance-repair-ai");
const { form: reportText } = report;
const settings = seedDocument("siteSettings");

const LANDING = "/trades/plumbing?utm_source=google&utm_medium=cpc&utm_campaign=spring-2026&utm_term=missed+calls&utm_content=hero";
const today = () => new Date().toISOString().slice(0, 10);

const leads = e2eLeadsForFile();

/** The one email the stand-in received for this lead, once its notification (sent after the answer) arrived. */
async function expectOneNotification(kind: LeadKind, id: string, subject: string) {
  const key = `lead-notification/${kind}/${id}`;
  await expect.poll(() => providerRequests().filter((request) => request.idempotencyKey === key).length).toBeGreaterThan(0);
  const emails = providerRequests().filter((request) => request.idempotencyKey === key);
  expect(emails).toEqual([
    {
      provider: "resend",
      url: "https://api.resend.com/emails",
      method: "POST",
      authorization: "Bearer re_e2e_resend",
      idempotencyKey: key,
      sent: true,
      body: {
        from: "TradeVoice website <onboarding@resend.dev>",
        to: [settings.salesEmail],
        subject,
        text: expect.stringContaining(`lead ${id}`),
      },
    },
  ]);
  const text = (emails[0].body as { text: string }).text;
  expect(text).toContain(
    "First touch: utm_source=google, utm_medium=cpc, utm_campaign=spring-2026, utm_term=missed calls, utm_content=hero, landing_path=/trades/plumbing",
  );
  expect(text).toContain(`Last touch: referrer_host=news.example.com, landing_path=/, date=${today()}`);
}

test("campaign visit, a visit from another site, then each form: every lead has both touches and one notification", async ({
  page,
  context,
}) => {
  await recordToasts(page);

  // 1. The campaign link: the cookie is set on that response only, which no CDN may keep.
  const landing = await page.goto(LANDING);
  expect(landing!.headers()["cache-control"]).toBe("private, no-store");
  // headers() leaves cookie headers out: headerValue() has them.
  expect(await landing!.headerValue("set-cookie")).toMatch(
    /^tv_attribution=[\w%-]+\.[\w%-]+; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  const [cookie] = (await context.cookies()).filter((candidate) => candidate.name === "tv_attribution");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  // 2. A second page inside the site changes nothing; a page reached from another site is the last touch.
  const inside = await gotoHydrated(page, "/demo");
  expect(await inside!.headerValue("set-cookie")).toBeNull();
  expect((await context.cookies()).find((candidate) => candidate.name === "tv_attribution")?.value).toBe(cookie.value);
  const fromNews = await page.goto("/", { referer: "https://news.example.com/story?id=7" });
  expect(await fromNews!.headerValue("set-cookie")).toMatch(/^tv_attribution=/);
  expect(fromNews!.headers()["cache-control"]).toBe("private, no-store");

  // With only this cookie the visitor still gets cached pages, and a cached page never sets a cookie.
  const other = "/use-cases/customer-support";
  // The first request renders and fills the cache once its brotli form is ready; a later one is answered from it.
  let cached = await page.request.get(other);
  await expect
    .poll(async () => {
      cached = await page.request.get(other);
      return cached.headers()["x-page-cache"];
    })
    .toBe("hit");
  expect(cached.headers()["set-cookie"]).toBeUndefined();
  expect(cached.headers()["cache-control"]).toMatch(/^public/);

  const touches = {
    first_touch: {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-2026",
      utm_term: "missed calls",
      utm_content: "hero",
      landing_path: "/trades/plumbing",
      date: today(),
    },
    last_touch: { referrer_host: "news.example.com", landing_path: "/", date: today() },
  };

  // 3a. The demo call on the home page.
  const callEmail = freshEmail("attribution-call");
  await gotoHydrated(page, "/");
  const callForm = page.locator("#live-demo").getByTestId("demo-call-form");
  await callForm.scrollIntoViewIfNeeded();
  await expect(callForm).toHaveAttribute("data-live", "true");
  await fillDemoCall(callForm, callText, { name: "Jane van Doe", email: callEmail });
  await callForm.getByRole("button", { name: callText.submitLabel }).click();
  await expectToast(page, callText.successTitle, callText.successText);
  const call = await leads.byEmail("demo-call", callEmail);
  expect(call).toMatchObject({ language: "en", attribution: touches });
  expect(
    providerRequests().find(
      (request) => (request.body as { metadata?: { demo_request_id?: string } } | null)?.metadata?.demo_request_id === call!.id,
    )?.body,
  ).toMatchObject({
    retell_llm_dynamic_variables: { name: "Jane van Doe", company: "Acme Plumbing", language: "en" },
  });
  await expectOneNotification("demo-call", call!.id, "New demo call lead: Jane van Doe (Acme Plumbing)");

  // 3b. The /demo signup.
  const signupEmail = freshEmail("attribution-signup");
  await gotoHydrated(page, "/demo");
  await fillSignup(page, signupText, { lastName: "van Doe", email: signupEmail });
  await page.getByRole("button", { name: signupText.submitLabel }).click();
  await expectToast(page, signupText.successTitle, signupText.successText);
  const signup = await leads.byEmail("demo-signup", signupEmail);
  expect(signup).toMatchObject({ language: "en", attribution: touches });
  // The contact is sent after the signup is stored and acknowledged: wait for it, as for the notification.
  const findContact = () =>
    providerRequests().find((request) => request.url.endsWith("/contacts") && (request.body as { email?: string }).email === signupEmail);
  await expect.poll(findContact, { message: "the signup's Resend contact" }).toBeTruthy();
  expect((findContact()?.body as { properties?: unknown }).properties).toEqual({
    language: "en",
    first_touch_utm_source: "google",
    first_touch_utm_medium: "cpc",
    first_touch_utm_campaign: "spring-2026",
    first_touch_utm_term: "missed calls",
    first_touch_utm_content: "hero",
    first_touch_landing_path: "/trades/plumbing",
    first_touch_date: today(),
    last_touch_referrer_host: "news.example.com",
    last_touch_landing_path: "/",
    last_touch_date: today(),
  });
  await expectOneNotification("demo-signup", signup!.id, "New demo signup lead: Jane van Doe (Acme Plumbing)");

  // 3c. The report download.
  const reportEmail = freshEmail("attribution-report");
  await gotoHydrated(page, `/reports/${report.slug.current}`);
  await fillReportGate(page, reportText, { email: reportEmail });
  await page.getByRole("button", { name: reportText.submitLabel }).click();
  await expect(page).toHaveURL(`/reports/${report.slug.current}/content`);
  const download = await leads.byEmail("report-download", reportEmail);
  expect(download).toMatchObject({ language: "en", attribution: touches });
  await expectOneNotification("report-download", download!.id, "New report download lead: Jane Doe (Acme Appliance)");
});

test("a visitor asking not to be tracked (Global Privacy Control) gets no attribution cookie", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  const page = await context.newPage();
  const landing = await page.goto(LANDING);
  expect(await landing!.headerValue("set-cookie")).toBeNull();
  expect((await context.cookies()).filter((cookie) => cookie.name === "tv_attribution")).toEqual([]);
  await context.close();
});
