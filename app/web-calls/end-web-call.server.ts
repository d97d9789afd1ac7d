import { z } from "zod";
import type { WebCallProvider } from "~/services/web-call.server";
import type { KeyValueStore } from "~/store/key-value.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { logEvent } from "../../shared/log.ts";
import { MAX_WEB_CALL_BODY_BYTES } from "./web-call-request.server";
import { readWebCall, updateWebCallProgress } from "./web-calls.server";

const bodySchema = z.object({
  callId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  /** The page's word for it: `length-reached`, `tab-hidden`, `error`, `connection-lost`, `ended-by-visitor`... */
  reason: z.string().regex(/^[a-z][a-z-]{0,39}$/),
});

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });

/** JSON (fetch, or `navigator.sendBeacon`'s text/plain) or a form body. */
function parseBody(text: string): unknown {
  try {
    return text.trimStart().startsWith("{") ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return {};
  }
}

/**
 * `POST /api/web-call/end`: the page says how a call ended (length reached, tab hidden, an error). The reason is
 * recorded and the call is stopped on Retell's side, so a page that lost its connection never leaves a call open and
 * billing. Only calls this site minted are stopped (204); an unknown call is a 404, a malformed body a 400.
 */
export async function endWebCall(request: Request, deps: { provider: WebCallProvider | null; store: KeyValueStore }): Promise<Response> {
  if (!deps.provider) return answer(404);
  const text = Number(request.headers.get("Content-Length") ?? 0) > MAX_WEB_CALL_BODY_BYTES ? "" : await request.text();
  const parsed = bodySchema.safeParse(Buffer.byteLength(text) > MAX_WEB_CALL_BODY_BYTES ? {} : parseBody(text));
  if (!parsed.success) return answer(400);
  const { callId, reason } = parsed.data;
  if (!(await readWebCall(deps.store, callId))) return answer(404);
  await updateWebCallProgress(deps.store, callId, { page_ended_reason: reason });
  try {
    await deps.provider.stopCall(callId);
  } catch (error) {
    // Retell also ends it at the agent's maximum length (providerMaxCallMs): logged, and the page is not kept waiting.
    logEvent({ level: "warn", event: "web-call.stop-failed", callId, reason: error instanceof Error ? error.message : String(error) });
  }
  logEvent({ event: "web-call.ended-by-page", callId, reason });
  return answer(204);
}
