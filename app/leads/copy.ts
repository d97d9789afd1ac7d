import { z } from "zod";
import type { SanityQueries } from "@sanity/client";
import type { DEMO_PAGE_QUERY, LEAD_FORMS_QUERY, REPORT_GATE_QUERY } from "~/sanity/queries";

/** The copy the lead forms need, typed from the Studio schema by TypeGen (the one contract). */
type Known<T> = Exclude<T, null | undefined>;
/** A query's result type, looked up by the query itself in TypeGen's map. */
type Result<Q extends keyof SanityQueries> = SanityQueries[Q];
type LeadForms = Known<Result<typeof LEAD_FORMS_QUERY>>;
export type LeadMessages = Known<LeadForms["messages"]>;
export type DemoCallCopy = Known<LeadForms["demoCall"]>;
/** What `<DemoCallForm copy=... />` takes: the `leadForms` document from LEAD_FORMS_QUERY. */
export interface LeadFormsCopy {
  demoCall: DemoCallCopy;
  messages: LeadMessages;
}
// TypeGen cannot tell from `*[_id == "demoPage"]` which document type answers: pick the form by its fields.
export type DemoSignupCopy = Extract<Known<Known<Result<typeof DEMO_PAGE_QUERY>["page"]>["form"]>, { industryOptions: unknown }>;
export type ReportFormCopy = Extract<Known<Known<Result<typeof REPORT_GATE_QUERY>["report"]>["form"]>, { zipCodeLabel: unknown }>;

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
