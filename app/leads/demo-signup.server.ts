import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { DEMO_PAGE_QUERY } from "~/sanity/queries";
import type { DemoSignupCopy, LeadMessages } from "./copy";
import { loadFormCopy } from "./copy.server";
import type { Language } from "~/utils/language";
import { createLeadAction, PRIVATE_HEADERS, type PipelineDeps } from "./pipeline.server";
import { formFields, LEAD_FORM_FIELDS } from "./records";
import { replyWithoutValidation } from "./reply.server";
import { demoSignupSchema, webCallLink, type DemoSignupInput } from "./schemas";
import { missedCallFigures, parsePricePerMinute, readInputs, type MissedCallFigures } from "~/utils/missed-call-revenue";

/** What the scheduling step is prefilled with. */
export interface BookingPrefill {
  name: string;
  email: string;
  notes: string;
}

export interface DemoSignupActionData {
  form: "demo-signup";
  outcome: "success" | "invalid" | "error";
  result: SubmissionResult<string[]>;
  booking?: BookingPrefill;
}

/** What the revenue calculator's figures are computed with: the average call length and the one per-minute price. */
export interface CalculatorRatesCopy {
  callMinutes: number;
  pricePerMinute: string | null;
}

export interface DemoSignupCopyBundle {
  form: DemoSignupCopy;
  messages: LeadMessages;
  calculatorRates: CalculatorRatesCopy | null;
}

export async function loadDemoSignupCopy(language: Language): Promise<DemoSignupCopyBundle> {
  const { page, messages, calculatorRates } = await loadFormCopy(DEMO_PAGE_QUERY, { language }, (copy) =>
    Boolean(copy.page?.form && copy.messages),
  );
  return { form: page!.form, messages: messages!, calculatorRates };
}

/**
 * The revenue calculator's figures for a signup that came from its "Book a demo" button (all five inputs in
 * hidden fields), computed again here with the formula the visitor saw; none when an input is missing.
 */
export function calculatorFigures(lead: DemoSignupInput, rates: CalculatorRatesCopy | null): MissedCallFigures | undefined {
  const pricePerMinute = parsePricePerMinute(rates?.pricePerMinute);
  if (!rates || pricePerMinute === null) return undefined;
  const { inputs } = readInputs({
    callsPerWeek: lead.calls,
    missedShare: lead.missed,
    competitorShare: lead.competitor,
    jobValue: lead.job,
    bookingRate: lead.booking,
  });
  return inputs ? missedCallFigures(inputs, { callMinutes: rates.callMinutes, pricePerMinute }) : undefined;
}

/** The notes handed to the calendar: the answers the booking itself has no field for, labelled as on the form. */
export function bookingPrefill(form: DemoSignupCopy, lead: DemoSignupInput): BookingPrefill {
  return {
    name: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    notes: [
      [form.companyLabel, lead.company],
      [form.phoneLabel, lead.phone],
      [form.industryLabel, lead.industry],
      [form.employeeCountLabel, lead.employeeCount],
      [form.referralSourceLabel, lead.referralSource],
    ]
      .map(([label, value]) => `${label}: ${value}`)
      .join("\n"),
  };
}

const answer = (payload: Omit<DemoSignupActionData, "form">, status = 200) =>
  data<DemoSignupActionData>({ form: "demo-signup", ...payload }, { status, headers: PRIVATE_HEADERS });

/** The /demo signup: the options come from the dataset; the mailing contact is a forward; the answer books. */
export function createDemoSignupAction(deps?: () => PipelineDeps) {
  return createLeadAction(
    {
      form: "demo-signup",
      kind: "demo-signup",
      forwards: ["mailing"],
      loadCopy: (_params, language) => loadDemoSignupCopy(language),
      schema: (copy) => demoSignupSchema(copy.messages, copy.form),
      toLead: (lead, copy) => ({
        ...formFields(LEAD_FORM_FIELDS["demo-signup"], lead),
        calculator: calculatorFigures(lead, copy.calculatorRates),
        ...webCallLink(lead),
      }),
      bot: (formData) =>
        answer({
          outcome: "success",
          result: replyWithoutValidation(formData, { resetForm: true }),
          booking: { name: "", email: "", notes: "" },
        }),
      failed: (formData, formError, status) =>
        answer({ outcome: "error", result: replyWithoutValidation(formData, { formError }) }, status),
      invalid: (result) => answer({ outcome: "invalid", result }, 400),
      unavailableMessage: (copy) => copy.form.errorText,
      accepted: ({ copy, input, submission }) =>
        answer({ outcome: "success", result: submission.reply({ resetForm: true }), booking: bookingPrefill(copy.form, input) }),
    },
    deps,
  );
}

export const demoSignupAction = createDemoSignupAction();
