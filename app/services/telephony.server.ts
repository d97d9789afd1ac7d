import Retell from "retell-sdk";
import { singleLine } from "~/leads/input-hygiene";
import { env } from "~/utils/env.server";
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

export interface RetellOptions {
  apiKey: string;
  fromNumber: string;
  agentId: string;
  timeoutMs?: number;
  baseURL?: string;
}

export function createRetellTelephony(options: RetellOptions): Telephony {
  // The SDK defaults are 2 retries and a 120 s timeout. A retried call creation whose first attempt did reach
  // Retell rings the phone twice, so the SDK never retries: the outbox does, after asking Retell (findDemoCall).
  const client = new Retell({
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 5_000,
    maxRetries: 0,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
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
  };
}

/** Without keys (fresh clone, local runs): no call is made, one log line says what would have been sent. */
export const dryRunTelephony: Telephony = {
  async startDemoCall(request) {
    // Never the phone number: logs are read by more people than the lead store.
    console.info(`[telephony:dry-run] would call the phone of demo request ${request.demoRequestId}`);
    return { callId: `dry-run-${request.demoRequestId}` };
  },
  findDemoCall: async () => null,
};

let telephony: Telephony | undefined;

/** Retell when its key, number and agent are configured, otherwise the dry run. Created on first use. */
export function getTelephony(): Telephony {
  if (!telephony) {
    const { RETELL_API_KEY, RETELL_FROM_NUMBER, RETELL_AGENT_ID } = env;
    telephony =
      RETELL_API_KEY && RETELL_FROM_NUMBER && RETELL_AGENT_ID
        ? createRetellTelephony({ apiKey: RETELL_API_KEY, fromNumber: RETELL_FROM_NUMBER, agentId: RETELL_AGENT_ID })
        : dryRunTelephony;
  }
  return telephony;
}
