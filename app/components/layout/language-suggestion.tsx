import { useEffect, useState } from "react";
import type { Language } from "~/utils/language";
import { rememberLanguage, suggestedLanguage } from "~/utils/language-choice";
import { useLanguage, useRootData } from "~/utils/root-data";
import { usePathIn } from "./language-switch";

/**
 * A small invitation to read this page in the language the visitor's browser prefers (or chose before), in
 * that language. Never a redirect: shared links and crawlers see the page they asked for. Decided in the
 * browser, so pages stay cacheable for everyone; fixed at the bottom, so nothing moves when it appears.
 * Dismissing it remembers the language being read.
 */
export function LanguageSuggestion() {
  const page = useLanguage();
  const { languageSuggestions } = useRootData();
  const pathIn = usePathIn();
  const [wanted, setWanted] = useState<Language | null>(null);

  useEffect(() => setWanted(suggestedLanguage(page, document.cookie, navigator.languages)), [page]);

  const copy = languageSuggestions.find((suggestion) => suggestion.language === wanted)?.languageSuggestion;
  if (!wanted || !copy) return null;
  return (
    <aside
      lang={wanted}
      aria-label={copy.switchLabel}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-4 text-sm shadow-lg"
    >
      <p className="min-w-0 flex-1 basis-52 text-ink">{copy.message}</p>
      <div className="flex items-center gap-2">
        <a href={pathIn(wanted)} hrefLang={wanted} className="btn-primary px-4" onClick={() => rememberLanguage(wanted)}>
          {copy.switchLabel}
        </a>
        <button
          type="button"
          className="btn-secondary px-4"
          onClick={() => {
            rememberLanguage(page);
            setWanted(null);
          }}
        >
          {copy.dismissLabel}
        </button>
      </div>
    </aside>
  );
}
