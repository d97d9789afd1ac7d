import { lazy, Suspense, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Language } from "~/utils/language";
import { suggestedLanguage } from "~/utils/language-choice";
import { useLanguage } from "~/components/layout/root-data";
import { useTranslatedPage } from "./language-switch";

const LanguageSuggestionPanel = lazy(() => import("./language-suggestion-panel"));

/**
 * A small invitation to read this page in the language the visitor's browser prefers (or chose before), in
 * that language. Never a redirect: shared links and crawlers see the page they asked for. Decided in the
 * browser, so pages stay cacheable for everyone; fixed at the bottom, so nothing moves when it appears.
 * Dismissing it remembers the language being read. Its code loads only when there is something to suggest.
 */
export function LanguageSuggestion() {
  const page = useLanguage();
  // Nothing on the server and while hydrating (the HTML matches); then decided once per page language.
  const hydrated = useHydrated();
  const [suggestion, setSuggestion] = useState<{ page: Language; wanted: Language | null } | null>(null);
  if (hydrated && suggestion?.page !== page) {
    setSuggestion({ page, wanted: suggestedLanguage(page, document.cookie, navigator.languages) });
  }
  const translated = useTranslatedPage();
  const wanted = suggestion?.page === page && translated ? suggestion.wanted : null;

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionPanel wanted={wanted} onDismiss={() => setSuggestion({ page, wanted: null })} />
    </Suspense>
  );
}
