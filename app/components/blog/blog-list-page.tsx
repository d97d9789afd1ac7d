import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/components/layout/root-loader.server";
import type { loadBlogList } from "~/sanity/blog-list.server";
import { blogListPath } from "~/sanity/paths";
import { routeMeta } from "~/components/layout/page-meta";
import { fillPlaceholders } from "~/utils/placeholders";
import { useLocalize } from "~/components/layout/root-data";
import { DEFAULT_LANGUAGE, localizedPath } from "~/utils/language";
import { ArticleCard } from "./article-card";
import { feedLink } from "./feed-link";

/** The loader of each address of the list (the route modules call loadBlogList). */
type BlogListLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadBlogList>;
type BlogListData = Awaited<ReturnType<typeof loadBlogList>>["data"];

/**
 * Meta of a page of the list: the blog's own title and description, a category's name and description, the page
 * number after the title past the first page; the canonical link is the page's own address, rel prev/next its
 * neighbours, and the language's RSS feed is announced.
 */
export const blogListMeta: MetaFunction<BlogListLoader, { root: RootLoader }> = ({ data, matches, location }) => {
  if (!data) return [];
  const { page, category, pageNumber, pages } = data;
  const language = matches.find((match) => match.id === "root")?.data?.language;
  const title = category ? fillPlaceholders(page.listing.categoryTitle, { category: category.title }) : page.seo.title;
  const numbered = pageNumber > 1 ? `${title} · ${fillPlaceholders(page.listing.pageOfLabel, { page: pageNumber, pages })}` : title;
  const neighbour = (rel: "prev" | "next", number: number) => ({
    tagName: "link",
    rel,
    href: localizedPath(blogListPath({ category: category?.slug, page: number }), language ?? DEFAULT_LANGUAGE),
  });
  return [
    ...routeMeta({
      matches,
      location,
      seo: { ...page.seo, title: numbered, description: category?.description ?? page.seo.description },
    }),
    ...(pageNumber > 1 ? [neighbour("prev", pageNumber - 1)] : []),
    ...(pageNumber < pages ? [neighbour("next", pageNumber + 1)] : []),
    feedLink(page.listing.rssLabel, language),
  ];
};

function CategoryFilter({ data }: { data: BlogListData }) {
  const localize = useLocalize();
  const { page, categories, category } = data;
  const linkClass = "inline-block rounded-full border px-4 py-2 text-sm font-semibold";
  const current = "border-brand bg-brand text-white";
  const other = "border-line text-ink-soft hover:border-brand hover:text-brand";
  return (
    <nav aria-labelledby="blog-topics" className="mt-8">
      <h2 id="blog-topics" className="text-sm font-semibold text-muted">
        {page.listing.categoryFilterLabel}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <Link
            to={localize(blogListPath())}
            aria-current={category ? undefined : "page"}
            className={`${linkClass} ${category ? other : current}`}
          >
            {page.listing.allCategoriesLabel}
          </Link>
        </li>
        {categories.map((item) => (
          <li key={item._id}>
            <Link
              to={localize(blogListPath({ category: item.slug }))}
              aria-current={item.slug === category?.slug ? "page" : undefined}
              className={`${linkClass} ${item.slug === category?.slug ? current : other}`}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ data }: { data: BlogListData }) {
  const localize = useLocalize();
  const { page, category, pageNumber, pages } = data;
  if (pages < 2) return null;
  const href = (number: number) => localize(blogListPath({ category: category?.slug, page: number }));
  return (
    <nav aria-label={page.listing.paginationLabel} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {pageNumber > 1 ? (
        <Link to={href(pageNumber - 1)} rel="prev" className="btn-secondary px-6">
          {page.listing.previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted" aria-current="page">
        {fillPlaceholders(page.listing.pageOfLabel, { page: pageNumber, pages })}
      </p>
      {pageNumber < pages ? (
        <Link to={href(pageNumber + 1)} rel="next" className="btn-secondary px-6">
          {page.listing.nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The blog's list of articles: `/blog`, a category's list, and their further pages. */
export function BlogListPage() {
  const data = useLoaderData<BlogListLoader>();
  const localize = useLocalize();
  const { page, articles, category } = data;
  return (
    <div className="section container-page">
      <header className="max-w-3xl">
        <h1 className="heading-1">
          {category ? fillPlaceholders(page.listing.categoryTitle, { category: category.title }) : page.heading}
        </h1>
        <p className="lead mt-4">{category?.description ?? page.intro}</p>
      </header>
      <CategoryFilter data={data} />
      {articles.length ? (
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article._id} className="flex">
              <ArticleCard
                article={article}
                readingTimeLabel={page.readingTimeLabel}
                readMoreLabel={page.listing.readMoreLabel}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-ink-soft">
          {page.listing.emptyText}{" "}
          <Link to={localize(blogListPath())} className="font-semibold text-brand underline">
            {page.listing.allCategoriesLabel}
          </Link>
        </p>
      )}
      <Pagination data={data} />
    </div>
  );
}
