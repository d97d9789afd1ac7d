import Cal, { getCalApi } from "@calcom/embed-react";
import { useEffect } from "react";
import type { BookingPrefill } from "~/leads/demo-signup.server";

/** How long the booking calendar may take to appear before the visitor gets the e-mail fallback. */
const BOOKING_LOAD_TIMEOUT_MS = 5_000;

/**
 * The Cal.com month view (home booking button, /demo after signup). Loaded with React.lazy only when it is
 * needed. Cal.com's script reports no load error itself, so a failed script, its `linkFailed` event or a
 * silent timeout all call `onUnavailable`.
 */
export default function BookingEmbed({
  namespace,
  calLink,
  minutes,
  prefill,
  onUnavailable,
}: {
  namespace: string;
  calLink: string;
  minutes: number | null | undefined;
  prefill?: BookingPrefill;
  onUnavailable: () => void;
}) {
  useEffect(() => {
    let settled = false;
    const giveUp = () => {
      if (settled) return;
      settled = true;
      onUnavailable();
    };
    const timer = window.setTimeout(giveUp, BOOKING_LOAD_TIMEOUT_MS);
    const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[src$="/embed/embed.js"]');
    void getCalApi({ namespace })
      .then((cal) => {
        cal("on", {
          action: "linkReady",
          callback: () => {
            settled = true;
            window.clearTimeout(timer);
          },
        });
        cal("on", { action: "linkFailed", callback: giveUp });
      })
      .catch(giveUp);
    // getCalApi injects the script on first use; a blocked or offline script fails here.
    scripts().forEach((script) => script.addEventListener("error", giveUp));
    return () => {
      settled = true;
      window.clearTimeout(timer);
      scripts().forEach((script) => script.removeEventListener("error", giveUp));
    };
  }, [namespace, onUnavailable]);

  return (
    <Cal
      namespace={namespace}
      calLink={calLink}
      config={{ layout: "month_view", theme: "auto", ...(minutes ? { duration: String(minutes) } : {}), ...prefill }}
      style={{ width: "100%", height: 600, overflow: "auto" }}
    />
  );
}
