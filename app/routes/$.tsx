import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";
import { loadPage } from "~/sanity/load-page.server";
import { RichText } from "~/sanity/portable-text";
import { SIMPLE_PAGE_QUERY } from "~/sanity/queries";
import { notFound } from "~/sanity/redirects.server";
import { formatLongDate } from "~/utils/dates";
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

export default function SimplePage() {
  const { page } = useLoaderData<typeof loader>();
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
