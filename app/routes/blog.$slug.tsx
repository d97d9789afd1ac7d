import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ArticlePage } from "~/components/blog/article-page";
import { feedLink } from "~/components/blog/feed-link";
import type { RootLoader } from "~/root";
import { loadPage } from "~/sanity/load-page.server";
import { ARTICLE_PAGE_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/utils/meta";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadPage(request, ARTICLE_PAGE_QUERY, params);

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  data
    ? [
        ...routeMeta({
          matches,
          location,
          type: "article",
          seo: { ...data.page.seo, image: data.page.seo.image?.asset ? data.page.seo.image : data.page.cover },
          fallbackTitle: data.page.title,
        }),
        { property: "article:published_time", content: data.page.publishedAt },
        ...(data.page.updatedAt ? [{ property: "article:modified_time", content: data.page.updatedAt }] : []),
        feedLink(data.blog.listing.rssLabel, matches.find((match) => match.id === "root")?.data?.language),
      ]
    : [];

export default ArticlePage;
