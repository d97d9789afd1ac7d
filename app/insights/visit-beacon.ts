/**
 * The visit beacon, inline in every page (root.tsx) so that a page a CDN serves from its cache is counted too.
 * Nothing runs before the page has loaded (or while it is prerendered); then, when the browser is idle, it POSTs the
 * view to /api/visits: a random id (a repeat is refused), the path, the host of another site that linked here, the
 * address's UTM fields; its experiment variant is the server's to know (the visitor's `tv_exp` assignment, sent as
 * a cookie). Client-side navigations (history changes to another path) are views too. Browsers sending Global
 * Privacy Control or Do Not Track send nothing, nor do insecure origins (no `crypto.randomUUID`). Plain ES2020 for every current browser; kept under 1 KB gzip (visit-beacon.test.ts).
 */
export const VISIT_BEACON_SCRIPT = `(() => {
  const n = navigator, l = location, d = document;
  if (n.globalPrivacyControl || n.doNotTrack === "1" || !self.crypto?.randomUUID) return;
  let last;
  const view = (referrer) => {
    last = l.pathname;
    const q = new URLSearchParams(l.search), utm = (name) => (q.get("utm_" + name) || "").slice(0, 100), path = last;
    (self.requestIdleCallback || setTimeout)(() => {
      const body = JSON.stringify({
        id: crypto.randomUUID(), path, referrer,
        utm_source: utm("source"), utm_medium: utm("medium"), utm_campaign: utm("campaign"),
      });
      if (!n.sendBeacon?.("/api/visits", body)) fetch("/api/visits", { method: "POST", body, keepalive: true }).catch(() => {});
    });
  };
  const moved = () => l.pathname !== last && view("");
  const start = () => {
    let referrer = "";
    try {
      const host = new URL(d.referrer).host;
      if (host !== l.host) referrer = host;
    } catch {}
    view(referrer);
    for (const name of ["pushState", "replaceState"]) {
      const original = history[name];
      history[name] = function (...args) {
        original.apply(this, args);
        moved();
      };
    }
    addEventListener("popstate", moved);
  };
  const loaded = () => (d.readyState === "complete" ? start() : addEventListener("load", start, { once: true }));
  if (d.prerendering) d.addEventListener("prerenderingchange", loaded, { once: true });
  else loaded();
})();`;
