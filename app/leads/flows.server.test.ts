import { join } from "node:path";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { startHangingServer } from "../../tests/mocks/hanging-server";
import { RETELL_CREATE_CALL_URL, type ProviderRequest } from "../../tests/mocks/provider-handlers.js";
import { createResendMailing } from "~/services/mailing.server";
import { createRetellTelephony } from "~/services/telephony.server";
import { postForm } from "../../tests/support/post-form";
import { createDemoCallAction, type DemoCallActionData } from "./demo-call.server";
import { createDemoSignupAction, type DemoSignupActionData } from "./demo-signup.server";
import { openLeadStore } from "../../tests/support/lead-store";
import { setUpLeadTests, signupBody } from "../../tests/support/lead-tests";
import { createReportDownloadAction, requireReportAccess } from "./report-access.server";

const leads = setUpLeadTests("lead-flows");
const { server } = leads;
/** Retell and the contact; the sales notification each lead also sends is asserted in lead-context.server.test.ts. */
const requests = {
  map: <T>(fn: (request: ProviderRequest) => T) => leads.requests.filter((request) => !request.url.endsWith("/emails")).map(fn),
};

const mailing = () => createResendMailing({ apiKey: "re_test", segmentId: "seg_sales" });
/** The contact Resend is sent for Jane at Acme Plumbing, in the sales segment. */
const salesContact = (lastName: string) => ({
  email: "jane@acmeplumbing.com",
  first_name: "Jane",
  last_name: lastName,
  properties: { language: "en" },
  segments: [{ id: "seg_sales" }],
});
const deps = () => ({ store: leads.store, providers: { telephony: leads.telephony, mailing: mailing() } });
const demoCall = () => createDemoCallAction(deps);
const valid = { name: "Jane Doe", companyName: "Acme Plumbing", email: "Jane@AcmePlumbing.com", phone: "(212) 555-0123" };
const formError = (data: unknown) => (data as DemoCallActionData).result.error?.[""]?.[0];

describe("demo-call action", () => {
  it("stores the lead, starts the call in E.164 and adds the contact", async () => {
    const answer = await postForm(demoCall(), valid);
    expect(answer.status).toBe(200);
    expect((answer.data as DemoCallActionData).outcome).toBe("success");
    const [lead] = await leads.store.list("demo-call");
    expect(lead).toMatchObject({
      name: "Jane Doe",
      company_name: "Acme Plumbing",
      email: "jane@acmeplumbing.com",
      phone: "+12125550123",
      assistant: "paris",
      status: "calling",
      provider_call_id: `call_${lead.id}`,
    });
    // Both providers are asked at once: compare in a fixed order.
    const sent = requests.map((r) => [r.provider, r.body]).sort(([a], [b]) => String(b).localeCompare(String(a)));
    expect(sent).toEqual([
      [
        "retell",
        {
          from_number: "+14155550100",
          to_number: "+12125550123",
          override_agent_id: "agent_demo",
          retell_llm_dynamic_variables: { name: "Jane Doe", company: "Acme Plumbing", language: "en" },
          metadata: { demo_request_id: lead.id },
        },
      ],
      ["resend", salesContact("Doe")],
    ]);
  });

  it("answers 400 with every field's message and stores nothing", async () => {
    const answer = await postForm(demoCall(), { name: "J", companyName: "", email: "jane@gmail.com", phone: "555-010-1234" });
    expect(answer.status).toBe(400);
    expect((answer.data as DemoCallActionData).result.error).toEqual({
      name: ["Name is required"],
      companyName: ["Company name is required"],
      email: ["Please use your work email address (not Gmail, Yahoo, etc.)"],
      phone: ["Valid phone number required"],
    });
    expect(await leads.store.list("demo-call")).toEqual([]);
  });

  it("keeps the lead as failed and shows a safe reason when Retell answers 500", async () => {
    server.use(http.post(RETELL_CREATE_CALL_URL, () => HttpResponse.json({ error_message: "secret internals" }, { status: 500 })));
    const answer = await postForm(demoCall(), valid);
    expect(answer.status).toBe(502);
    expect(formError(answer.data)).toBe("Failed to initiate call: the calling service is temporarily unavailable");
    expect(JSON.stringify(answer.data)).not.toContain("secret internals");
    const [lead] = await leads.store.list("demo-call");
    expect(lead).toMatchObject({ status: "failed" });
    expect(lead.failure_reason).toContain("secret internals");
  });

  it("keeps the lead as failed when Retell does not answer in time", async () => {
    const hanging = await startHangingServer();
    server.close();
    try {
      const slow = createRetellTelephony({ apiKey: "k", fromNumber: "+14155550100", agentId: "a", timeoutMs: 200, baseURL: hanging.url });
      const quietMailing = { addContact: async () => ({ ok: true }) as const, sendEmail: async () => ({ ok: true }) as const };
      const action = createDemoCallAction(() => ({ store: leads.store, providers: { telephony: slow, mailing: quietMailing } }));
      const answer = await postForm(action, valid);
      expect(answer.status).toBe(502);
      expect(formError(answer.data)).toBe("Failed to initiate call: the calling service did not respond in time");
      expect((await leads.store.list("demo-call"))[0]).toMatchObject({ status: "failed" });
    } finally {
      await hanging.close();
      server.listen({ onUnhandledRequest: "error" });
    }
  });

  it("still succeeds when the mailing provider fails", async () => {
    server.use(http.post("https://api.resend.com/contacts", () => HttpResponse.json({ message: "down" }, { status: 500 })));
    const answer = await postForm(demoCall(), valid);
    expect(answer.status).toBe(200);
    const [lead] = await leads.store.list("demo-call");
    expect(lead).toMatchObject({ status: "calling" });
    expect(lead.forwards.mailing).toMatchObject({ status: "failed", reason: "down" });
  });

  it("pretends success to a bot that fills the honeypot, storing and calling nothing", async () => {
    const answer = await postForm(demoCall(), { ...valid, website: "http://spam.example" });
    expect((answer.data as DemoCallActionData).outcome).toBe("success");
    expect(await leads.store.list("demo-call")).toEqual([]);
    expect(leads.requests).toEqual([]);
  });

  it("answers 429 with the form's message when the server counted the visitor past the limit, storing nothing", async () => {
    const limited = await postForm(demoCall(), valid, { context: { formRateLimited: true } });
    expect(limited.status).toBe(429);
    expect(formError(limited.data)).toBe("Too many requests. Please wait a few minutes and try again.");
    expect(await leads.store.list("demo-call")).toEqual([]);
  });

  it("answers 403 with the form's failure message to a cross-site post, storing nothing", async () => {
    const refused = await postForm(demoCall(), valid, { context: { crossSiteRequest: true } });
    expect(refused.status).toBe(403);
    expect(formError(refused.data)).toBe(
      "Failed to create demo request: We could not save your request right now. Please try again in a moment.",
    );
    expect(await leads.store.list("demo-call")).toEqual([]);
  });

  it("calls one phone number at most 3 times a day", async () => {
    const action = demoCall();
    for (let i = 0; i < 3; i++) expect((await postForm(action, valid, { ip: `198.51.100.${10 + i}` })).status).toBe(200);
    expect((await postForm(action, valid, { ip: "198.51.100.20" })).status).toBe(429);
    expect(await leads.store.list("demo-call")).toHaveLength(3);
  });

  it("answers 503 with the spec's message when the store is down", async () => {
    const down = openLeadStore({ driver: "redis", url: "redis://127.0.0.1:1", prefix: "down" });
    const action = createDemoCallAction(() => ({ store: down, providers: { telephony: leads.telephony, mailing: mailing() } }));
    const answer = await postForm(action, valid);
    expect(answer.status).toBe(503);
    expect(formError(answer.data)).toBe(
      "Failed to create demo request: We could not save your request right now. Please try again in a moment.",
    );
    await down.dispose();
  });
});

describe("demo-signup action", () => {
  const signup = () => createDemoSignupAction(deps);

  it("stores the signup, adds the contact with its own first and last name, and prefills the booking", async () => {
    const answer = await postForm(signup(), signupBody, { path: "/demo" });
    expect(answer.status).toBe(200);
    const data = answer.data as DemoSignupActionData;
    expect(data.booking).toEqual({
      name: "Jane van Doe",
      email: "jane@acmeplumbing.com",
      notes:
        "Company: Acme Plumbing\nPhone: +12125550123\nIndustry: HVAC-R\nNumber of employees: 6-10\nHow did you hear about us?: Industry Event",
    });
    expect(await leads.store.list("demo-signup")).toEqual([
      expect.objectContaining({
        first_name: "Jane",
        last_name: "van Doe",
        email: "jane@acmeplumbing.com",
        company: "Acme Plumbing",
        phone: "+12125550123",
        industry: "HVAC-R",
        employee_count: "6-10",
        referral_source: "Industry Event",
      }),
    ]);
    expect(requests.map((r) => r.body)).toEqual([salesContact("van Doe")]);
  });

  it("rejects options that are not in the dataset", async () => {
    const answer = await postForm(signup(), { ...signupBody, industry: "Rocketry", employeeCount: "1000" }, { path: "/demo" });
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.data as DemoSignupActionData).result.error ?? {}).sort()).toEqual(["employeeCount", "industry"]);
  });
});

describe("report download and access", () => {
  const download = () => createReportDownloadAction(deps);
  const fields = { name: "Jane Doe", companyName: "Acme", email: "jane@acme.test", zipCode: "12345" };
  const params = { slug: "appliance-repair-ai" };
  const cookiesOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  const contentRequest = (cookie?: string) =>
    new Request("http://localhost/reports/appliance-repair-ai/content", { headers: cookie ? { Cookie: cookie } : {} });

  it("stores the download, opens access and sends the visitor to the report", async () => {
    const answer = await postForm(download(), fields, { params });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/reports/appliance-repair-ai/content");
    const [{ forwards, ...record }] = await leads.store.list("report-download");
    // No forward of its own; the sales notification every lead sends.
    expect(Object.keys(forwards)).toEqual(["notify"]);
    expect(record).toMatchObject({
      email: "jane@acme.test",
      name: "Jane Doe",
      company_name: "Acme",
      zip_code: "12345",
      report_name: "2025-appliance-repair-ai",
    });
    await expect(requireReportAccess(contentRequest(cookiesOf(answer.headers)), "appliance-repair-ai", leads.store)).resolves.toEqual(
      record,
    );
  });

  it("denies a missing or tampered cookie, or a record that is gone, with the toast and a cleared cookie", async () => {
    const answer = await postForm(download(), fields, { params });
    const cookie = cookiesOf(answer.headers);
    const tampered = cookie.replace(/tv_report=([^;]+)/, (_, value: string) => `tv_report=${value.slice(0, -3)}abc`);
    const otherStore = openLeadStore({ driver: "fs", dir: join(leads.dir, "empty") });
    for (const [request, usedStore] of [
      [contentRequest(), leads.store],
      [contentRequest(tampered), leads.store],
      [contentRequest(cookie), otherStore],
    ] as const) {
      const denied = await requireReportAccess(request, "appliance-repair-ai", usedStore).catch((e: unknown) => e);
      expect(denied).toBeInstanceOf(Response);
      const response = denied as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/reports/appliance-repair-ai");
      const setCookies = response.headers.getSetCookie().join("\n");
      expect(setCookies).toMatch(/tv_report=;.*Max-Age=0|tv_report=;.*Expires=Thu, 01 Jan 1970/);
      expect(setCookies).toContain("tv_toast=");
    }
  });
});
