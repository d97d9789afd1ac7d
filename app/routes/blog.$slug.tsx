import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ArticlePage } from "~/components/blog/article-page";
import { feedLink } from "~/components/blog/feed-link";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { articlePageForBrowser } from "~/sanity/article-page.server";
import { socialImageUrl } from "~/sanity/image";
import { inlineSmallSvg } from "~/sanity/inline-image.server";
import { loadPage } from "~/sanity/load-page.server";
import { ARTICLE_PAGE_QUERY } from "~/sanity/queries";
import { env } from "~/utils/env.server";
import { routeMeta } from "~/components/layout/page-meta";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { data: answer, init } = await loadPage(request, ARTICLE_PAGE_QUERY, params);
  // The cover is an article's largest paint: a small SVG one travels inside the HTML.
  const content = { ...answer, page: { ...answer.page, cover: await inlineSmallSvg(answer.page.cover) } };
  const { page, translationMissing, socialImage } = content;
  // An article without its own social image shows its cover (unless an SVG: then its generated card).
  const image = socialImage ?? (page.seo.image?.asset ? null : socialImageUrl(page.cover, env.SITE_URL));
  return data({ ...articlePageForBrowser(context, content), translationMissing, socialImage: image }, init ?? undefined);
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  data
    ? [
        ...routeMeta({
          matches,
          location,
          type: "article",
          seo: data.page.seo,
          fallbackTitle: data.page.title,
        }),
        { property: "article:published_time", content: data.page.publishedAt },
        ...(data.page.updatedAt ? [{ property: "article:modified_time", content: data.page.updatedAt }] : []),
        feedLink(data.rssLabel, matches.find((match) => match.id === "root")?.data?.language),
      ]
    : [];

export default ArticlePage;
