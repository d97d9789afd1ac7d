import { onCLS, onINP, onLCP, type Metric } from "web-vitals";

/**
 * The visit beacon's field vitals: the visitor's own LCP, INP and CLS (web-vitals), posted once, the first time the page
 * is hidden (a tab switched, the page left or closed: visibilitychange), to /api/vitals (server/visits-endpoint.ts) with a random id
 * (a repeat is refused), the page's path as it was loaded and the viewport width (the device class). entry.client.tsx
 * loads this chunk when the page has loaded and the browser is idle, so it never delays a paint or a tap; what came
 * before it is in the browser's buffers (paints, layout shifts, the first input and every slow interaction).
 * Browsers sending Global Privacy Control or Do Not Track send nothing, as with the visit beacon.
 */
const n = navigator as Navigator & { globalPrivacyControl?: boolean };
// Insecure origins have no `crypto.randomUUID` (nor a visit beacon).
if (!n.globalPrivacyControl && n.doNotTrack !== "1" && "randomUUID" in crypto) {
  const values: Partial<Record<string, number>> = {};
  // Every change is kept: the values are read when the page hides, after web-vitals' own listeners have run.
  const keep = ({ name, value }: Metric) => (values[name.toLowerCase()] = value);
  const reportAllChanges = { reportAllChanges: true };
  onLCP(keep, reportAllChanges);
  onINP(keep, reportAllChanges);
  onCLS(keep, reportAllChanges);
  let sent = false;
  const send = () => {
    if (sent || !Object.keys(values).length) return;
    sent = true;
    // The page as loaded (a client-side navigation since does not move its vitals to another page), as Chrome's field data counts it.
    const [loaded] = performance.getEntriesByType("navigation");
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      path: new URL(loaded?.name ?? location.href).pathname,
      width: innerWidth,
      ...values,
    });
    if (!n.sendBeacon?.("/api/vitals", body)) fetch("/api/vitals", { method: "POST", body, keepalive: true }).catch(() => {});
  };
  // On the window, so it runs after web-vitals' own listeners (on the document) have finalized the values. Not on pagehide:
  // Chromium fires it before visibilitychange, so a report sent then would miss them. A browser that skips
  // visibilitychange when a page is left (older Safari) loses that view's report.
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
}
