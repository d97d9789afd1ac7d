import type { Language } from "../utils/language";
import type { MissedCallFigures } from "../utils/missed-call-revenue";

/** One visit that brought the visitor (server/attribution.js writes it into the `tv_attribution` cookie). */
export interface AttributionTouch {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  /** The host of another site that linked here (never its path). */
  referrer_host?: string;
  landing_path: string;
  /** YYYY-MM-DD (UTC). */
  date: string;
}

export interface LeadAttribution {
  first_touch: AttributionTouch;
  last_touch: AttributionTouch;
}

/** What every lead records besides its form's fields; the pipeline adds it (app/leads/pipeline.server.ts). */
export interface LeadContext {
  /** The language of the page the form was sent from (`/es/...` is Spanish). */
  language: Language;
  /** Where the visitor came from, or null (no cookie: a direct visit, Do Not Track, or a cookie we could not verify). */
  attribution: LeadAttribution | null;
}

/** The stored leads. Field names follow the spec's tables (snake_case), so exports match them. */
export interface DemoCallRecord extends LeadContext {
  id: string;
  name: string;
  company_name: string;
  email: string;
  phone: string;
  assistant: "paris";
  /** Read from the call forward: pending until the provider answers, then calling (accepted) or failed. */
  status: "pending" | "calling" | "failed" | "unknown";
  created_at: string;
  /** Set once the telephony provider accepted the call. */
  provider_call_id?: string;
  /** Set while the call could not be started: the full cause, for us (visitors see a safe message). */
  failure_reason?: string;
}

export interface DemoSignupRecord extends LeadContext {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  phone: string;
  industry: string;
  employee_count: string;
  referral_source: string;
  created_at: string;
  /** The revenue calculator's figures when the visitor came from its "Book a demo" button (app/utils/missed-call-revenue.ts). */
  calculator?: MissedCallFigures;
}

export interface ReportDownloadRecord extends LeadContext {
  id: string;
  email: string;
  name: string;
  company_name: string;
  zip_code: string;
  report_name: string;
  created_at: string;
}

export interface LeadRecords {
  "demo-call": DemoCallRecord;
  "demo-signup": DemoSignupRecord;
  "report-download": ReportDownloadRecord;
}
export type LeadKind = keyof LeadRecords;
export const LEAD_KINDS: LeadKind[] = ["demo-call", "demo-signup", "report-download"];

/** What a form's own fields make of a lead: the pipeline adds the context (language, attribution). */
export type LeadFields<K extends LeadKind> = K extends "demo-call"
  ? Omit<DemoCallRecord, "id" | "created_at" | "assistant" | "status" | "provider_call_id" | "failure_reason" | keyof LeadContext>
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
