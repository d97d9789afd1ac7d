import type { ActionFunctionArgs } from "@remix-run/node";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { startWebCall } from "~/web-calls/start-web-call.server";
import { startWebCallDeps } from "~/web-calls/web-call-deps.server";

/** Only the page's POST starts a call: a GET (a crawler, a prefetch) never mints a token. */
export const loader = () =>
  Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST", "Cache-Control": PRIVATE_CACHE_CONTROL } });

/** A tap on Talk To Me: app/web-calls/start-web-call.server.ts. */
export const action = ({ request, context }: ActionFunctionArgs) => startWebCall(request, context, startWebCallDeps());
