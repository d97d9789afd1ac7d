import type { ActionFunctionArgs } from "@remix-run/node";
import { getWebCallProvider } from "~/services/web-call.server";
import { getStore } from "~/store/process-store.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { endWebCall } from "~/web-calls/end-web-call.server";

export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": PRIVATE_CACHE_CONTROL } });

/** The page reports how a call ended (app/web-calls/end-web-call.server.ts). */
export const action = ({ request }: ActionFunctionArgs) => endWebCall(request, { provider: getWebCallProvider(), store: getStore() });
