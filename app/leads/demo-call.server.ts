import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { LEAD_FORMS_QUERY } from "~/sanity/queries";
import { loadQuery } from "~/sanity/client.server";
import { getMailing, splitName, type Mailing } from "~/services/mailing.server";
import { CALL_FAILURE_REASONS, getTelephony, TelephonyError, type Telephony } from "~/services/telephony.server";
import { leadFormsCopySchema, type LeadFormsCopy } from "./copy";
import { honeypotFilled, PRIVATE_HEADERS, PHONE_CALL_LIMIT, readForm, withinFormLimit } from "./guard.server";
import { getLeadStore } from "./lead-store.server";
import { replyWithoutValidation, withReason } from "./reply.server";
import { demoCallSchema } from "./schemas";
import { StoreUnavailableError, type LeadStore } from "./store.server";

export interface DemoCallActionData {
  form: "demo-call";
  outcome: "success" | "invalid" | "error";
  result: SubmissionResult<string[]>;
}

export interface DemoCallDeps {
  store: LeadStore;
  telephony: Telephony;
  mailing: Mailing;
  loadCopy(request: Request): Promise<LeadFormsCopy>;
}

export async function loadLeadFormsCopy(request: Request): Promise<LeadFormsCopy> {
  return leadFormsCopySchema.parse(await loadQuery(request, LEAD_FORMS_QUERY));
}

const defaultDeps = (): DemoCallDeps => ({
  store: getLeadStore(),
  telephony: getTelephony(),
  mailing: getMailing(),
  loadCopy: loadLeadFormsCopy,
});

/**
 * The demo-call flow: honeypot, rate limit, validation, store the lead, then start the call and add the
 * mailing contact. The lead is stored before any provider is asked, and its status records the outcome.
 */
export function createDemoCallAction(deps: () => DemoCallDeps = defaultDeps) {
  return async function demoCallAction({ request, context }: ActionFunctionArgs) {
    const { store, telephony, mailing, loadCopy } = deps();
    const formData = await readForm(request);
    const { messages } = await loadCopy(request);
    const answer = (outcome: DemoCallActionData["outcome"], result: SubmissionResult<string[]>, status = 200) =>
      data<DemoCallActionData>({ form: "demo-call", outcome, result }, { status, headers: PRIVATE_HEADERS });
    const failed = (formError: string, status: number) =>
      answer("error", replyWithoutValidation(formData, { formError }), status);
    const unavailable = () => failed(withReason(messages.createFailed, messages.unavailable), 503);

    // A bot gets what a person gets, and nothing is stored or called.
    if (honeypotFilled(formData)) return answer("success", replyWithoutValidation(formData, { resetForm: true }));

    try {
      if (!(await withinFormLimit(store, "demo-call", context))) return failed(messages.rateLimited, 429);
    } catch (error) {
      console.error("[demo-call] rate limit check failed:", error);
      return unavailable();
    }

    const submission = parseWithZod(formData, { schema: demoCallSchema(messages) });
    if (submission.status !== "success") return answer("invalid", submission.reply(), 400);
    const lead = submission.value;

    let record;
    try {
      const phoneLimit = await store.hit(`demo-call:phone:${lead.phone}`, PHONE_CALL_LIMIT.limit, PHONE_CALL_LIMIT.windowSeconds);
      if (!phoneLimit.allowed) return failed(messages.rateLimited, 429);
      record = await store.create("demo-call", {
        name: lead.name,
        company_name: lead.companyName,
        email: lead.email,
        phone: lead.phone,
      });
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      console.error("[demo-call] lead not stored:", error);
      return unavailable();
    }

    const [call] = await Promise.allSettled([
      telephony.startDemoCall({ demoRequestId: record.id, name: record.name, companyName: record.company_name, phone: record.phone }),
      mailing.addContact({ email: record.email, ...splitName(record.name) }),
    ]);

    const outcome =
      call.status === "fulfilled"
        ? ({ status: "calling", provider_call_id: call.value.callId } as const)
        : ({ status: "failed", failure_reason: call.reason instanceof Error ? call.reason.message : String(call.reason) } as const);
    try {
      await store.updateStatus(record.id, outcome);
    } catch (error) {
      console.error(`[demo-call] status of ${record.id} not saved (${outcome.status}):`, error);
    }

    if (call.status === "rejected") {
      console.error(`[demo-call] call for ${record.id} not started:`, call.reason);
      const reason = call.reason instanceof TelephonyError ? call.reason.safeReason : CALL_FAILURE_REASONS.unavailable;
      return failed(withReason(messages.callFailed, reason), 502);
    }
    return answer("success", submission.reply({ resetForm: true }));
  };
}

/** Routes that render `<DemoCallForm />` re-export this as their action. */
export const demoCallAction = createDemoCallAction();
