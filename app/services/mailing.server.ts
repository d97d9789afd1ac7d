import { Resend } from "resend";
import { env } from "~/utils/env.server";

export interface MailingContact {
  email: string;
  firstName: string;
  lastName: string;
}

export interface Mailing {
  /** Adds the contact to the sales list. Never throws: a mailing problem must not fail a visitor's request. */
  addContact(contact: MailingContact): Promise<{ ok: boolean }>;
}

/** The spec's rule for forms with one name field: the first word is the first name, the rest the last name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

export interface ResendOptions {
  apiKey: string;
  segmentId?: string;
  timeoutMs?: number;
  baseUrl?: string;
}

export function createResendMailing(options: ResendOptions): Mailing {
  const client = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    async addContact(contact) {
      try {
        // Resend has no default timeout and returns errors instead of throwing.
        const { error } = await client.contacts.create(
          {
            email: contact.email,
            firstName: contact.firstName,
            lastName: contact.lastName,
            ...(options.segmentId ? { segments: [{ id: options.segmentId }] } : {}),
          },
          { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) },
        );
        if (error) {
          console.error(`[mailing] contact for ${contact.email} not added: ${error.name}: ${error.message}`);
          return { ok: false };
        }
        return { ok: true };
      } catch (error) {
        console.error(`[mailing] contact for ${contact.email} not added:`, error);
        return { ok: false };
      }
    },
  };
}

export const dryRunMailing: Mailing = {
  async addContact(contact) {
    console.info(`[mailing:dry-run] would add contact ${contact.email} (${contact.firstName} ${contact.lastName})`);
    return { ok: true };
  },
};

let mailing: Mailing | undefined;

/** Resend when its key is configured, otherwise the dry run. Created on first use. */
export function getMailing(): Mailing {
  if (!mailing) {
    mailing = env.RESEND_API_KEY
      ? createResendMailing({ apiKey: env.RESEND_API_KEY, segmentId: env.RESEND_SEGMENT_ID })
      : dryRunMailing;
  }
  return mailing;
}
