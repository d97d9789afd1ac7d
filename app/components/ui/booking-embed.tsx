import Cal, { getCalApi } from "@calcom/embed-react";
import { useEffect } from "react";

/** How long the booking calendar may take to appear before the visitor gets the e-mail fallback. */
export const BOOKING_LOAD_TIMEOUT_MS = 5_000;
const NAMESPACE = "booking";

/**
 * The Cal.com month view. Loaded with React.lazy only when the visitor asks for it. Cal.com's script
 * reports no load error itself, so a failed script, its `linkFailed` event or a silent timeout all call
 * `onUnavailable`.
 */
export default function BookingEmbed({
  calLink,
  minutes,
  onUnavailable,
}: {
  calLink: string;
  minutes: number | null | undefined;
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
    const script = document.querySelector<HTMLScriptElement>('script[src$="/embed/embed.js"]');
    script?.addEventListener("error", giveUp);
    void getCalApi({ namespace: NAMESPACE }).then((cal) => {
      cal("on", {
        action: "linkReady",
        callback: () => {
          settled = true;
          window.clearTimeout(timer);
        },
      });
      cal("on", { action: "linkFailed", callback: giveUp });
    });
    // getCalApi injects the script synchronously on first use, so look for it again afterwards.
    const injected = script ?? document.querySelector<HTMLScriptElement>('script[src$="/embed/embed.js"]');
    injected?.addEventListener("error", giveUp);
    return () => {
      settled = true;
      window.clearTimeout(timer);
      injected?.removeEventListener("error", giveUp);
    };
  }, [onUnavailable]);

  return (
    <Cal
      namespace={NAMESPACE}
      calLink={calLink}
      config={{ layout: "month_view", theme: "auto", ...(minutes ? { duration: String(minutes) } : {}) }}
      style={{ width: "100%", height: 600, overflow: "auto" }}
    />
  );
}
