import Cal, { getCalApi } from "@calcom/embed-react";
import { useEffect } from "react";
import type { BookingPrefill } from "~/leads/demo-signup.server";

/** How long Cal.com may take to show the calendar before the visitor gets the e-mail fallback. */
export const CALENDAR_LOAD_TIMEOUT_MS = 8_000;
const NAMESPACE = "demo-signup";

/**
 * The Cal.com month view, prefilled with what the visitor just entered. Loaded with React.lazy after a
 * successful signup only. Cal.com reports no script error itself: a failed script, its `linkFailed` event
 * or a silent timeout all call `onUnavailable`.
 */
export default function DemoBookingCalendar({
  calLink,
  minutes,
  booking,
  onUnavailable,
}: {
  calLink: string;
  minutes: number;
  booking: BookingPrefill;
  onUnavailable: () => void;
}) {
  useEffect(() => {
    let settled = false;
    const giveUp = () => {
      if (settled) return;
      settled = true;
      onUnavailable();
    };
    const timer = window.setTimeout(giveUp, CALENDAR_LOAD_TIMEOUT_MS);
    const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[src$="/embed/embed.js"]');
    void getCalApi({ namespace: NAMESPACE })
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
  }, [onUnavailable]);

  return (
    <Cal
      namespace={NAMESPACE}
      calLink={calLink}
      config={{ layout: "month_view", theme: "auto", duration: String(minutes), name: booking.name, email: booking.email, notes: booking.notes }}
      style={{ width: "100%", height: 600, overflow: "auto" }}
    />
  );
}
