import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { CALCULATOR_LIMITS, type CalculatorField } from "~/utils/missed-call-revenue";
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

/**
 * One input of the revenue calculator, carried into /demo by its "Book a demo" link (hidden fields named as in
 * the calculator's query string, CALCULATOR_PARAMS). Optional and bounded; a value out of bounds or not a
 * number is dropped rather than failing the signup: the visitor cannot see or fix a hidden field.
 */
function calculatorInput(field: CalculatorField) {
  const { min, max } = CALCULATOR_LIMITS[field];
  return z.number().min(min).max(max).optional().catch(undefined);
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
    calls: calculatorInput("callsPerWeek"),
    missed: calculatorInput("missedShare"),
    competitor: calculatorInput("competitorShare"),
    job: calculatorInput("jobValue"),
    booking: calculatorInput("bookingRate"),
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
