import { Resend } from "resend";
import { env } from "~/utils/env.server";

export interface MailingContact {
  email: string;
  firstName: string;
  lastName: string;
}

export type MailingResult = { ok: true } | { ok: false; reason: string };

export interface Mailing {
  /**
   * Adds the contact to the sales list, or updates it when the address is already there (never a duplicate).
   * Never throws: the reason of a failure is kept with the lead and the outbox retries it.
   */
  addContact(contact: MailingContact): Promise<MailingResult>;
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

/** Resend answers `{ name, message }` objects, the network throws Errors: both become one readable reason. */
const failure = (error: { name: string; message: string }): MailingResult => ({ ok: false, reason: `${error.name}: ${error.message}` });

export function createResendMailing(options: ResendOptions): Mailing {
  const client = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  // Resend has no default timeout and returns errors instead of throwing.
  const signal = () => ({ signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
  return {
    async addContact(contact) {
      try {
        const created = await client.contacts.create(
          {
            email: contact.email,
            firstName: contact.firstName,
            lastName: contact.lastName,
            ...(options.segmentId ? { segments: [{ id: options.segmentId }] } : {}),
          },
          signal(),
        );
        if (!created.error) return { ok: true };
        // The address is on the list already (an earlier attempt may have got through): update it instead.
        if (created.error.statusCode !== 409) return failure(created.error);
        const updated = await client.contacts.update({ email: contact.email, firstName: contact.firstName, lastName: contact.lastName }, signal());
        return updated.error ? failure(updated.error) : { ok: true };
      } catch (error) {
        return failure(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

export const dryRunMailing: Mailing = {
  async addContact() {
    // Never the address: logs are read by more people than the lead store.
    console.info("[mailing:dry-run] would add one contact to the sales list");
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
