import { splitName, type Mailing, type MailingContact } from "~/services/mailing.server";
import { TelephonyError, type CallFailureCause, type Telephony } from "~/services/telephony.server";
import { DEFAULT_LANGUAGE, type Language } from "~/utils/language";
import { logLeadEvent } from "./lead-log.server";
import type { LeadStore } from "./create-lead-store.server";
import type { KeyValueStore } from "~/store/key-value.server";
import { readConversation, readWebCall, readWebCallProgress } from "~/web-calls/web-calls.server";
import { contactProperties, notificationKey, salesInboxFromContent, salesNotification, type LeadWebCall } from "./notification.server";
import type { ForwardRef, ForwardState, LeadKind, LeadRecords } from "./records";

export interface ForwardProviders {
  telephony: Telephony;
  mailing: Mailing;
  /** Where sales notifications go (default: siteSettings.salesEmail from the content's last good copy). */
  salesInbox?: (language: Language) => Promise<string | null>;
}

export interface ForwardOutcome {
  ref: ForwardRef;
  status: "done" | "failed" | "busy";
  /** The full cause, for the lead's record and the log. */
  reason?: string;
  /** What went wrong in terms a visitor may be told (telephony only). */
  cause?: CallFailureCause;
}

/** Longer than one attempt can take (provider timeouts are a few seconds): two workers never overlap. */
const LEASE_SECONDS = 60;
/** After this many failures a forward waits for `npm run leads:retry` (about a day of retries). */
const MAX_AUTOMATIC_ATTEMPTS = 30;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/**
 * Resend sends one email per idempotency key for 24 hours. A notification first attempted longer ago than this is
 * not retried automatically: after the window a resend could duplicate an email whose answer was lost.
 */
export const NOTIFICATION_RETRY_WINDOW_MS = 23 * 60 * 60_000;

/** 30 s after the first failure, doubling up to an hour. */
export function nextAttemptAt(attempts: number): number {
  return Date.now() + Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);
}

function mailingContact(kind: LeadKind, record: LeadRecords[LeadKind]): MailingContact {
  const properties = contactProperties(record);
  if (kind === "demo-signup") {
    const signup = record as LeadRecords["demo-signup"];
    return { email: signup.email, firstName: signup.first_name, lastName: signup.last_name, properties };
  }
  const { email, name } = record as LeadRecords["demo-call"];
  return { email, ...splitName(name), properties };
}

/** One attempt at one forward of a stored lead; `manual`: asked for by `npm run leads:retry`. */
interface ForwardAttempt {
  store: LeadStore;
  providers: ForwardProviders;
  ref: ForwardRef;
  record: LeadRecords[LeadKind];
  manual: boolean;
}

/**
 * The sales notification: claimed before its first send (the claim keeps when that was); every attempt carries the
 * same idempotency key, so a retry after a lost answer is not a second email.
 */
async function notifySales({ store, providers, ref, record, manual }: ForwardAttempt): Promise<AttemptResult> {
  const to = await (providers.salesInbox ?? salesInboxFromContent)(record.language ?? DEFAULT_LANGUAGE);
  if (!to) return { ok: false, reason: "no sales inbox: siteSettings.salesEmail is empty" };
  const claim = await store.claimFirstAttempt(ref);
  if (!claim.first && !manual && Date.now() - claim.at > NOTIFICATION_RETRY_WINDOW_MS) {
    return {
      ok: false,
      reason: "first attempted over 23 h ago (past Resend's idempotency window): npm run leads:retry sends it",
      final: true,
    };
  }
  const sent = await providers.mailing.sendEmail({
    to,
    ...salesNotification(ref.kind, record, await leadWebCall(store.keyValues, record)),
    idempotencyKey: notificationKey(ref.kind, ref.id),
  });
  return sent.ok ? { ok: true } : sent;
}

/** The web call the lead's form named, as the store knows it now (what sales reads in the notification). */
async function leadWebCall(store: KeyValueStore, record: LeadRecords[LeadKind]): Promise<LeadWebCall | null> {
  const id = "web_call_id" in record ? record.web_call_id : undefined;
  if (!id) return null;
  const [call, progress, conversation] = await Promise.all([
    readWebCall(store, id),
    readWebCallProgress(store, id),
    readConversation(store, id),
  ]);
  return { id, record: call, progress, conversation };
}

/** One attempt at the provider: the provider's id, or the failure (with a visitor-safe reason for calls). */
/** `final`: the provider refused for good (e.g. a number it cannot call): no automatic retry. */
type AttemptResult = { ok: true; result?: string } | { ok: false; reason: string; cause?: CallFailureCause; final?: boolean };

async function attempt(job: ForwardAttempt): Promise<AttemptResult> {
  const { store, providers, ref, record } = job;
  if (ref.target === "notify") return notifySales(job);
  if (ref.target === "mailing") {
    const added = await providers.mailing.addContact(mailingContact(ref.kind, record));
    return added.ok ? { ok: true } : added;
  }
  const lead = record as LeadRecords["demo-call"];
  try {
    if (!(await store.claimFirstCall(lead.id))) {
      // An earlier attempt may have reached the provider even though it failed here (a timeout): ask first.
      const placed = await providers.telephony.findDemoCall(lead.id);
      if (placed) return { ok: true, result: placed.callId };
    }
    const { callId } = await providers.telephony.startDemoCall({
      demoRequestId: lead.id,
      name: lead.name,
      companyName: lead.company_name,
      phone: lead.phone,
      language: lead.language ?? DEFAULT_LANGUAGE,
    });
    return { ok: true, result: callId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const cause = error instanceof TelephonyError ? error.cause : "unavailable";
    return { ok: false, reason, cause, final: cause === "rejected" };
  }
}

/**
 * Runs one forward of a stored lead under a lease, so the server and `npm run leads:retry` never run the same
 * forward at once, and records the outcome (a failure keeps its reason and the time of the next attempt).
 * Store errors are thrown: the forward stays queued.
 */
export async function runForward(
  store: LeadStore,
  providers: ForwardProviders,
  ref: ForwardRef,
  /** `manual`: asked for by `npm run leads:retry` (not the automatic backoff). */
  context: { record?: LeadRecords[LeadKind]; requestId?: string; manual?: boolean } = {},
): Promise<ForwardOutcome> {
  if (!(await store.leaseForward(ref, LEASE_SECONDS))) return { ref, status: "busy" };
  let result: AttemptResult;
  let attempts: number;
  try {
    const state: ForwardState = (await store.forwardState(ref)) ?? { status: "pending", attempts: 0 };
    if (state.status === "done") {
      await store.unqueue(ref);
      return { ref, status: "done" };
    }
    const record = context.record ?? (await store.findById(ref.kind, ref.id));
    result = record
      ? await attempt({ store, providers, ref, record, manual: context.manual ?? false })
      : { ok: false, reason: "lead not found" };
    attempts = state.attempts + 1;
    await store.recordForward(
      ref,
      result.ok
        ? { status: "done", attempts, ...(result.result ? { result: result.result } : {}) }
        : {
            status: "failed",
            attempts,
            reason: result.reason,
            ...(result.final || attempts >= MAX_AUTOMATIC_ATTEMPTS ? {} : { next_at: nextAttemptAt(attempts) }),
          },
    );
  } finally {
    // The lease expires by itself if this process dies; released here, the next retry need not wait for it.
    await store.releaseForward(ref).catch(() => {});
  }
  logLeadEvent({
    event: "lead.forward",
    requestId: context.requestId,
    leadId: ref.id,
    kind: ref.kind,
    target: ref.target,
    attempt: attempts,
    outcome: result.ok ? "done" : "failed",
    reason: result.ok ? undefined : result.reason,
  });
  return result.ok ? { ref, status: "done" } : { ref, status: "failed", reason: result.reason, cause: result.cause };
}

/** Runs every queued forward (only those due at `now`, when given; all of them is `npm run leads:retry`); store errors stop the run. */
export async function runPendingForwards(store: LeadStore, providers: ForwardProviders, now?: number): Promise<ForwardOutcome[]> {
  const outcomes: ForwardOutcome[] = [];
  for (const ref of await store.pendingForwards(now)) outcomes.push(await runForward(store, providers, ref, { manual: now === undefined }));
  return outcomes;
}
