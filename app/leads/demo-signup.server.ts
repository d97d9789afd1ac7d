import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { z } from "zod";
import { loadQuery } from "~/sanity/client.server";
import { DEMO_PAGE_QUERY } from "~/sanity/queries";
import { getMailing, type Mailing } from "~/services/mailing.server";
import { demoSignupCopySchema, leadMessagesSchema, type DemoSignupCopy, type LeadMessages } from "./copy";
import { honeypotFilled, PRIVATE_HEADERS, readForm, withinFormLimit } from "./guard.server";
import { getLeadStore } from "./lead-store.server";
import { replyWithoutValidation } from "./reply.server";
import { demoSignupSchema, type DemoSignupInput } from "./schemas";
import { StoreUnavailableError, type LeadStore } from "./store.server";

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

export interface DemoSignupCopyBundle {
  form: DemoSignupCopy;
  messages: LeadMessages;
}

export interface DemoSignupDeps {
  store: LeadStore;
  mailing: Mailing;
  loadCopy(request: Request): Promise<DemoSignupCopyBundle>;
}

const copyBundleSchema = z.object({ page: z.object({ form: demoSignupCopySchema }), messages: leadMessagesSchema });

export async function loadDemoSignupCopy(request: Request): Promise<DemoSignupCopyBundle> {
  const { page, messages } = copyBundleSchema.parse(await loadQuery(request, DEMO_PAGE_QUERY));
  return { form: page.form, messages };
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

const defaultDeps = (): DemoSignupDeps => ({ store: getLeadStore(), mailing: getMailing(), loadCopy: loadDemoSignupCopy });

/** The /demo signup: honeypot, rate limit, validation (options from the dataset), store, mailing contact. */
export function createDemoSignupAction(deps: () => DemoSignupDeps = defaultDeps) {
  return async function demoSignupAction({ request, context }: ActionFunctionArgs) {
    const { store, mailing, loadCopy } = deps();
    const formData = await readForm(request);
    const { form, messages } = await loadCopy(request);
    const answer = (payload: Omit<DemoSignupActionData, "form">, status = 200) =>
      data<DemoSignupActionData>({ form: "demo-signup", ...payload }, { status, headers: PRIVATE_HEADERS });
    const failed = (formError: string, status: number) =>
      answer({ outcome: "error", result: replyWithoutValidation(formData, { formError }) }, status);

    if (honeypotFilled(formData)) {
      const booking = { name: "", email: "", notes: "" };
      return answer({ outcome: "success", result: replyWithoutValidation(formData, { resetForm: true }), booking });
    }
    try {
      if (!(await withinFormLimit(store, "demo-signup", context))) return failed(messages.rateLimited, 429);
    } catch (error) {
      console.error("[demo-signup] rate limit check failed:", error);
      return failed(form.errorText, 503);
    }
    const submission = parseWithZod(formData, { schema: demoSignupSchema(messages, form) });
    if (submission.status !== "success") return answer({ outcome: "invalid", result: submission.reply() }, 400);
    const lead = submission.value;

    try {
      await store.create("demo-signup", {
        first_name: lead.firstName,
        last_name: lead.lastName,
        email: lead.email,
        company: lead.company,
        phone: lead.phone,
        industry: lead.industry,
        employee_count: lead.employeeCount,
        referral_source: lead.referralSource,
      });
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      console.error("[demo-signup] lead not stored:", error);
      return failed(form.errorText, 503);
    }

    await mailing.addContact({ email: lead.email, firstName: lead.firstName, lastName: lead.lastName });
    return answer({ outcome: "success", result: submission.reply({ resetForm: true }), booking: bookingPrefill(form, lead) });
  };
}

export const demoSignupAction = createDemoSignupAction();
