import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { LEAD_FORMS_QUERY } from "~/sanity/queries";
import type { LeadFormsCopy } from "./copy";
import { loadFormCopy } from "./copy.server";
import { createLeadAction, PRIVATE_HEADERS, type PipelineDeps } from "./pipeline.server";
import { withinPhoneCallLimit } from "./phone-call-cap.server";
import { formFields, LEAD_FORM_FIELDS } from "./records";
import { replyWithoutValidation, withReason } from "./reply.server";
import { demoCallSchema, webCallLink } from "./schemas";
import type { Language } from "~/utils/language";

export interface DemoCallActionData {
  form: "demo-call";
  outcome: "success" | "invalid" | "error";
  result: SubmissionResult<string[]>;
}

export function loadLeadFormsCopy(language: Language): Promise<LeadFormsCopy> {
  // The check makes the generated type's nullable fields known: the copy is the form's.
  return loadFormCopy<typeof LEAD_FORMS_QUERY, LeadFormsCopy>(LEAD_FORMS_QUERY, { language }, (copy) =>
    Boolean(copy?.messages && copy.demoCall),
  );
}

const answer = (outcome: DemoCallActionData["outcome"], result: SubmissionResult<string[]>, status = 200) =>
  data<DemoCallActionData>({ form: "demo-call", outcome, result }, { status, headers: PRIVATE_HEADERS });
const failed = (formData: FormData, message: string, status: number) =>
  answer("error", replyWithoutValidation(formData, { formError: message }), status);

/**
 * The demo call: the lead is stored, then the call is started and the contact added while the visitor waits.
 * A call that could not be started shows the spec's message; the outbox keeps retrying it (once per lead).
 */
export function createDemoCallAction(deps?: () => PipelineDeps) {
  return createLeadAction(
    {
      form: "demo-call",
      kind: "demo-call",
      forwards: ["call", "mailing"],
      loadCopy: (_params, language) => loadLeadFormsCopy(language),
      schema: (copy) => demoCallSchema(copy.messages),
      inputLimit: (store, lead) => withinPhoneCallLimit(store.keyValues, lead.phone),
      toLead: (lead) => ({ ...formFields(LEAD_FORM_FIELDS["demo-call"], lead), ...webCallLink(lead) }),
      bot: (formData) => answer("success", replyWithoutValidation(formData, { resetForm: true })),
      failed,
      invalid: (result) => answer("invalid", result, 400),
      unavailableMessage: ({ messages }) => withReason(messages.createFailed, messages.unavailable),
      accepted({ formData, copy, submission, forwards }) {
        const call = forwards.find((forward) => forward.ref.target === "call");
        if (call?.status !== "failed") return answer("success", submission.reply({ resetForm: true }));
        const { callTimeout, callRejected, callUnavailable, callFailed } = copy.messages;
        const reason = { timeout: callTimeout, rejected: callRejected, unavailable: callUnavailable }[call.cause ?? "unavailable"];
        return failed(formData, withReason(callFailed, reason), 502);
      },
    },
    deps,
  );
}

/** Routes that render `<DemoCallForm />` re-export this as their action. */
export const demoCallAction = createDemoCallAction();
