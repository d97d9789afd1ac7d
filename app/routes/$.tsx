import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingBlocks } from "~/components/landing/landing-blocks";
import type { RootLoader } from "~/root";
import { landingPageForBrowser } from "~/sanity/landing-page.server";
import { loadContent, loadPage } from "~/sanity/load-page.server";
import { isRootSlug } from "~/sanity/page-slugs";
import { RichText } from "~/sanity/portable-text";
import { isPreview } from "~/sanity/preview.server";
import { LANDING_PAGE_QUERY, ROOT_PAGE_TYPE_QUERY, SIMPLE_PAGE_QUERY } from "~/sanity/queries";
import { notFound } from "~/sanity/redirects.server";
import { LOCALES, type Language } from "~/utils/language";
import { routeMeta } from "~/utils/meta";
import { useLanguage } from "~/utils/root-data";

export { routeHeaders as headers } from "~/utils/http.server";
export { landingPageAction as action } from "~/leads/landing-page.server";

/**
 * Pages at /<slug>: landing pages (blocks composed in the Studio) and legal pages (terms, privacy); every other path is
 * a redirect (Studio) or the not-found page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params["*"] ?? "";
  // Slugs are single path segments: /terms-of-service/extra is not the terms page.
  if (!isRootSlug(slug)) return notFound(request);
  const { content: type } = await loadContent(request, ROOT_PAGE_TYPE_QUERY, { slug }, (found) => found !== null);
  if (type === "landingPage") {
    const [{ data: content, init }, preview] = await Promise.all([loadPage(request, LANDING_PAGE_QUERY, { slug }), isPreview(request)]);
    const landing = landingPageForBrowser(context, content.page, preview);
    return data({ kind: "landing" as const, translationMissing: content.translationMissing, ...landing }, init ?? undefined);
  }
  const { data: content, init } = await loadPage(request, SIMPLE_PAGE_QUERY, { slug });
  return data({ kind: "legal" as const, ...content }, init ?? undefined);
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: loaderData, matches, location }) => {
  if (!loaderData) return [];
  const page = loaderData.kind === "landing" ? loaderData : loaderData.page;
  return routeMeta({ matches, location, seo: page.seo, fallbackTitle: page.title });
};

/** "February 3, 2025" ("3 de febrero de 2025") from the ISO date, in UTC so the day never shifts with the server's zone. */
function formatDate(isoDate: string, language: Language) {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

function LegalPage({ page }: { page: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "legal" }>["page"] }) {
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

export default function RootPage() {
  const loaderData = useLoaderData<typeof loader>();
  return loaderData.kind === "landing" ? (
    <LandingBlocks blocks={loaderData.blocks} editing={loaderData.editing} />
  ) : (
    <LegalPage page={loaderData.page} />
  );
}
