import { Link, useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/structured-data/json-ld";
import { articleJsonLd } from "~/components/structured-data/article-json-ld";
import { ContentImage } from "~/components/ui/content-image";
import type { PageData } from "~/sanity/content";
import { absoluteImageUrl } from "~/sanity/image";
import { blogListPath, pagePath } from "~/sanity/paths";
import type { ARTICLE_PAGE_QUERY } from "~/sanity/queries";
import { formatLongDate } from "~/utils/dates";
import { headingAnchors } from "~/utils/heading-anchors";
import { localizedPath } from "~/utils/language";
import { fillPlaceholders } from "~/utils/placeholders";
import { useLanguage, useLocalize, useRootData } from "~/utils/root-data";
import { ArticleBody } from "./article-body";
import { ArticleCard } from "./article-card";
import { TableOfContents } from "./table-of-contents";
import { CategoryLinks } from "./category-links";

type ArticleData = PageData<typeof ARTICLE_PAGE_QUERY>;

function ArticleJsonLd({ page, blog }: ArticleData) {
  const { siteUrl, settings } = useRootData();
  const language = useLanguage();
  const url = (path: string) => `${siteUrl}${localizedPath(path, language)}`;
  return (
    <JsonLd
      data={articleJsonLd({
        url: url(pagePath("article", page.slug)),
        siteUrl,
        language,
        title: page.title,
        description: page.seo.description ?? page.excerpt,
        imageUrl: absoluteImageUrl(page.cover, siteUrl),
        publishedAt: page.publishedAt,
        updatedAt: page.updatedAt,
        author: page.author && {
          name: page.author.name,
          role: page.author.role,
          imageUrl: page.author.photo?.asset?.url && `${siteUrl}${page.author.photo.asset.url}`,
        },
        categories: page.categories.map((category) => category.title),
        publisher: settings.productName,
        breadcrumb: [
          { name: settings.productName, url: url("/") },
          { name: blog.heading, url: url(blogListPath()) },
          { name: page.title, url: url(pagePath("article", page.slug)) },
        ],
      })}
    />
  );
}

/** An article: title, author and dates, cover, table of contents, text, related articles. */
export function ArticlePage() {
  const data = useLoaderData<ArticleData>();
  const { page, blog, leadForms } = data;
  const language = useLanguage();
  const localize = useLocalize();
  const labels = blog.article;
  const anchors = headingAnchors(page.body);
  return (
    <>
      <ArticleJsonLd {...data} />
      <article className="section container-page">
        <header className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold">
            <Link to={localize(blogListPath())} className="text-brand hover:text-brand-strong">
              {blog.heading}
            </Link>
          </p>
          <h1 className="heading-1 mt-3">{page.title}</h1>
          <p className="lead mt-4">{page.excerpt}</p>
          <CategoryLinks categories={page.categories} className="mt-5" />
          <div className="mt-6 flex items-center gap-4">
            {page.author?.photo ? (
              <ContentImage image={page.author.photo} width={56} height={56} alt="" className="size-14 rounded-full bg-surface" />
            ) : null}
            <div className="text-sm">
              <p className="text-ink">
                {labels.byLabel} <span className="font-semibold">{page.author?.name}</span>
                {page.author?.role ? <span className="text-muted">, {page.author.role}</span> : null}
              </p>
              <p className="mt-1 text-muted">
                {labels.publishedLabel} <time dateTime={page.publishedAt}>{formatLongDate(page.publishedAt, language)}</time>
                {page.updatedAt ? (
                  <>
                    {" · "}
                    {labels.updatedLabel} <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt, language)}</time>
                  </>
                ) : null}
                {" · "}
                {fillPlaceholders(labels.readingTimeLabel, { minutes: page.readingMinutes })}
              </p>
            </div>
          </div>
        </header>
        <ContentImage
          image={page.cover}
          width={1024}
          height={576}
          priority
          sizes="(min-width: 1088px) 1024px, 100vw"
          className="mx-auto mt-10 aspect-video h-auto w-full max-w-5xl rounded-2xl bg-surface object-cover"
        />
        <div className="mx-auto mt-10 max-w-3xl">
          <TableOfContents heading={labels.tocHeading} anchors={anchors} />
          <ArticleBody
            value={page.body}
            leadForms={leadForms}
            copy={{
              callToAction: blog.callToAction,
              calloutLabels: { tip: labels.tipLabel, note: labels.noteLabel, warning: labels.warningLabel },
            }}
          />
        </div>
      </article>
      {page.related.length ? (
        <section aria-labelledby="related-articles" className="section bg-surface">
          <div className="container-page">
            <h2 id="related-articles" className="heading-2">
              {labels.relatedHeading}
            </h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {page.related.map((article) => (
                <li key={article._id} className="flex">
                  <ArticleCard
                    article={article}
                    headingLevel="h3"
                    readingTimeLabel={labels.readingTimeLabel}
                    readMoreLabel={blog.listing.readMoreLabel}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
