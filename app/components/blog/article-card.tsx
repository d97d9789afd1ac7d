import { Link } from "@remix-run/react";
import { ContentImage } from "~/components/ui/content-image";
import type { QueryResult } from "~/sanity/content";
import { pagePath } from "~/sanity/paths";
import type { BLOG_PAGE_QUERY } from "~/sanity/queries";
import { formatLongDate } from "~/utils/dates";
import { fillPlaceholders } from "~/utils/placeholders";
import { useLanguage, useLocalize } from "~/components/layout/root-data";
import { CategoryLinks } from "./category-links";

export type ArticleCardContent = QueryResult<typeof BLOG_PAGE_QUERY>["articles"][number];

/** An article in a list (the blog page, related articles): cover, categories, title, excerpt, date and reading time. */
export function ArticleCard({
  article,
  readingTimeLabel,
  readMoreLabel,
  headingLevel: Heading = "h2",
  priority = false,
}: {
  article: ArticleCardContent;
  readingTimeLabel: string;
  readMoreLabel: string;
  headingLevel?: "h2" | "h3";
  /** The first card's cover is the page's largest picture: loaded at once. */
  priority?: boolean;
}) {
  const localize = useLocalize();
  const language = useLanguage();
  const href = localize(pagePath("article", article.slug ?? ""));
  return (
    <article className="card flex flex-col overflow-hidden p-0">
      {article.cover ? (
        <ContentImage
          image={article.cover}
          priority={priority}
          width={640}
          height={360}
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          className="aspect-video h-auto w-full bg-surface object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {article.categories?.length ? <CategoryLinks categories={article.categories} /> : null}
        <Heading className="heading-3 mt-4 text-ink">
          <Link to={href} prefetch="intent" className="hover:text-brand">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-7 text-ink-soft">{article.excerpt}</p>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, language)}</time>
          {" · "}
          {fillPlaceholders(readingTimeLabel, { minutes: article.readingMinutes })}
        </p>
        <Link to={href} className="mt-4 font-semibold text-brand hover:text-brand-strong">
          {readMoreLabel}
          <span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
