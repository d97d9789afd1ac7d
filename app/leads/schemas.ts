import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { CALCULATOR_LIMITS, type CalculatorField } from "~/utils/missed-call-revenue";
import type { LeadMessages } from "./copy";
import { isWorkEmail } from "./free-email-domains";
import { choice, visitorText } from "./input-hygiene";

/**
 * One zod schema per form, built from the dataset's messages and used by both the browser (conform) and the
 * server (the action), so the two can never disagree.
 */

/** Name of the hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = "website";

/**
 * The hidden field naming the form a post comes from ("demo-call", "demo-signup", "report-download"): a landing page
 * can show all three, and its action hands the post to the form's own flow.
 */
export const FORM_INTENT_FIELD = "intent";

/** The hidden field of a landing page's report form: the slug of the report it gives access to. */
export const REPORT_FIELD = "report";

/**
 * Longest value each field takes (UTF-16 units, as the inputs' maxlength counts): room for any real name or
 * company, far below the 16 KB body limit. An email address is at most 254 (RFC 5321's path limit); a phone
 * number as typed, with spaces and punctuation, fits in 40; a ZIP+4 is 10.
 */
export const FIELD_LIMITS = {
  name: 120,
  firstName: 80,
  lastName: 80,
  company: 160,
  email: 254,
  phone: 40,
  zipCode: 10,
} as const;

function workEmail(messages: LeadMessages) {
  return visitorText(messages, { required: messages.invalidEmail, max: FIELD_LIMITS.email }, (text) =>
    text.toLowerCase().email(messages.invalidEmail).refine(isWorkEmail, messages.workEmail),
  );
}

/** A real US number (the form shows a fixed +1), returned in E.164 for storage and the telephony provider. */
function usPhone(messages: LeadMessages) {
  return visitorText(messages, { required: messages.phoneInvalid, max: FIELD_LIMITS.phone }, (text) =>
    text.transform((value, ctx) => {
      const phone = parsePhoneNumberFromString(value, "US");
      if (!phone || phone.country !== "US" || !phone.isValid()) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.phoneInvalid });
        return z.NEVER;
      }
      return phone.number;
    }),
  );
}

/** The hidden field naming the web call the visitor had just before (the call panel fills it in: app/web-calls). */
const WEB_CALL_FIELD = "webCallId";

/**
 * The web call id a form carries (Retell's ids: letters, digits, `_` and `-`). Hidden, so a value that is not one is
 * dropped rather than failing the form.
 */
const webCallId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/)
  .optional()
  .catch(undefined);

/** The lead's link to the web call its form named, when there was one. */
export const webCallLink = (input: { webCallId?: string }) => (input.webCallId ? { web_call_id: input.webCallId } : {});

export function demoCallSchema(messages: LeadMessages) {
  return z.object({
    [WEB_CALL_FIELD]: webCallId,
    name: visitorText(messages, { required: messages.nameRequired, min: 2, max: FIELD_LIMITS.name }),
    companyName: visitorText(messages, { required: messages.companyNameRequired, min: 2, max: FIELD_LIMITS.company }),
    email: workEmail(messages),
    phone: usPhone(messages),
  });
}

export interface DemoSignupOptions {
  industryOptions: string[];
  employeeCountOptions: string[];
  referralOptions: string[];
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
  const required = (max: number) => visitorText(messages, { required: messages.required, max });
  return z.object({
    firstName: required(FIELD_LIMITS.firstName),
    lastName: required(FIELD_LIMITS.lastName),
    email: workEmail(messages),
    company: required(FIELD_LIMITS.company),
    phone: usPhone(messages),
    industry: choice(messages, options.industryOptions, messages.required),
    employeeCount: choice(messages, options.employeeCountOptions, messages.required),
    referralSource: choice(messages, options.referralOptions, messages.required),
    calls: calculatorInput("callsPerWeek"),
    missed: calculatorInput("missedShare"),
    competitor: calculatorInput("competitorShare"),
    job: calculatorInput("jobValue"),
    booking: calculatorInput("bookingRate"),
    [WEB_CALL_FIELD]: webCallId,
  });
}
export type DemoSignupInput = z.output<ReturnType<typeof demoSignupSchema>>;

export function reportDownloadSchema(messages: LeadMessages) {
  const required = (max: number) => visitorText(messages, { required: messages.required, max });
  return z.object({
    name: required(FIELD_LIMITS.name),
    companyName: required(FIELD_LIMITS.company),
    email: visitorText(messages, { required: messages.required, max: FIELD_LIMITS.email }, (text) =>
      text.toLowerCase().email(messages.invalidEmail),
    ),
    zipCode: visitorText(messages, { required: messages.required, max: FIELD_LIMITS.zipCode }, (text) =>
      text.regex(/^\d{5}(-\d{4})?$/, messages.zipInvalid),
    ),
  });
}
