import { logEvent } from "../../shared/log.ts";

const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi;
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;

/** Provider messages may echo what they were sent: addresses and numbers are masked before they are logged. */
export function redact(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}

/**
 * One JSON line per lead event (`event`: lead.accepted, lead.rejected, lead.forward, lead.spool): the request id,
 * route, lead id, outcome and reason, never an email or a phone number.
 */
export function logLeadEvent(fields: {
  event: string;
  outcome: string;
  requestId?: string;
  route?: string;
  leadId?: string;
  kind?: string;
  target?: string;
  attempt?: number;
  reason?: string;
  count?: number;
}) {
  const failed = fields.outcome === "failed" || fields.outcome === "error";
  logEvent({ ...fields, ...(fields.reason ? { reason: redact(fields.reason) } : {}), ...(failed ? { level: "error" } : {}) });
}
