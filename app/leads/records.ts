import { z } from "zod";
import { LANGUAGES } from "../utils/language";
import type { MissedCallFigures } from "../utils/missed-call-revenue";
import type { LeadAttribution } from "~/utils/attribution-cookie.server";

export { ATTRIBUTION_TOUCH_FIELDS as TOUCH_FIELDS } from "~/utils/attribution-cookie.server";
export type { AttributionTouch, LeadAttribution } from "~/utils/attribution-cookie.server";

/**
 * One zod schema per lead kind for the STORED record (field names follow the spec's tables, snake_case). The record
 * types, the export's columns and the form -> record mappings all come from these: a field added here is stored,
 * exported and (when the form has it) filled in with no other edit.
 */
const id = z.string();
const created_at = z.string();
/** What every lead records besides its form's fields; the pipeline adds it (app/leads/pipeline.server.ts). */
const leadContextSchema = z.object({
  /** The language of the page the form was sent from (`/es/...` is Spanish). */
  language: z.enum(LANGUAGES),
  /** The path of the page the form was sent from (`/es/emergency-plumbing-calls`); null for leads older than the field. */
  page_path: z.string().nullable(),
  /** Where the visitor came from, or null (no cookie: a direct visit, Do Not Track, or a cookie we could not verify). */
  attribution: z.custom<LeadAttribution>().nullable(),
  /**
   * The experiment variants the form's page showed the visitor (`home-hero-heading:b`, app/experiments); "" when none,
   * null for leads older than the field.
   */
  variant: z.string().nullable(),
});

/** The fields each form fills in, named as stored; the form's own field is the camelCase name (`company_name` <- `companyName`). */
export const LEAD_FORM_FIELDS = {
  "demo-call": z.object({ name: z.string(), company_name: z.string(), email: z.string(), phone: z.string() }),
  "demo-signup": z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    company: z.string(),
    phone: z.string(),
    industry: z.string(),
    employee_count: z.string(),
    referral_source: z.string(),
  }),
  "report-download": z.object({ email: z.string(), name: z.string(), company_name: z.string(), zip_code: z.string() }),
};

/** A stored lead: its id and date, its form's fields (`form`), the fields of its kind alone (`own`), then the visit's context. */
const leadSchema = <F extends z.ZodRawShape, S extends z.ZodRawShape>(form: z.ZodObject<F>, own: S) =>
  z.object({
    id,
    created_at,
    ...form.shape,
    ...own,
    ...leadContextSchema.shape,
  });

export const LEAD_SCHEMAS = {
  "demo-call": leadSchema(LEAD_FORM_FIELDS["demo-call"], {
    assistant: z.literal("paris"),
    /**
     * Read from the call forward: pending until the provider answers, then calling (accepted) or failed; unknown
     * when an attempt was cut off (a crash) before its outcome was recorded: the next retry asks the provider first.
     * Once the provider says where the call stands (app/leads/demo-call-status.server.ts), its status: ringing,
     * in-progress, then ended (someone talked), no-answer or failed (the call itself failed).
     */
    status: z.enum(["pending", "calling", "failed", "unknown", "ringing", "in-progress", "ended", "no-answer"]),
    /** Set once the telephony provider accepted the call. */
    provider_call_id: z.string().optional(),
    /** Set while the call could not be started: the full cause, for us (visitors see a safe message). */
    failure_reason: z.string().optional(),
    /** How long the call lasted (so far), in whole seconds, once the provider said. */
    call_duration_seconds: z.number().optional(),
    /** The provider's reason the call ended (Retell's `disconnection_reason`: `dial_no_answer`, `user_hangup`...). */
    call_ended_reason: z.string().optional(),
    /** The provider's summary of the conversation, once it analysed the call (its call webhook). */
    call_summary: z.string().optional(),
    /** The web call the visitor had with the assistant in the page before leaving their details (app/web-calls). */
    web_call_id: z.string().optional(),
  }),
  "demo-signup": leadSchema(LEAD_FORM_FIELDS["demo-signup"], {
    /** The revenue calculator's figures when the visitor came from its "Book a demo" button (app/utils/missed-call-revenue.ts). */
    calculator: z.custom<MissedCallFigures>().optional(),
    /** The web call the visitor had with the assistant in the page before signing up (app/web-calls). */
    web_call_id: z.string().optional(),
  }),
  "report-download": leadSchema(LEAD_FORM_FIELDS["report-download"], { report_name: z.string() }),
};

export type LeadContext = z.infer<typeof leadContextSchema>;
export type DemoCallRecord = z.infer<(typeof LEAD_SCHEMAS)["demo-call"]>;
export type DemoSignupRecord = z.infer<(typeof LEAD_SCHEMAS)["demo-signup"]>;
export type ReportDownloadRecord = z.infer<(typeof LEAD_SCHEMAS)["report-download"]>;

export interface LeadRecords {
  "demo-call": DemoCallRecord;
  "demo-signup": DemoSignupRecord;
  "report-download": ReportDownloadRecord;
}
export type LeadKind = keyof LeadRecords;
export const LEAD_KINDS = Object.keys(LEAD_SCHEMAS) as LeadKind[];

/** `company_name` -> `companyName`: the form field a stored field is filled from. */
const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The stored fields a form fills in, picked from its parsed input by name and checked against `fields`. */
export function formFields<S extends z.AnyZodObject>(fields: S, input: object): z.infer<S> {
  const values = input as Record<string, unknown>;
  return fields.parse(Object.fromEntries(Object.keys(fields.shape as z.ZodRawShape).map((name) => [name, values[camelCase(name)]])));
}

/** What a form's own fields make of a lead: the pipeline adds the context (language, page path, attribution, variant). */
export type LeadFields<K extends LeadKind> = K extends "demo-call"
  ? Omit<
      DemoCallRecord,
      | "id"
      | "created_at"
      | "assistant"
      | "status"
      | "provider_call_id"
      | "failure_reason"
      | "call_duration_seconds"
      | "call_ended_reason"
      | "call_summary"
      | keyof LeadContext
    >
  : Omit<LeadRecords[K], "id" | "created_at" | keyof LeadContext>;

/**
 * What a caller passes to create: the store adds id and created_at (and the demo call's fixed fields), and a
 * context left out is English without attribution.
 */
export type NewLead<K extends LeadKind> = LeadFields<K> & Partial<LeadContext>;

/** A provider a stored lead is handed to after it is stored (the outbox); `notify` is the sales notification email. */
export type ForwardTarget = "call" | "mailing" | "notify";
export const FORWARD_TARGETS: ForwardTarget[] = ["call", "mailing", "notify"];

/** Where a forward stands. `result` is the provider's id (call id) once done; `reason` the last failure. */
export interface ForwardState {
  status: "pending" | "done" | "failed";
  attempts: number;
  reason?: string;
  result?: string;
  /** Epoch ms of the next automatic attempt (while not done). */
  next_at?: number;
}

export interface ForwardRef {
  kind: LeadKind;
  id: string;
  target: ForwardTarget;
}

/** A stored lead with the state of each of its forwards (exports, the retry command). */
export type LeadWithForwards<K extends LeadKind> = LeadRecords[K] & { forwards: Partial<Record<ForwardTarget, ForwardState>> };
