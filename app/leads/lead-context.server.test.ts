import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { attributionSecrets, ATTRIBUTION_COOKIE, serializeAttribution } from "~/utils/attribution-cookie.server";
import { RESEND_EMAILS_URL } from "../../tests/mocks/provider-handlers.js";
import { postForm } from "../../tests/support/post-form";
import { createResendMailing } from "~/services/mailing.server";
import { env } from "~/utils/env.server";
import { createDemoCallAction } from "./demo-call.server";
import { createDemoSignupAction } from "./demo-signup.server";
import { NOTIFICATION_RETRY_WINDOW_MS, runForward, runPendingForwards } from "./outbox.server";
import { backgroundForwardsSettled } from "./pipeline.server";
import { setUpLeadTests, signupBody } from "../../tests/support/lead-tests";
import type { LeadAttribution } from "./records";
import { createReportDownloadAction } from "./report-access.server";

/**
 * What every lead carries whatever its form (language, attribution) and the sales notification every stored lead
 * sends, asserted on the exact requests Retell and Resend receive (msw).
 */
const leads = setUpLeadTests("lead-context");
const { server, requests } = leads;
// The lead log's JSON lines (pino writes to stdout directly).
beforeEach(() => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});

const mailing = () => createResendMailing({ apiKey: "re_test", segmentId: "seg_sales", from: "TradeVoice <leads@tradevoice.test>" });
const deps = () => ({ store: leads.store, providers: { telephony: leads.telephony, mailing: mailing() } });

// Touches are kept 90 days: dates relative to today.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const FIRST_DATE = daysAgo(20);
const LAST_DATE = daysAgo(2);
const ATTRIBUTION: LeadAttribution = {
  first_touch: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", landing_path: "/trades/plumbing", date: FIRST_DATE },
  last_touch: { referrer_host: "news.example.com", landing_path: "/es/demo", date: LAST_DATE },
};
const cookie = `theme=dark; ${(await serializeAttribution(ATTRIBUTION, attributionSecrets(env.SESSION_SECRET))).split(";")[0]}`;
const callLead = { name: "Jane Doe", company_name: "Acme Plumbing", email: "jane@acmeplumbing.com", phone: "+12125550123" };
const emails = () => requests.filter((request) => request.url === RESEND_EMAILS_URL);

const callFields = { name: "Jane Doe", companyName: "Acme Plumbing", email: "jane@acmeplumbing.com", phone: "(212) 555-0123" };

describe("every lead records its language and attribution", () => {
  it("demo call from a Spanish page: stored with both touches, Retell told the language, the contact carries them", async () => {
    const answer = await postForm(createDemoCallAction(deps), callFields, { cookie, path: "/es/trades/plumbing" });
    expect(answer.status).toBe(200);
    await backgroundForwardsSettled();
    const [lead] = await leads.store.list("demo-call");
    expect(lead).toMatchObject({ language: "es", page_path: "/es/trades/plumbing", attribution: ATTRIBUTION, status: "calling" });
    expect(requests.find((request) => request.url.endsWith("/create-phone-call"))?.body).toEqual({
      from_number: "+14155550100",
      to_number: "+12125550123",
      override_agent_id: "agent_demo",
      retell_llm_dynamic_variables: { name: "Jane Doe", company: "Acme Plumbing", language: "es" },
      metadata: { demo_request_id: lead.id },
    });
    expect(requests.find((request) => request.url.endsWith("/contacts"))?.body).toEqual({
      email: "jane@acmeplumbing.com",
      first_name: "Jane",
      last_name: "Doe",
      properties: {
        language: "es",
        first_touch_utm_source: "google",
        first_touch_utm_medium: "cpc",
        first_touch_utm_campaign: "spring",
        first_touch_landing_path: "/trades/plumbing",
        first_touch_date: FIRST_DATE,
        last_touch_referrer_host: "news.example.com",
        last_touch_landing_path: "/es/demo",
        last_touch_date: LAST_DATE,
      },
      segments: [{ id: "seg_sales" }],
    });
  });

  it("demo signup and report download, English pages, no cookie: language en, attribution null", async () => {
    await postForm(createDemoSignupAction(deps), signupBody, { path: "/demo" });
    const report = await postForm(
      createReportDownloadAction(deps),
      { email: "jane@acmeplumbing.com", name: "Jane Doe", companyName: "Acme Plumbing", zipCode: "77002" },
      { path: "/reports/appliance-repair-ai", params: { slug: "appliance-repair-ai" } },
    );
    expect(report.status).toBe(302);
    expect((await leads.store.list("demo-signup"))[0]).toMatchObject({ language: "en", page_path: "/demo", attribution: null });
    expect((await leads.store.list("report-download"))[0]).toMatchObject({
      language: "en",
      page_path: "/reports/appliance-repair-ai",
      attribution: null,
    });
  });

  it("a forged or oversize cookie is ignored, the lead is still stored", async () => {
    const forged = (await serializeAttribution(ATTRIBUTION, ["not-our-secret"])).split(";")[0];
    await postForm(createDemoSignupAction(deps), signupBody, { path: "/demo", cookie: forged });
    await postForm(
      createDemoSignupAction(deps),
      { ...signupBody, email: "joe@acmeplumbing.com" },
      { path: "/demo", cookie: `${ATTRIBUTION_COOKIE}=${"a".repeat(5000)}` },
    );
    expect((await leads.store.list("demo-signup")).map((lead) => lead.attribution)).toEqual([null, null]);
  });
});

describe("every lead records the experiment variant its page showed", () => {
  // The seed's running experiment on the home hero heading buckets these two ids apart (GrowthBook, 50/50).
  const CONTROL_VISITOR = "tv_exp=00000000-0000-4000-8000-000000000001";
  const VARIANT_VISITOR = "tv_exp=00000000-0000-4000-8000-000000000002";
  const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" };
  // A phone number gets a few demo calls a day: one number per post.
  let phone = 120;
  const post = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    postForm(
      createDemoCallAction(deps),
      { ...callFields, phone: `(212) 555-0${phone++}` },
      { path, cookie, headers: { ...browser, ...headers } },
    );

  it("home demo calls: each visitor's variant; none without the cookie, with GPC, or on a page without the experiment", async () => {
    await post("/", VARIANT_VISITOR);
    await post("/es", CONTROL_VISITOR);
    await post("/");
    await post("/", VARIANT_VISITOR, { "Sec-GPC": "1" });
    await post("/trades/plumbing", VARIANT_VISITOR);
    const variants = (await leads.store.list("demo-call")).map((lead) => [lead.page_path, lead.variant]);
    expect(variants.reverse()).toEqual([
      ["/", "home-hero-heading:missed-calls"],
      ["/es", "home-hero-heading:control"],
      ["/", ""],
      ["/", ""],
      ["/trades/plumbing", ""],
    ]);
  });
});

describe("the sales notification", () => {
  it("sends exactly this email to the sales inbox once per lead, for every form", async () => {
    await postForm(createDemoCallAction(deps), callFields, { cookie, path: "/es/trades/plumbing" });
    await backgroundForwardsSettled();
    const [lead] = await leads.store.list("demo-call");
    expect(emails()).toEqual([
      {
        provider: "resend",
        url: RESEND_EMAILS_URL,
        method: "POST",
        authorization: "Bearer re_test",
        idempotencyKey: `lead-notification/demo-call/${lead.id}`,
        sent: true,
        body: {
          from: "TradeVoice <leads@tradevoice.test>",
          to: ["sales@tradevoice.ai"],
          subject: "New demo call lead: Jane Doe (Acme Plumbing)",
          text: [
            `New demo call lead ${lead.id}, received ${lead.created_at}.`,
            "",
            "Lead",
            "  Name: Jane Doe",
            "  Company name: Acme Plumbing",
            "  Email: jane@acmeplumbing.com",
            "  Phone: +12125550123",
            "  Language: es",
            "  Page path: /es/trades/plumbing",
            "",
            "Attribution",
            `  First touch: utm_source=google, utm_medium=cpc, utm_campaign=spring, landing_path=/trades/plumbing, date=${FIRST_DATE}`,
            `  Last touch: referrer_host=news.example.com, landing_path=/es/demo, date=${LAST_DATE}`,
            "",
            "Full record: npm run leads:export -- --kind demo-call",
            "",
          ].join("\n"),
        },
      },
    ]);
    expect(lead.forwards.notify).toEqual({ status: "done", attempts: 1 });

    requests.length = 0;
    await postForm(createDemoSignupAction(deps), signupBody, { path: "/demo" });
    await postForm(
      createReportDownloadAction(deps),
      { email: "jane@acmeplumbing.com", name: "Jane Doe", companyName: "Acme Plumbing", zipCode: "77002" },
      { path: "/reports/appliance-repair-ai", params: { slug: "appliance-repair-ai" } },
    );
    await backgroundForwardsSettled();
    const [signup] = await leads.store.list("demo-signup");
    const [download] = await leads.store.list("report-download");
    expect(emails().map((email) => [email.idempotencyKey, (email.body as { subject: string }).subject])).toEqual([
      [`lead-notification/demo-signup/${signup.id}`, "New demo signup lead: Jane van Doe (Acme Plumbing)"],
      [`lead-notification/report-download/${download.id}`, "New report download lead: Jane Doe (Acme Plumbing)"],
    ]);
    expect((emails()[0].body as { text: string }).text).toContain(
      "Lead\n  First name: Jane\n  Last name: van Doe\n  Email: jane@acmeplumbing.com\n  Company: Acme Plumbing\n  Phone: +12125550123\n  Industry: HVAC-R\n  Employee count: 6-10\n  Referral source: Industry Event\n  Language: en\n  Page path: /demo\n\nAttribution\n  None (a direct visit, or the visitor's browser asked not to be tracked)\n",
    );
  });

  it("renders figures a form adds (the signup's calculator) in a section of their own", async () => {
    const { salesNotification } = await import("./notification.server");
    const record = {
      ...(
        await leads.store.accept(
          "demo-signup",
          {
            first_name: "Jane",
            last_name: "Doe",
            email: "j@a.test",
            company: "Acme",
            phone: "+12125550123",
            industry: "HVAC-R",
            employee_count: "6-10",
            referral_source: "Other",
          },
          [],
        )
      ).record,
      calculator: { callsPerWeek: 40, missedAfterHours: 0.3, monthlyLoss: 5200, trade: "plumbing" },
    };
    // Another form field object (DemoSignupRecord gains an optional `calculator`): rendered without knowing its shape.
    expect(salesNotification("demo-signup", record as typeof record & Record<string, unknown> as never).text).toContain(
      "Calculator\n  Calls per week: 40\n  Missed after hours: 0.3\n  Monthly loss: 5200\n  Trade: plumbing\n\nFull record",
    );
  });

  it("a mailing outage delays it, never loses or doubles it: kept with its reason, sent once by the retry", async () => {
    let down = true;
    server.use(
      http.post(RESEND_EMAILS_URL, async ({ request }) => {
        if (!down) return undefined; // falls through to the stand-in (providerHandlers)
        requests.push({
          provider: "resend",
          url: request.url,
          method: request.method,
          authorization: null,
          body: await request.json(),
          idempotencyKey: request.headers.get("idempotency-key"),
          sent: false,
        });
        return HttpResponse.json({ name: "internal_server_error", message: "Resend is down", statusCode: 500 }, { status: 500 });
      }),
    );
    const answer = await postForm(createDemoSignupAction(deps), signupBody, { path: "/demo", cookie });
    expect(answer.status).toBe(200);
    await backgroundForwardsSettled();
    const [lead] = await leads.store.list("demo-signup");
    expect(lead.forwards.notify).toMatchObject({ status: "failed", attempts: 1, reason: "internal_server_error: Resend is down" });

    down = false;
    const ref = { kind: "demo-signup", id: lead.id, target: "notify" } as const;
    expect(await runPendingForwards(leads.store, deps().providers)).toContainEqual({ ref, status: "done" });
    const sent = emails();
    expect(sent.map((email) => [email.idempotencyKey, email.sent])).toEqual([
      [`lead-notification/demo-signup/${lead.id}`, false],
      [`lead-notification/demo-signup/${lead.id}`, true],
    ]);
    expect(sent[0].body).toEqual(sent[1].body);
    // Done is done: nothing queued, a further run sends nothing.
    expect(await runPendingForwards(leads.store, deps().providers)).toEqual([]);
    expect(emails()).toHaveLength(2);
  });

  it("resends with the same key after a lost answer, so the provider sends one email", async () => {
    const { record } = await leads.store.accept("demo-call", { ...callLead, language: "en", attribution: null }, ["notify"]);
    const ref = { kind: "demo-call", id: record.id, target: "notify" } as const;
    // The first attempt reached Resend but its answer was lost: Resend has the email, the store says failed.
    const first = await mailing().sendEmail({
      to: "sales@tradevoice.ai",
      subject: "s",
      text: "t",
      idempotencyKey: `lead-notification/demo-call/${record.id}`,
    });
    expect(first).toEqual({ ok: true });
    expect(await leads.store.claimFirstAttempt(ref)).toMatchObject({ first: true });
    await leads.store.recordForward(ref, { status: "failed", attempts: 1, reason: "The operation was aborted due to timeout", next_at: 0 });

    expect(await runForward(leads.store, deps().providers, ref)).toEqual({ ref, status: "done" });
    expect(emails().map((email) => email.sent)).toEqual([true, false]);
  });

  it("stops automatic retries 23 h after the first attempt (Resend keeps keys 24 h); npm run leads:retry still sends", async () => {
    server.use(
      http.post(RESEND_EMAILS_URL, () =>
        HttpResponse.json({ name: "internal_server_error", message: "down", statusCode: 500 }, { status: 500 }),
      ),
    );
    const { record } = await leads.store.accept("demo-call", callLead, ["notify"]);
    const ref = { kind: "demo-call", id: record.id, target: "notify" } as const;
    await runForward(leads.store, deps().providers, ref);
    server.resetHandlers();

    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + NOTIFICATION_RETRY_WINDOW_MS + 1);
    expect(await runPendingForwards(leads.store, deps().providers, Date.now())).toMatchObject([{ ref, status: "failed" }]);
    expect(await leads.store.forwardState(ref)).toMatchObject({
      status: "failed",
      attempts: 2,
      reason: expect.stringContaining("idempotency window"),
    });
    expect(await leads.store.pendingForwards(Date.now() + 365 * 86_400_000)).toEqual([]);
    expect(emails()).toEqual([]);

    expect(await runPendingForwards(leads.store, deps().providers)).toEqual([{ ref, status: "done" }]);
    expect(emails().map((email) => email.sent)).toEqual([true]);
  });

  it("keeps the lead's notification waiting when the content has no sales inbox", async () => {
    const { record } = await leads.store.accept("demo-call", callLead, ["notify"]);
    const ref = { kind: "demo-call", id: record.id, target: "notify" } as const;
    const outcome = await runForward(leads.store, { ...deps().providers, salesInbox: async () => null }, ref);
    expect(outcome).toMatchObject({ status: "failed", reason: "no sales inbox: siteSettings.salesEmail is empty" });
    expect(emails()).toEqual([]);
  });
});
