import type { ActionFunctionArgs } from "@remix-run/node";
import { getStore } from "~/store/process-store.server";
import { rateLimitsIn } from "~/store/rate-limits.server";
import { env } from "~/utils/env.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { handleRetellWebhook } from "~/web-calls/retell-webhook.server";

export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": PRIVATE_CACHE_CONTROL } });

/** Retell's call webhook (app/web-calls/retell-webhook.server.ts), signed with RETELL_WEBHOOK_KEY or else RETELL_API_KEY. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleRetellWebhook(request, { store: getStore(), limits: rateLimitsIn(getStore()), key: env.RETELL_WEBHOOK_KEY ?? env.RETELL_API_KEY });
