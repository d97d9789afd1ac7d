/**
 * The last web call's id, kept for the visit (sessionStorage), so a demo-call or demo-signup form sent after the
 * call posts it as `webCallId` and the lead is linked to what was said.
 */
const KEY = "tv_web_call_id";
/** Tells the forms already on the page that a call started. */
const CHANGED = "tv-web-call-id";

export function rememberWebCallId(callId: string) {
  try {
    sessionStorage.setItem(KEY, callId);
  } catch {
    // Storage refused (private mode, quota): the forms on this page still get it through the event.
  }
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: callId }));
}

function lastWebCallId(): string {
  try {
    return sessionStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

/** Follows the last web call's id: read after hydration (the server knows none), then on every new call. */
export function watchWebCallId(onChange: (callId: string) => void): () => void {
  onChange(lastWebCallId());
  const listener = (event: Event) => onChange((event as CustomEvent<string>).detail);
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}
