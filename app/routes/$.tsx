import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";
import { loadPage } from "~/sanity/load-page.server";
import { RichText } from "~/sanity/portable-text";
import { SIMPLE_PAGE_QUERY } from "~/sanity/queries";
import { notFound } from "~/sanity/redirects.server";
import { LOCALES, type Language } from "~/utils/language";
import { routeMeta } from "~/utils/meta";
import { useLanguage } from "~/utils/root-data";

export { routeHeaders as headers } from "~/utils/http.server";

/** Simple pages (terms, privacy) live at /<slug>; every other path is a redirect (Studio) or the not-found page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params["*"] ?? "";
  // Slugs are single path segments: /terms-of-service/extra is not the terms page.
  if (!/^[a-z0-9-]+$/.test(slug)) return notFound(request);
  return loadPage(request, SIMPLE_PAGE_QUERY, { slug });
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: loaderData, matches, location }) =>
  loaderData ? routeMeta({ matches, location, seo: loaderData.page.seo, fallbackTitle: loaderData.page.title }) : [];

/** "February 3, 2025" ("3 de febrero de 2025") from the ISO date, in UTC so the day never shifts with the server's zone. */
function formatDate(isoDate: string, language: Language) {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

export default function SimplePage() {
  const { page } = useLoaderData<typeof loader>();
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
