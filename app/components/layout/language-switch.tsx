import { useLocation, useMatches } from "@remix-run/react";
import { LANGUAGES, localizedPath, unlocalizedPath, type Language } from "~/utils/language";
import { rememberLanguage } from "~/utils/language-choice";
import { useLanguage } from "~/components/layout/root-data";

/** What a route's `handle` may say: `{ oneLanguage: true }` for a page that exists in one language only (Insights). */
export interface LanguageHandle {
  oneLanguage?: boolean;
}

/** Whether the page shown exists in the site's other languages (no switch or suggestion leads to a 404). */
export function useTranslatedPage(): boolean {
  return !useMatches().some((match) => (match.handle as LanguageHandle | undefined)?.oneLanguage);
}

/** The current page (with its query string, e.g. calculator figures) in another language. */
export function usePathIn(): (language: Language) => string {
  const { pathname, search } = useLocation();
  return (language) => `${localizedPath(unlocalizedPath(pathname), language)}${search}`;
}

/**
 * Links to this page in the site's other language(s), labelled in that language. A plain link (crawlers, no
 * JavaScript); a click also remembers the choice. A full page load, so the document's language changes too.
 */
export function LanguageSwitch({ label, className }: { label: string; className?: string }) {
  const current = useLanguage();
  const pathIn = usePathIn();
  if (!useTranslatedPage()) return null;
  return (
    <>
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <a
          key={language}
          href={pathIn(language)}
          hrefLang={language}
          lang={language}
          // `globe-before` (app.css) draws the globe: no icon element in every page's header and footer.
          className={`globe-before ${className ?? ""}`}
          onClick={() => rememberLanguage(language)}
        >
          {label}
        </a>
      ))}
    </>
  );
}
