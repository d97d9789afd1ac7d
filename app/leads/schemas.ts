import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import type { LeadMessages } from "./copy";
import { isWorkEmail } from "./free-email-domains";

/**
 * One zod schema per form, built from the dataset's messages and used by both the browser (conform) and the
 * server (the action), so the two can never disagree.
 */

/** Name of the hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = "website";

const trimmed = z.string({ required_error: "" }).trim();

function workEmail(messages: LeadMessages) {
  return z
    .string({ required_error: messages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, messages.invalidEmail)
    .email(messages.invalidEmail)
    .refine(isWorkEmail, messages.workEmail);
}

/** A real US number (the form shows a fixed +1), returned in E.164 for storage and the telephony provider. */
function usPhone(messages: LeadMessages) {
  return z
    .string({ required_error: messages.phoneInvalid })
    .trim()
    .max(40, messages.phoneInvalid)
    .transform((value, ctx) => {
      const phone = parsePhoneNumberFromString(value, "US");
      if (!phone || phone.country !== "US" || !phone.isValid()) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.phoneInvalid });
        return z.NEVER;
      }
      return phone.number;
    });
}

export function demoCallSchema(messages: LeadMessages) {
  return z.object({
    name: z.string({ required_error: messages.nameRequired }).trim().min(2, messages.nameRequired).max(120),
    companyName: z
      .string({ required_error: messages.companyNameRequired })
      .trim()
      .min(2, messages.companyNameRequired)
      .max(160),
    email: workEmail(messages),
    phone: usPhone(messages),
  });
}
export type DemoCallInput = z.output<ReturnType<typeof demoCallSchema>>;

export interface DemoSignupOptions {
  industryOptions: string[];
  employeeCountOptions: string[];
  referralOptions: string[];
}

function oneOf(options: string[], message: string) {
  return z
    .string({ required_error: message })
    .refine((value) => options.includes(value), message);
}

export function demoSignupSchema(messages: LeadMessages, options: DemoSignupOptions) {
  const required = (max: number) =>
    z.string({ required_error: messages.required }).trim().min(1, messages.required).max(max);
  return z.object({
    firstName: required(80),
    lastName: required(80),
    email: workEmail(messages),
    company: required(160),
    phone: usPhone(messages),
    industry: oneOf(options.industryOptions, messages.required),
    employeeCount: oneOf(options.employeeCountOptions, messages.required),
    referralSource: oneOf(options.referralOptions, messages.required),
  });
}
export type DemoSignupInput = z.output<ReturnType<typeof demoSignupSchema>>;

export function reportDownloadSchema(messages: LeadMessages) {
  const required = (max: number) =>
    z.string({ required_error: messages.required }).trim().min(1, messages.required).max(max);
  return z.object({
    name: required(120),
    companyName: required(160),
    email: z
      .string({ required_error: messages.required })
      .trim()
      .toLowerCase()
      .max(254, messages.invalidEmail)
      .email(messages.invalidEmail),
    zipCode: trimmed.regex(/^\d{5}(-\d{4})?$/, messages.zipInvalid),
  });
}
export type ReportDownloadInput = z.output<ReturnType<typeof reportDownloadSchema>>;
