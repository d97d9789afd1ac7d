import type { LoaderFunctionArgs } from "@remix-run/node";
import { Feed } from "feed";
import { fetchPublished, requestLanguage } from "~/sanity/load-page.server";
import { blogFeedPath, blogListPath, pagePath } from "~/sanity/paths";
import { BLOG_FEED_QUERY } from "~/sanity/queries";
import { env } from "~/utils/env.server";
import { PUBLIC_CACHE_CONTROL } from "~/utils/http.server";
import { localizedPath } from "~/utils/language";

/** The blog's RSS 2.0 feed in the request's language (`/blog/rss.xml`, `/es/blog/rss.xml`): the newest 50 articles. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request);
  const { blog, copyright, articles } = await fetchPublished(BLOG_FEED_QUERY, { language });
  if (!blog) throw new Response(null, { status: 404 });
  const url = (path: string) => `${env.SITE_URL}${localizedPath(path, language)}`;
  const feed = new Feed({
    title: blog.title,
    description: blog.intro,
    id: url(blogListPath()),
    link: url(blogListPath()),
    language,
    copyright: copyright ?? "",
    updated: articles[0] ? new Date(articles[0].updatedAt ?? articles[0].publishedAt) : undefined,
    feedLinks: { rss: url(blogFeedPath) },
  });
  for (const article of articles) {
    const link = url(pagePath("article", article.slug));
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.excerpt,
      date: new Date(article.updatedAt ?? article.publishedAt),
      published: new Date(article.publishedAt),
      author: article.author ? [{ name: article.author }] : undefined,
      category: (article.categories ?? []).map((name) => ({ name })),
    });
  }
  return new Response(feed.rss2(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
