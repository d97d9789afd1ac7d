import { z } from "zod";

/**
 * The copy the lead forms need, checked when it is loaded so a missing field in the dataset fails loudly
 * on the server instead of rendering an empty label.
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
  createFailed: text,
});
export type LeadMessages = z.infer<typeof leadMessagesSchema>;

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
/** What `<DemoCallForm copy=... />` takes: the `leadForms` document from LEAD_FORMS_QUERY. */
export type LeadFormsCopy = z.infer<typeof leadFormsCopySchema>;

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
export type DemoSignupCopy = z.infer<typeof demoSignupCopySchema>;

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
export type ReportFormCopy = z.infer<typeof reportFormCopySchema>;
