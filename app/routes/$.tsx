import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageExperiments } from "~/experiments/experiments.server";
import { heroBlockWithTexts } from "~/experiments/hero";
import { serverPreloaded } from "~/components/ui/server-preloaded";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { WebCalls } from "~/components/web-call/web-calls";
import { landingPageForBrowser } from "~/sanity/landing-page.server";
import { loadContent, loadPage } from "~/sanity/load-page.server";
import { isRootSlug } from "~/sanity/page-slugs";
import { inlineSmallSvg } from "~/sanity/inline-image.server";
import { isPreview } from "~/sanity/preview.server";
import { LANDING_PAGE_QUERY, ROOT_PAGE_TYPE_QUERY, SIMPLE_PAGE_QUERY } from "~/sanity/queries";
import { notFound } from "~/sanity/redirects.server";
import { routeMeta } from "~/components/layout/page-meta";
import { webCallPage } from "~/sanity/web-call.server";

export { routeHeaders as headers } from "~/utils/http.server";
export { landingPageAction as action } from "~/leads/landing-page.server";

/** Each kind of page's code reaches only the visitors of that kind of page. */
const LandingBlocks = serverPreloaded("landing-blocks", () =>
  import("~/components/landing/landing-blocks").then((module) => module.LandingBlocks),
);
const LegalPage = serverPreloaded("legal-page", () => import("~/components/layout/legal-page").then((module) => module.LegalPage));

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
    const [{ data: content, init }, preview, experiments, webCall] = await Promise.all([
      loadPage(request, LANDING_PAGE_QUERY, { slug }),
      isPreview(request),
      pageExperiments(request, context),
      webCallPage(request),
    ]);
    const withTexts = (content.page.blocks ?? []).map((block) =>
      block._type === "heroBlock" ? heroBlockWithTexts(block, experiments.texts) : block,
    );
    // A hero opening the page is its largest paint: a small SVG illustration travels inside the HTML.
    const [first, ...rest] = withTexts;
    const blocks =
      first?._type === "heroBlock" && first.image ? [{ ...first, image: await inlineSmallSvg(first.image) }, ...rest] : withTexts;
    const landing = landingPageForBrowser(context, { ...content.page, blocks }, preview);
    const { translationMissing, socialImage } = content;
    return data(
      { kind: "landing" as const, translationMissing, socialImage, experimentVariant: experiments.variant, webCall, ...landing },
      init ?? undefined,
    );
  }
  const { data: content, init } = await loadPage(request, SIMPLE_PAGE_QUERY, { slug });
  return data({ kind: "legal" as const, ...content }, init ?? undefined);
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: loaderData, matches, location }) => {
  if (!loaderData) return [];
  const page = loaderData.kind === "landing" ? loaderData : loaderData.page;
  return routeMeta({ matches, location, seo: page.seo, fallbackTitle: page.title });
};

export default function RootPage() {
  const loaderData = useLoaderData<typeof loader>();
  return loaderData.kind === "landing" ? (
    <WebCalls copy={loaderData.webCall}>
      <LandingBlocks blocks={loaderData.blocks} editing={loaderData.editing} />
    </WebCalls>
  ) : (
    <LegalPage page={loaderData.page} />
  );
}
