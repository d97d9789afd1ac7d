import Retell from "retell-sdk";
import { recordDemoCallStatus } from "~/leads/demo-call-status.server";
import { retellCallProgress, type RetellCall } from "~/services/telephony.server";
import { StoreUnavailableError, type KeyValueStore } from "~/store/key-value.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { logEvent } from "../../shared/log.ts";
import type { RateLimits } from "~/store/rate-limits.server";
import { countCallMinutes } from "./web-call-caps.server";
import { readWebCall, storeConversation, updateWebCallProgress } from "./web-calls.server";

/** Retell's header: `v=<epoch ms>,d=<hex HMAC-SHA256 of body + timestamp>`, keyed with the webhook's API key. */
export const RETELL_SIGNATURE_HEADER = "x-retell-signature";
/** A signature dated further than this from now (either way) is refused: Retell's own window in `Retell.verify`. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;
/**
 * A whole call object with its transcript and word timings: a few hundred KB for a long call, far below this. The
 * server's body limit for the route is the same (server/route-resolution.ts).
 */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

const SIGNATURE = /^v=(\d{1,16}),d=([0-9a-f]{64})$/i;

/** What Retell posts: an event and the call as it stands. */
interface RetellEvent {
  event: string;
  call: RetellCall & {
    call_id: string;
    call_type?: string;
    metadata?: { demo_request_id?: unknown; kind?: unknown } | null;
    transcript?: string;
  };
}

export type WebhookVerdict = "good" | "forged" | "stale" | "replayed";

/**
 * Whether a delivery is Retell's and new: its signature must be one Retell's key made (`Retell.verify`, the SDK's check),
 * dated within 5 minutes of now, and not seen before by any instance (each signature is kept in the shared store for
 * as long as it could pass the date check).
 */
export async function verifyRetellDelivery(
  store: KeyValueStore,
  key: string,
  body: string,
  signature: string | null,
): Promise<WebhookVerdict> {
  const match = signature ? SIGNATURE.exec(signature) : null;
  if (!signature || !match) return "forged";
  if (Math.abs(Date.now() - Number(match[1])) > SIGNATURE_WINDOW_MS) return "stale";
  if (!(await Retell.verify(body, key, signature))) return "forged";
  const seen = await store.lease(`webhooks:retell:${match[2].toLowerCase()}`, "1", Math.ceil((2 * SIGNATURE_WINDOW_MS) / 1000));
  return seen ? "good" : "replayed";
}

const answer = (status: number, body?: object) =>
  body ? Response.json(body, { status, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } }) : new Response(null, { status });

const seconds = (call: RetellEvent["call"]) => retellCallProgress(call).durationSeconds;

/** A web call's event: its progress, its minutes against the day's cap, what was said. Unknown calls are not ours. */
async function webCallEvent(store: KeyValueStore, limits: RateLimits, { event, call }: RetellEvent): Promise<string> {
  if (!(await readWebCall(store, call.call_id))) return "unknown-web-call";
  if (event === "call_started") {
    await updateWebCallProgress(store, call.call_id, { connected: true });
    return "web-call-started";
  }
  const duration = seconds(call);
  await updateWebCallProgress(store, call.call_id, {
    // A call that ran had a start; one that never connected ends without (Retell's `not_connected`).
    connected: call.call_status === "ended" && Boolean(call.start_timestamp) ? true : undefined,
    duration_seconds: duration,
    ended_reason: call.disconnection_reason,
  });
  if (duration !== undefined) await countCallMinutes(store, limits, call.call_id, duration);
  await storeConversation(store, call.call_id, { transcript: call.transcript, summary: call.call_analysis?.call_summary });
  return event === "call_analyzed" ? "web-call-analyzed" : "web-call-ended";
}

/**
 * `POST /api/retell-webhook`: Retell's call events (`call_started`, `call_ended`, `call_analyzed`). A forged, stale or
 * replayed delivery is refused (401, 401, 409). A web call's events keep its progress, length and what was said; a
 * phone demo call's (its metadata names the lead) move the lead's status, length and summary on
 * (`recordDemoCallStatus`). Other events and calls are acknowledged and ignored.
 */
export async function handleRetellWebhook(request: Request, deps: { store: KeyValueStore; limits: RateLimits; key: string | undefined }) {
  if (!deps.key) {
    logEvent({ level: "error", event: "retell-webhook.not-configured" });
    return answer(503, { error: "Webhook not configured" });
  }
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_WEBHOOK_BYTES) return answer(413, { error: "Payload too large" });
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_WEBHOOK_BYTES) return answer(413, { error: "Payload too large" });

  let verdict: WebhookVerdict;
  try {
    verdict = await verifyRetellDelivery(deps.store, deps.key, body, request.headers.get(RETELL_SIGNATURE_HEADER));
  } catch (error) {
    // Without the shared memory a replay cannot be told apart: Retell retries the delivery.
    if (!(error instanceof StoreUnavailableError)) throw error;
    return answer(503, { error: "Try again later" });
  }
  if (verdict !== "good") {
    logEvent({ level: "warn", event: "retell-webhook.refused", verdict });
    return answer(verdict === "replayed" ? 409 : 401, { error: `Signature ${verdict}` });
  }

  let delivery: RetellEvent;
  try {
    delivery = JSON.parse(body) as RetellEvent;
  } catch {
    return answer(400, { error: "Not JSON" });
  }
  const { event, call } = delivery ?? {};
  if (!["call_started", "call_ended", "call_analyzed"].includes(event) || typeof call?.call_id !== "string") return answer(204);

  let outcome = "ignored";
  try {
    const leadId = call.metadata?.demo_request_id;
    if (typeof leadId === "string") {
      await recordDemoCallStatus(deps.store, leadId, call.call_id, retellCallProgress(call));
      outcome = "demo-call-status";
    } else if (call.call_type === "web_call" || call.metadata?.kind === "web-call") {
      outcome = await webCallEvent(deps.store, deps.limits, delivery);
    }
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    return answer(503, { error: "Try again later" });
  }
  logEvent({ event: "retell-webhook", type: event, callId: call.call_id, outcome });
  return answer(204);
}
