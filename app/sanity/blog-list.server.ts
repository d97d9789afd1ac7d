import { data, redirect } from "@remix-run/node";
import { env } from "~/utils/env.server";
import { cacheHeaders } from "~/utils/http.server";
import { localizedPath } from "~/utils/language";
import { socialImageUrl } from "./image";
import { loadContent, requestLanguage } from "./load-page.server";
import { ARTICLES_PER_PAGE, blogListPath } from "./paths";
import { BLOG_PAGE_QUERY } from "./queries";
import { notFound } from "./redirects.server";

/** The address parts of a page of the blog's list: `/blog[/category/:category][/page/:page]`. */
type BlogListParams = { category?: string; page?: string };

/**
 * One page of the blog's article list, newest first, of one category when the address names one. An unknown
 * category or a page past the last answers 404; `/page/1` (or `/page/02`) redirects to the list's own address.
 */
export async function loadBlogList(request: Request, params: BlogListParams) {
  const pageNumber = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(pageNumber) || pageNumber < 1) return notFound(request);
  if (params.page !== undefined && (pageNumber === 1 || String(pageNumber) !== params.page)) {
    throw redirect(localizedPath(blogListPath({ category: params.category, page: pageNumber }), requestLanguage(request)), 301);
  }
  const start = (pageNumber - 1) * ARTICLES_PER_PAGE;
  const { content, preview, translationMissing } = await loadContent(
    request,
    BLOG_PAGE_QUERY,
    { category: params.category ?? null, start, end: start + ARTICLES_PER_PAGE },
    (answer) => answer.page !== null,
  );
  if (!content.page) throw new Error(`The dataset has no blogPage for ${new URL(request.url).pathname}.`);
  const category = params.category === undefined ? null : content.categories.find((item) => item.slug === params.category);
  if (category === undefined) return notFound(request);
  const pages = Math.max(1, Math.ceil(content.total / ARTICLES_PER_PAGE));
  if (pageNumber > pages) return notFound(request);
  const socialImage = socialImageUrl(content.page.seo?.image, env.SITE_URL);
  return data(
    { ...content, page: content.page, category, pageNumber, pages, translationMissing, socialImage },
    { headers: cacheHeaders(preview) },
  );
}
