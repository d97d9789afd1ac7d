import type { PageContent } from "~/sanity/content";
import { RichText } from "~/sanity/portable-text";
import type { SIMPLE_PAGE_QUERY } from "~/sanity/queries";
import { formatLongDate } from "~/utils/dates";
import { useLanguage } from "~/components/layout/root-data";

/** A legal page (terms, privacy): its title, the date it was last updated and its text. */
export function LegalPage({ page }: { page: PageContent<typeof SIMPLE_PAGE_QUERY> }) {
  const language = useLanguage();
  return (
    <article className="section container-page max-w-3xl">
      <h1 className="heading-1">{page.title}</h1>
      <p className="mt-4 text-sm text-muted">
        <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated, language)}</time>
      </p>
      <RichText value={page.body} className="mt-8" />
    </article>
  );
}
