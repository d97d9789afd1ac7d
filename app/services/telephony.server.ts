import Retell from "retell-sdk";
import { singleLine } from "~/utils/text-hygiene";
import { env } from "~/utils/env.server";
import { createRetellClient, type RetellClientOptions } from "./retell-client.server";
import { logEvent } from "../../shared/log.ts";
import type { Language } from "~/utils/language";

/** What the outbound demo call needs; the phone is already E.164. */
export interface DemoCallRequest {
  demoRequestId: string;
  name: string;
  companyName: string;
  phone: string;
  /** The language of the page the visitor asked from: the assistant greets in it. */
  language: Language;
}

export interface Telephony {
  /** Starts the call and returns the provider's call id; throws TelephonyError when it cannot. */
  startDemoCall(request: DemoCallRequest): Promise<{ callId: string }>;
  /** The call already placed for this demo request, if any (asked before a retry, so a phone never rings twice). */
  findDemoCall(demoRequestId: string): Promise<{ callId: string } | null>;
}

/** Where a placed call stands, in our words: a lead's status follows it (app/leads/demo-call-status.server.ts). */
export type DemoCallStatus = "ringing" | "in-progress" | "ended" | "no-answer" | "failed";
/** Statuses a call never leaves: once recorded, nothing is asked of the provider again. */
export const FINAL_CALL_STATUSES: readonly DemoCallStatus[] = ["ended", "no-answer", "failed"];

/** What the provider says of a placed call. */
export interface DemoCallProgress {
  status: DemoCallStatus;
  /** How long the call lasted (or has lasted so far), in whole seconds, when the provider says. */
  durationSeconds?: number;
  /** The provider's own word for why the call ended (Retell's `disconnection_reason`, e.g. `dial_no_answer`). */
  endedReason?: string;
  /** The provider's summary of the conversation (Retell's `call_analysis.call_summary`), once it has analysed the call. */
  summary?: string;
}

/** Asking the provider about a call placed earlier (the export); the call webhook (later) gets the same answer pushed. */
export interface CallProgressSource {
  /** The call's progress, or null when there is nothing to ask (the dry run); throws when the provider cannot answer. */
  demoCallProgress(callId: string): Promise<DemoCallProgress | null>;
}

/** What Retell says of a call, as far as its progress goes (a get-call answer or a call webhook's `call`). */
export type RetellCall = Pick<
  Retell.CallResponse,
  "call_status" | "disconnection_reason" | "duration_ms" | "start_timestamp" | "end_timestamp" | "call_analysis"
>;

/** Reasons the person never came on the line (busy, no pickup, declined, a machine answered). */
const NOT_ANSWERED = new Set(["dial_no_answer", "dial_busy", "user_declined", "voicemail_reached", "ivr_reached"]);
/** Reasons the call never worked on the provider's or the network's side. */
const CALL_FAILED = new Set([
  "dial_failed",
  "invalid_destination",
  "telephony_provider_permission_denied",
  "telephony_provider_unavailable",
  "sip_routing_error",
  "marked_as_spam",
  "scam_detected",
  "concurrency_limit_reached",
  "no_concurrency_fallback",
  "no_valid_payment",
  "registered_call_timeout",
]);

/**
 * Retell's `call_status` (registered, ongoing, ended, not_connected, error) and `disconnection_reason` as our status:
 * registered is ringing, ongoing in progress; an ended or unconnected call is no answer or failed when its reason says
 * so (an `error_*` reason is failed), otherwise ended (someone talked to the agent).
 */
export function retellCallProgress(call: RetellCall): DemoCallProgress {
  const reason = call.disconnection_reason;
  const ms = call.duration_ms ?? (call.start_timestamp && call.end_timestamp ? call.end_timestamp - call.start_timestamp : undefined);
  const summary = call.call_analysis?.call_summary;
  const details = {
    ...(ms !== undefined ? { durationSeconds: Math.round(ms / 1000) } : {}),
    ...(reason ? { endedReason: reason } : {}),
    ...(summary ? { summary } : {}),
  };
  if (call.call_status === "registered") return { status: "ringing", ...details };
  if (call.call_status === "ongoing") return { status: "in-progress", ...details };
  if (reason && NOT_ANSWERED.has(reason)) return { status: "no-answer", ...details };
  if (call.call_status === "error" || (reason && (CALL_FAILED.has(reason) || reason.startsWith("error_")))) {
    return { status: "failed", ...details };
  }
  return { status: call.call_status === "not_connected" ? "no-answer" : "ended", ...details };
}

/** Why a call could not start, without provider internals: the visitor is told the dataset's text for it. */
export type CallFailureCause = "timeout" | "rejected" | "unavailable";

/** A failed call start: `cause` picks the visitor's message, `message` (the details) is only logged. */
export class TelephonyError extends Error {
  constructor(
    readonly cause: CallFailureCause,
    details: string,
  ) {
    super(details);
    this.name = "TelephonyError";
  }
}

export interface RetellOptions extends RetellClientOptions {
  fromNumber: string;
  agentId: string;
}

export function createRetellTelephony(options: RetellOptions): Telephony & CallProgressSource {
  // The outbox retries a failed start, after asking Retell (findDemoCall).
  const client = createRetellClient(options);
  return {
    async startDemoCall(request) {
      try {
        const call = await client.call.createPhoneCall({
          from_number: options.fromNumber,
          to_number: request.phone,
          override_agent_id: options.agentId,
          // Dynamic variables are strings the agent's prompt reads ({{language}}: "en" or "es"), each on one line so
          // a value cannot start a line of the prompt of its own (form values never hold one: input-hygiene.ts).
          retell_llm_dynamic_variables: {
            name: singleLine(request.name),
            company: singleLine(request.companyName),
            language: request.language,
          },
          metadata: { demo_request_id: request.demoRequestId },
        });
        return { callId: call.call_id };
      } catch (error) {
        const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        if (error instanceof Retell.APIConnectionTimeoutError) throw new TelephonyError("timeout", details);
        if (error instanceof Retell.APIError && error.status && error.status >= 400 && error.status < 500) {
          throw new TelephonyError("rejected", details);
        }
        throw new TelephonyError("unavailable", details);
      }
    },
    async findDemoCall(demoRequestId) {
      const { items } = await client.call.list({
        filter_criteria: { metadata: [{ key: "demo_request_id", op: "eq", type: "string", value: demoRequestId }] },
        limit: 1,
      });
      return items[0] ? { callId: items[0].call_id } : null;
    },
    async demoCallProgress(callId) {
      return retellCallProgress(await client.call.retrieve(callId));
    },
  };
}

/** Without keys (fresh clone, local runs): no call is made, one log line says what would have been sent. */
export const dryRunTelephony: Telephony & CallProgressSource = {
  async startDemoCall(request) {
    // Never the phone number: logs are read by more people than the lead store.
    logEvent({ event: "telephony.dry-run", demoRequestId: request.demoRequestId, would: "call the visitor's phone" });
    return { callId: `dry-run-${request.demoRequestId}` };
  },
  findDemoCall: async () => null,
  // No call was placed: nothing new to say, the lead keeps its status.
  demoCallProgress: async () => null,
};

let telephony: (Telephony & CallProgressSource) | undefined;

/** Retell when its key, number and agent are configured, otherwise the dry run. Created on first use. */
export function getTelephony(): Telephony & CallProgressSource {
  if (!telephony) {
    const { RETELL_API_KEY, RETELL_FROM_NUMBER, RETELL_AGENT_ID } = env;
    telephony =
      RETELL_API_KEY && RETELL_FROM_NUMBER && RETELL_AGENT_ID
        ? createRetellTelephony({ apiKey: RETELL_API_KEY, fromNumber: RETELL_FROM_NUMBER, agentId: RETELL_AGENT_ID })
        : dryRunTelephony;
  }
  return telephony;
}
