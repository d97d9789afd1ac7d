import { describe, expect, it } from "vitest";
import { postForm } from "../../tests/support/post-form";
import { seedDocument } from "../../tests/support/seed";
import { createResendMailing } from "~/services/mailing.server";
import { createDemoCallAction, type DemoCallActionData } from "./demo-call.server";
import { createDemoSignupAction, type DemoSignupActionData } from "./demo-signup.server";
import { setUpLeadTests } from "../../tests/support/lead-tests";
import { createReportDownloadAction } from "./report-access.server";

/** A CRLF in a name or company is refused before anything is stored or sent: no lead, no Retell call, no email. */
const CRLF = "Evil\r\nBcc: attacker@evil.example";

const leads = setUpLeadTests("lead-hygiene");
const { requests } = leads;

const providers = () => ({
  store: leads.store,
  providers: {
    telephony: leads.telephony,
    mailing: createResendMailing({ apiKey: "re_test", segmentId: "seg_sales" }),
  },
});
const en = seedDocument("leadForms").messages as Record<string, string>;
const es = seedDocument("leadForms-es").messages as Record<string, string>;
const demoCall = { name: "Jane Doe", companyName: "Acme Plumbing", email: "jane@acmeplumbing.com", phone: "(212) 555-0123" };

describe("hostile input through the lead actions", () => {
  it("demo call: a CRLF name is answered 400 with the content's message, and never stored or sent", async () => {
    const answer = await postForm(createDemoCallAction(providers), { ...demoCall, name: CRLF });
    expect(answer.status).toBe(400);
    expect((answer.data as DemoCallActionData).result.error).toEqual({ name: [en.invalidCharacters] });
    expect(await leads.store.list("demo-call")).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("demo call on /es: control characters, a right-to-left override and zero-width spaces get Spanish messages", async () => {
    const answer = await postForm(
      createDemoCallAction(providers),
      { name: "\u200b\u200b\u200b", companyName: "Acme\u202e", email: "jane@acme\u0000plumbing.com", phone: "(212) 555-0123\u001b[2J" },
      { path: "/es" },
    );
    expect(answer.status).toBe(400);
    expect((answer.data as DemoCallActionData).result.error).toEqual({
      name: [es.nameRequired],
      companyName: [es.invalidCharacters],
      email: [es.invalidCharacters],
      phone: [es.invalidCharacters],
    });
    expect(await leads.store.list("demo-call")).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("demo signup on /es: a CRLF company and a repeated first name get Spanish messages, nothing stored or sent", async () => {
    const form = seedDocument("demoPage-es").form as {
      industryOptions: string[];
      employeeCountOptions: string[];
      referralOptions: string[];
    };
    const body = new URLSearchParams({
      lastName: "Pérez",
      email: "juana@perezplomeria.com",
      company: CRLF,
      phone: "(212) 555-0123",
      industry: form.industryOptions[0],
      employeeCount: form.employeeCountOptions[0],
      referralSource: form.referralOptions[0],
    });
    body.append("firstName", "Juana");
    body.append("firstName", "Evil");
    const request = new Request("http://localhost/es/demo", { method: "POST", body });
    const result = (await createDemoSignupAction(providers)({ request, context: { clientIp: "203.0.113.9" }, params: {} })) as {
      data: DemoSignupActionData;
      init: ResponseInit | null;
    };
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error).toEqual({ firstName: [es.singleValue], company: [es.invalidCharacters] });
    expect(await leads.store.list("demo-signup")).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("report download: a too-long company is answered with the content's limit, nothing stored", async () => {
    const answer = await postForm(
      createReportDownloadAction(providers),
      { name: "Jane Doe", companyName: "x".repeat(161), email: "jane@acme.test", zipCode: "12345" },
      { path: "/es/reports/appliance-repair-ai", params: { slug: "appliance-repair-ai" } },
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain(es.tooLong.replace("{max}", "160"));
    expect(await leads.store.list("report-download")).toEqual([]);
  });
});
