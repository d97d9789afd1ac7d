import { redirect } from "@remix-run/node";
import { z } from "zod";
import { createSignedSessionStorage } from "~/utils/session.server";

/**
 * Toasts that survive a redirect (a flash value in a signed cookie), so a server decision such as
 * "access denied" or "report unlocked" is shown on the next page, with or without JavaScript.
 */
export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

const TOAST_KEY = "toast";
const toastStorage = createSignedSessionStorage<Record<string, never>, { [TOAST_KEY]: Toast }>("tv_toast");

/** The Set-Cookie value that shows `toast` on the next page the visitor loads. */
export async function toastCookie(toast: Toast): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash(TOAST_KEY, toast);
  return toastStorage.commitSession(session);
}

/** Redirects and shows a toast on arrival; other headers (e.g. more Set-Cookie) are kept. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the pending toast; send `headers` with the response so it shows only once. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  const headers = new Headers();
  if (parsed.success) headers.append("Set-Cookie", await toastStorage.destroySession(session));
  return { toast: parsed.success ? parsed.data : null, headers };
}
