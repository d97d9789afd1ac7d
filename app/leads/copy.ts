import { z } from "zod";
import type { DEMO_PAGE_QUERYResult, LEAD_FORMS_QUERYResult, REPORT_GATE_QUERYResult } from "~/sanity/types";

/** The copy the lead forms need, typed from the Studio schema by TypeGen (the one contract). */
type Known<T> = Exclude<T, null | undefined>;
export type LeadMessages = Known<Known<LEAD_FORMS_QUERYResult>["messages"]>;
export type DemoCallCopy = Known<Known<LEAD_FORMS_QUERYResult>["demoCall"]>;
/** What `<DemoCallForm copy=... />` takes: the `leadForms` document from LEAD_FORMS_QUERY. */
export interface LeadFormsCopy {
  demoCall: DemoCallCopy;
  messages: LeadMessages;
}
// TypeGen cannot tell from `*[_id == "demoPage"]` which document type answers: pick the form by its fields.
export type DemoSignupCopy = Extract<Known<Known<DEMO_PAGE_QUERYResult["page"]>["form"]>, { industryOptions: unknown }>;
export type ReportFormCopy = Extract<Known<Known<REPORT_GATE_QUERYResult["report"]>["form"]>, { zipCodeLabel: unknown }>;

/*
 * Route loaders still check the copy they render with these schemas until they load typed queries (issue 10,
 * item 2); the lead actions use the types above.
 */
const text = z.string().min(1);

export const leadMessagesSchema = z.object({
  nameRequired: text,
  companyNameRequired: text,
  invalidEmail: text,
  workEmail: text,
  phoneInvalid: text,
  required: text,
  zipInvalid: text,
  rateLimited: text,
  unavailable: text,
  callFailed: text,
  callTimeout: text,
  callRejected: text,
  callUnavailable: text,
  createFailed: text,
});

export const demoCallCopySchema = z.object({
  nameLabel: text,
  companyNameLabel: text,
  emailLabel: text,
  phoneLabel: text,
  namePlaceholder: text,
  companyNamePlaceholder: text,
  emailPlaceholder: text,
  phonePlaceholder: text,
  phonePrefix: text,
  submitLabel: text,
  busyLabel: text,
  successTitle: text,
  successText: text,
  errorTitle: text,
  errorFallback: text,
  inlineErrorTitle: text,
  consent: text,
});

export const leadFormsCopySchema = z.object({
  demoCall: demoCallCopySchema,
  messages: leadMessagesSchema,
});

export const demoSignupCopySchema = z.object({
  firstNameLabel: text,
  lastNameLabel: text,
  emailLabel: text,
  companyLabel: text,
  phoneLabel: text,
  industryLabel: text,
  employeeCountLabel: text,
  referralSourceLabel: text,
  firstNamePlaceholder: text,
  lastNamePlaceholder: text,
  emailPlaceholder: text,
  companyPlaceholder: text,
  phonePlaceholder: text,
  selectPlaceholder: text,
  industryOptions: z.array(text).min(1),
  employeeCountOptions: z.array(text).min(1),
  referralOptions: z.array(text).min(1),
  submitLabel: text,
  busyLabel: text,
  workEmailTitle: text,
  successTitle: text,
  successText: text,
  errorTitle: text,
  errorText: text,
});

export const reportFormCopySchema = z.object({
  nameLabel: text,
  companyNameLabel: text,
  emailLabel: text,
  zipCodeLabel: text,
  namePlaceholder: text,
  companyNamePlaceholder: text,
  emailPlaceholder: text,
  zipCodePlaceholder: text,
  submitLabel: text,
  busyLabel: text,
  successTitle: text,
  successText: text,
  errorTitle: text,
  errorText: text,
  deniedTitle: text,
  deniedText: text,
});
