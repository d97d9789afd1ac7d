import { Resend } from "resend";
import { singleLine } from "~/utils/text-hygiene";
import { env } from "~/utils/env.server";
import { logEvent } from "../../shared/log.ts";

export interface MailingContact {
  email: string;
  firstName: string;
  lastName: string;
  /**
   * Custom contact properties (the lead's language and attribution). Resend keeps only keys created once in its
   * dashboard or API (README: "Mailing contact properties"); values are strings.
   */
  properties?: Record<string, string>;
}

/** A plain-text email to our own inbox (the sales notification). */
export interface InternalEmail {
  to: string;
  subject: string;
  text: string;
  /** The same key on every attempt: Resend sends one email per key (kept 24 h), so a retry never sends twice. */
  idempotencyKey: string;
}

export type MailingResult = { ok: true } | { ok: false; reason: string };

export interface Mailing {
  /**
   * Adds the contact to the sales list, or updates it when the address is already there (never a duplicate).
   * Never throws: the reason of a failure is kept with the lead and the outbox retries it.
   */
  addContact(contact: MailingContact): Promise<MailingResult>;
  /** Sends an email to our own inbox. Never throws, like addContact. */
  sendEmail(email: InternalEmail): Promise<MailingResult>;
}

/** Resend's testing sender works with any API key; production sets SALES_NOTIFICATION_FROM to a verified domain. */
export const DEFAULT_NOTIFICATION_FROM = "TradeVoice website <onboarding@resend.dev>";

/** The spec's rule for forms with one name field: the first word is the first name, the rest the last name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

export interface ResendOptions {
  apiKey: string;
  segmentId?: string;
  /** Sender of internal emails (default DEFAULT_NOTIFICATION_FROM). */
  from?: string;
  timeoutMs?: number;
  baseUrl?: string;
}

/**
 * Resend answers `{ name, message }` objects, the network throws Errors: both become one readable reason (a proxy's
 * error body may have no name).
 */
const failure = (error: { name?: string; message: string }): MailingResult => ({
  ok: false,
  reason: [error.name, error.message].filter(Boolean).join(": "),
});

/**
 * The contact as Resend gets it: names and property values on one line each. Form values never hold a line
 * break (app/leads/input-hygiene.ts); this keeps a record stored before that rule, or another source, from
 * reaching the provider's fields with one.
 */
function contactFields(contact: MailingContact) {
  return {
    email: singleLine(contact.email),
    firstName: singleLine(contact.firstName),
    lastName: singleLine(contact.lastName),
    ...(contact.properties
      ? { properties: Object.fromEntries(Object.entries(contact.properties).map(([key, value]) => [key, singleLine(value)])) }
      : {}),
  };
}

export function createResendMailing(options: ResendOptions): Mailing {
  const client = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  // Resend has no default timeout and returns errors instead of throwing.
  const signal = () => ({ signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
  return {
    async addContact(contact) {
      try {
        const fields = contactFields(contact);
        const created = await client.contacts.create(
          { ...fields, ...(options.segmentId ? { segments: [{ id: options.segmentId }] } : {}) },
          signal(),
        );
        if (!created.error) return { ok: true };
        // The address is on the list already (an earlier attempt may have got through): update it instead.
        if (created.error.statusCode !== 409) return failure(created.error);
        const updated = await client.contacts.update(fields, signal());
        return updated.error ? failure(updated.error) : { ok: true };
      } catch (error) {
        return failure(error instanceof Error ? error : new Error(String(error)));
      }
    },
    async sendEmail(email) {
      try {
        const sent = await client.emails.send(
          // Header fields on one line whatever built them (a line break in a subject is a header injection).
          {
            from: singleLine(options.from ?? DEFAULT_NOTIFICATION_FROM),
            to: [singleLine(email.to)],
            subject: singleLine(email.subject),
            text: email.text,
          },
          { idempotencyKey: email.idempotencyKey, ...signal() },
        );
        return sent.error ? failure(sent.error) : { ok: true };
      } catch (error) {
        return failure(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

export const dryRunMailing: Mailing = {
  async addContact() {
    // Never the address: logs are read by more people than the lead store.
    logEvent({ event: "mailing.dry-run", would: "add one contact to the sales list" });
    return { ok: true };
  },
  async sendEmail(email) {
    // The subject and body hold the lead's details: only the key is logged.
    logEvent({ event: "mailing.dry-run", would: "send one email to the sales inbox", idempotencyKey: email.idempotencyKey });
    return { ok: true };
  },
};

let mailing: Mailing | undefined;

/** Resend when its key is configured, otherwise the dry run. Created on first use. */
export function getMailing(): Mailing {
  if (!mailing) {
    mailing = env.RESEND_API_KEY
      ? createResendMailing({ apiKey: env.RESEND_API_KEY, segmentId: env.RESEND_SEGMENT_ID, from: env.SALES_NOTIFICATION_FROM })
      : dryRunMailing;
  }
  return mailing;
}
