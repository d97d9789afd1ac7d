import { lazy, Suspense, useEffect, useState } from "react";
import type { Language } from "~/utils/language";
import { suggestedLanguage } from "~/utils/language-choice";
import { useLanguage } from "~/utils/root-data";

const LanguageSuggestionPanel = lazy(() => import("./language-suggestion-panel"));

/**
 * A small invitation to read this page in the language the visitor's browser prefers (or chose before), in
 * that language. Never a redirect: shared links and crawlers see the page they asked for. Decided in the
 * browser, so pages stay cacheable for everyone; fixed at the bottom, so nothing moves when it appears.
 * Dismissing it remembers the language being read. Its code loads only when there is something to suggest.
 */
export function LanguageSuggestion() {
  const page = useLanguage();
  const [wanted, setWanted] = useState<Language | null>(null);

  useEffect(() => setWanted(suggestedLanguage(page, document.cookie, navigator.languages)), [page]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionPanel wanted={wanted} onDismiss={() => setWanted(null)} />
    </Suspense>
  );
}
