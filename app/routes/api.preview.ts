import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { checkPreviewRequest, endPreviewSession, safeRedirectPath, startPreviewSession } from "~/sanity/preview.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";

/** GET opens a preview session (the Studio's Presentation tool or `?secret=&redirect=` with the local dataset). */
export async function loader({ request }: LoaderFunctionArgs) {
  const check = await checkPreviewRequest(request);
  if (!check.ok) {
    return new Response(check.message, {
      status: check.status,
      headers: { "Cache-Control": PRIVATE_CACHE_CONTROL, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return redirect(check.redirectTo, { headers: await startPreviewSession() });
}

/** POST ends it (the banner's exit form, which works without JavaScript) and returns to the page it came from. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "GET, POST" } });
  // A body that is not a form still ends the session; it just returns home.
  const form = await request.formData().catch(() => undefined);
  return redirect(safeRedirectPath(form?.get("redirectTo")), { status: 303, headers: await endPreviewSession(request) });
}
