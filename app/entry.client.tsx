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
