import { beforeEach, describe, expect, it, vi } from "vitest";
import { RESEND_EMAILS_URL } from "../../tests/mocks/provider-handlers.js";
import { postForm } from "../../tests/support/post-form";
import { createDemoCallAction } from "~/leads/demo-call.server";
import { createDemoSignupAction } from "~/leads/demo-signup.server";
import { setUpLeadTests, signupBody } from "../../tests/support/lead-tests";
import { setClock } from "../../tests/support/clock";
import { testWebCall } from "../../tests/support/web-call-tests";
import { backgroundForwardsSettled } from "~/leads/pipeline.server";
import { createResendMailing } from "~/services/mailing.server";
import {
  CONVERSATION_DAYS,
  linkedWebCallIds,
  readConversation,
  recordWebCall,
  storeConversation,
  sweepConversations,
  updateWebCallProgress,
} from "./web-calls.server";

/** A visitor talks to the assistant in the page, then leaves their details: the lead names the call and sales reads it. */
const leads = setUpLeadTests("web-call-link");
const { requests } = leads;
beforeEach(() => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});

const deps = () => ({
  store: leads.store,
  providers: { telephony: leads.telephony, mailing: createResendMailing({ apiKey: "re_test", segmentId: "seg_sales" }) },
});
const callFields = { name: "Jane Doe", companyName: "Acme Plumbing", email: "jane@acmeplumbing.com", phone: "(212) 555-0123" };
const emailText = () => (requests.find((request) => request.url === RESEND_EMAILS_URL)?.body as { text: string }).text;

/** A call from the plumbing page, now (the test's clock), that went on for 93 s and left a transcript and summary. */
async function talked(callId: string) {
  const store = leads.store.keyValues;
  await recordWebCall(store, testWebCall(callId, { page: "/trades/plumbing", source: "trade:plumbing" }));
  await updateWebCallProgress(store, callId, { connected: true, duration_seconds: 93, ended_reason: "user_hangup" });
  await storeConversation(store, callId, {
    transcript: "Agent: Hi, this is Paris.\nUser: Do you answer at night?",
    summary: "Asked about night calls.",
  });
}

describe("a lead after a web call", () => {
  it("demo call: the lead names the call, and the sales email carries its summary and transcript", async () => {
    await talked("call_web_7");
    expect((await postForm(createDemoCallAction(deps), { ...callFields, webCallId: "call_web_7" })).status).toBe(200);
    await backgroundForwardsSettled();
    const [lead] = await leads.store.list("demo-call");
    expect(lead.web_call_id).toBe("call_web_7");
    expect(emailText()).toContain(
      "Web call with the assistant before this lead\n  Call: call_web_7\n  Page: /trades/plumbing (en), button trade:plumbing, started ",
    );
    expect(emailText()).toContain(
      "  Length: 1 min 33 s\n  Summary:\n    Asked about night calls.\n  Transcript:\n    Agent: Hi, this is Paris.\n    User: Do you answer at night?\n",
    );
  });

  it("demo signup: the same link; a malformed hidden id is dropped, never failing the form", async () => {
    await talked("call_web_8");
    expect((await postForm(createDemoSignupAction(deps), { ...signupBody, webCallId: "call_web_8" }, { path: "/demo" })).status).toBe(200);
    await postForm(createDemoSignupAction(deps), { ...signupBody, webCallId: "<script>" }, { path: "/demo", ip: "203.0.113.9" });
    await backgroundForwardsSettled();
    const signups = await leads.store.list("demo-signup");
    expect(signups.map((signup) => signup.web_call_id ?? null).sort()).toEqual(["call_web_8", null]);
    expect(signups).toHaveLength(2);
  });

  it("says so when the transcript has not arrived yet, and a lead without a call has no web-call section", async () => {
    await recordWebCall(leads.store.keyValues, testWebCall("call_web_9"));
    await postForm(createDemoCallAction(deps), { ...callFields, webCallId: "call_web_9" });
    await backgroundForwardsSettled();
    expect(emailText()).toContain("  Transcript: not received from Retell yet when this was sent");
    requests.length = 0;
    await postForm(createDemoCallAction(deps), { ...callFields, phone: "(212) 555-0124" });
    await backgroundForwardsSettled();
    expect(emailText()).not.toContain("Web call");
  });

  it(`removes what was said after ${CONVERSATION_DAYS} days unless a lead names the call`, async () => {
    const now = Date.now();
    setClock(now - (CONVERSATION_DAYS + 1) * 86_400_000);
    await talked("call_web_kept");
    await talked("call_web_gone");
    vi.setSystemTime(now);
    await talked("call_web_recent");
    await postForm(createDemoCallAction(deps), { ...callFields, webCallId: "call_web_kept" });
    const store = leads.store.keyValues;
    expect(await sweepConversations(store, await linkedWebCallIds(leads.store))).toBe(1);
    expect(await readConversation(store, "call_web_gone")).toBeNull();
    expect(await readConversation(store, "call_web_kept")).not.toBeNull();
    expect(await readConversation(store, "call_web_recent")).not.toBeNull();
    // What is not personal stays for the insights.
    expect(await store.keys("web-calls:records")).toHaveLength(3);
  });
});
