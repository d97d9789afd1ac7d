// msw handlers for the lead providers, shared by the Vitest suites and the e2e server (tests/mocks/e2e-providers.js).
import { http, HttpResponse } from "msw";

export const RETELL_CREATE_CALL_URL = "https://api.retellai.com/v2/create-phone-call";
export const RETELL_LIST_CALLS_URL = "https://api.retellai.com/v3/list-calls";
/** `call.retrieve(callId)`: a GET with the call id in the path (msw's pattern; `:callId` is the id). */
export const RETELL_GET_CALL_URL = "https://api.retellai.com/v2/get-call/:callId";
/** `call.createWebCall`: a web call (Talk To Me in the page) and its access token. */
export const RETELL_CREATE_WEB_CALL_URL = "https://api.retellai.com/v3/create-web-call";
/** `call.stop(callId)`: ends an ongoing call. */
export const RETELL_STOP_CALL_URL = "https://api.retellai.com/v2/stop-call/:callId";
export const RESEND_CONTACTS_URL = "https://api.resend.com/contacts";
export const RESEND_EMAILS_URL = "https://api.resend.com/emails";

/**
 * Retell refuses calls to numbers ending in this (E.164 tail): tests use it to make a failing demo call
 * deterministic, with a different area code per run so the per-phone daily limit is never reached.
 */
export const REJECTED_PHONE_ENDING = "5550199";
/** Retell answers a 500 for web calls to this agent: tests use it for the provider-error path. */
export const FAILING_WEB_CALL_AGENT = "agent_provider_down";
/** Resend fails for contacts at this address; the visitor's request must still succeed. */
export const MAILING_FAILS_EMAIL = "mailing-fails@acme-plumbing.com";

/**
 * What a provider was asked, as recorded: the request with its JSON body (already read).
 *
 * @param {"retell" | "resend"} provider
 * @param {Request} request
 * @param {unknown} body
 */
export function providerRequest(provider, request, body) {
  return { provider, url: request.url, method: request.method, authorization: request.headers.get("authorization"), body };
}

/**
 * Every request is recorded; an email's entry also has its Idempotency-Key (`idempotencyKey`) and `sent`: false
 * when Resend would not send it again (a key it has seen, as Resend does for 24 h).
 *
 * @param {(entry: { provider: "retell" | "resend", url: string, method: string, authorization: string | null, body: unknown,
 *   idempotencyKey?: string | null, sent?: boolean }) => void} [record]
 */
export function providerHandlers(record = () => {}) {
  /** Calls this Retell stand-in placed, by demo request id: list-calls answers from it. */
  const placed = new Map();
  /** Emails sent, by idempotency key: a repeated key answers the first email's id and sends nothing. */
  const emails = new Map();
  let webCalls = 0;
  return [
    http.post(RETELL_CREATE_WEB_CALL_URL, async ({ request }) => {
      const body = await request.json();
      record(providerRequest("retell", request, body));
      if (body.agent_id === FAILING_WEB_CALL_AGENT) {
        // A 500 answered once: the web-call client never retries (a retried mocked 500 hangs on Node 20 anyway).
        return HttpResponse.json({ error_message: "Internal error" }, { status: 500 });
      }
      webCalls += 1;
      return HttpResponse.json(
        {
          call_id: `call_web_${webCalls}`,
          call_type: "web_call",
          call_status: "registered",
          access_token: `token_web_${webCalls}`,
          agent_id: body.agent_id,
          metadata: body.metadata,
        },
        { status: 201 },
      );
    }),
    http.post(RETELL_STOP_CALL_URL, async ({ request }) => {
      record(providerRequest("retell", request, null));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(RETELL_CREATE_CALL_URL, async ({ request }) => {
      const body = await request.json();
      record(providerRequest("retell", request, body));
      if (String(body.to_number).endsWith(REJECTED_PHONE_ENDING)) {
        // 422 is not retried by the SDK, so the failure is immediate (a retried mocked 500 hangs on Node 20).
        return HttpResponse.json({ error_message: "to_number is not reachable" }, { status: 422 });
      }
      const call = {
        call_id: `call_${body.metadata?.demo_request_id ?? "test"}`,
        call_type: "phone_call",
        call_status: "registered",
        agent_id: body.override_agent_id,
      };
      placed.set(body.metadata?.demo_request_id, { ...call, metadata: body.metadata });
      return HttpResponse.json(call, { status: 201 });
    }),
    http.post(RETELL_LIST_CALLS_URL, async ({ request }) => {
      const body = await request.json();
      record(providerRequest("retell", request, body));
      const id = body.filter_criteria?.metadata?.find((filter) => filter.key === "demo_request_id")?.value;
      return HttpResponse.json({ items: placed.has(id) ? [placed.get(id)] : [], has_more: false });
    }),
    http.get(RETELL_GET_CALL_URL, ({ request, params }) => {
      record(providerRequest("retell", request, null));
      // A call this stand-in placed is still ringing (registered); tests script later states with their own handler.
      const call = [...placed.values()].find((placedCall) => placedCall.call_id === params.callId);
      return call ? HttpResponse.json(call) : HttpResponse.json({ error_message: "Call not found" }, { status: 404 });
    }),
    http.post(RESEND_CONTACTS_URL, async ({ request }) => {
      const body = await request.json();
      record(providerRequest("resend", request, body));
      if (body.email === MAILING_FAILS_EMAIL) {
        return HttpResponse.json({ name: "internal_server_error", message: "Resend is down", statusCode: 500 }, { status: 500 });
      }
      return HttpResponse.json({ object: "contact", id: "contact_test" }, { status: 201 });
    }),
    http.post(RESEND_EMAILS_URL, async ({ request }) => {
      const body = await request.json();
      const idempotencyKey = request.headers.get("idempotency-key");
      const repeated = idempotencyKey !== null && emails.has(idempotencyKey);
      record({ ...providerRequest("resend", request, body), idempotencyKey, sent: !repeated });
      if (repeated) return HttpResponse.json({ id: emails.get(idempotencyKey) });
      const id = `email_${emails.size + 1}`;
      if (idempotencyKey) emails.set(idempotencyKey, id);
      return HttpResponse.json({ id });
    }),
  ];
}
