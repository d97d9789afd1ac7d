import type { ActionFunctionArgs } from "@remix-run/node";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { announcePublish } from "~/sanity/client.server";
import { coalesced, firstDelivery, signatureFreshness } from "~/sanity/publish-webhook.server";
import { getStore } from "~/store/process-store.server";
import { env } from "~/utils/env.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { logEvent } from "../../shared/log.ts";

const noStore = { "Cache-Control": PRIVATE_CACHE_CONTROL };

const methodNotAllowed = () => Response.json({ error: "Method not allowed" }, { status: 405, headers: { ...noStore, Allow: "POST" } });

/** At most one content refresh per second on this instance, however many publishes arrive (each flushes every cache). */
const REFRESH_INTERVAL_MS = 1_000;
const refresh = coalesced(announcePublish, REFRESH_INTERVAL_MS);

/** Only Sanity's POST is expected; a GET (a browser, a probe) gets a clean 405 rather than a logged router error. */
export const loader = methodNotAllowed;

/**
 * Sanity's publish webhook: a signed POST on create, update or delete. It announces a new content revision, so
 * the next request to this instance, and to every other one within a second, shows the published change. A
 * signature older than 5 minutes or dated in the future (beyond 30 s of clock skew), or one already seen by any
 * instance, is refused; a burst of publishes is one refresh.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  if (!env.SANITY_WEBHOOK_SECRET) {
    logEvent({
      level: "error",
      event: "content-webhook.misconfigured",
      problem: "SANITY_WEBHOOK_SECRET is not set: publish webhooks are rejected, content refreshes only when the cache expires",
    });
    return Response.json({ error: "Webhook not configured" }, { status: 503, headers: noStore });
  }
  // At most the route's bodyLimitBytes: the server refused a larger body (server/route-resolution.ts).
  const body = await request.text();

  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  // The library throws on a malformed header; that is just another bad signature.
  if (!signature || !(await isValidSignature(body, signature, env.SANITY_WEBHOOK_SECRET).catch(() => false))) {
    logEvent({ level: "warn", event: "content-webhook.rejected", reason: "missing or invalid signature" });
    return Response.json({ error: "Invalid signature" }, { status: 401, headers: noStore });
  }

  const freshness = signatureFreshness(signature);
  if (freshness !== "fresh") {
    logEvent({ level: "warn", event: "content-webhook.rejected", reason: `${freshness} signature` });
    return Response.json({ error: `Signature ${freshness}` }, { status: 401, headers: noStore });
  }
  let first: boolean;
  try {
    first = await firstDelivery(getStore(), signature);
  } catch (error) {
    // Without the shared memory a replay cannot be told apart: Sanity retries the delivery later.
    logEvent({ level: "error", event: "content-webhook.replay-unchecked", error: (error as Error).message });
    return Response.json({ error: "Try again later" }, { status: 503, headers: noStore });
  }
  if (!first) {
    logEvent({ level: "warn", event: "content-webhook.rejected", reason: "replayed signature" });
    return Response.json({ error: "Already delivered" }, { status: 409, headers: noStore });
  }

  const revision = await refresh();
  logEvent({ event: "content-webhook.published", revision, change: describe(body) });
  return Response.json({ revision }, { headers: noStore });
}

/** "tradePage trade-plumbing" from the webhook projection, for the log. */
function describe(body: string): string {
  try {
    const { _id, _type } = JSON.parse(body) as { _id?: unknown; _type?: unknown };
    return [_type, _id].filter((part) => typeof part === "string").join(" ") || "an unnamed document";
  } catch {
    return "an unreadable payload";
  }
}
