import type { PageContent } from "~/sanity/content";
import { RichText } from "~/sanity/portable-text";
import type { SIMPLE_PAGE_QUERY } from "~/sanity/queries";
import { LOCALES, type Language } from "~/utils/language";
import { useLanguage } from "~/utils/root-data";

/** "February 3, 2025" ("3 de febrero de 2025") from the ISO date, in UTC so the day never shifts with the server's zone. */
function formatDate(isoDate: string, language: Language) {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A legal page (terms, privacy): its title, the date it was last updated and its text. */
export function LegalPage({ page }: { page: PageContent<typeof SIMPLE_PAGE_QUERY> }) {
  const language = useLanguage();
  return (
    <article className="section container-page max-w-3xl">
      <h1 className="heading-1">{page.title}</h1>
      <p className="mt-4 text-sm text-muted">
        <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated, language)}</time>
      </p>
      <RichText value={page.body} className="mt-8" />
    </article>
  );
}
