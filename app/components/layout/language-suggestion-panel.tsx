import type { Language } from "~/utils/language";
import { rememberLanguage } from "~/utils/language-choice";
import { useLanguage, useRootData } from "~/components/layout/root-data";
import { usePathIn } from "./language-switch";

/** The suggestion itself, in the suggested language; loaded only for the visitors who get one. */
export default function LanguageSuggestionPanel({ wanted, onDismiss }: { wanted: Language; onDismiss: () => void }) {
  const page = useLanguage();
  const { languageSuggestions } = useRootData();
  const pathIn = usePathIn();
  const copy = languageSuggestions.find((suggestion) => suggestion.language === wanted)?.languageSuggestion;
  if (!copy) return null;
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
            onDismiss();
          }}
        >
          {copy.dismissLabel}
        </button>
      </div>
    </aside>
  );
}
