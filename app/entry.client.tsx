import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadServerRenderedParts } from "~/components/ui/server-preloaded";

// Remix's default entry, hydrating once the page's server-preloaded parts have their code.
void loadServerRenderedParts().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);

// The visitor's own LCP, INP and CLS (the visit beacon's field vitals): fetched once the page has loaded and the browser
// is idle, so no paint, hydration or tap waits for it. A chunk gone with a deploy loses the report, nothing else.
const loadFieldVitals = () => (self.requestIdleCallback ?? setTimeout)(() => void import("~/insights/vitals-beacon").catch(() => {}));
if (document.readyState === "complete") loadFieldVitals();
else addEventListener("load", loadFieldVitals, { once: true });
