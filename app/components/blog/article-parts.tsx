import { Link } from "@remix-run/react";
import { useMemo } from "react";
import { JsonLd } from "~/components/structured-data/json-ld";
import { articleJsonLd } from "~/components/structured-data/article-json-ld";
import { ContentImage } from "~/components/ui/content-image";
import type { ArticleHeaderContent, ArticleTextContent, RelatedArticlesContent } from "~/sanity/article-page.server";
import { absoluteImageUrl, type ImageSource } from "~/sanity/image";
import { blogListPath, pagePath } from "~/sanity/paths";
import { RichText } from "~/sanity/portable-text";
import { formatLongDate } from "~/utils/dates";
import { localizedPath } from "~/utils/language";
import { fillPlaceholders } from "~/utils/placeholders";
import { useLanguage, useLocalize, useRootData } from "~/components/layout/root-data";
import { ArticleCard } from "./article-card";
import { CategoryLinks } from "./category-links";

// The parts of an article that never render again in the browser (`ServerPart`): their code reaches a browser only
// on a client-side navigation to an article.

function ArticleJsonLd({ article, blogHeading }: ArticleHeaderContent) {
  const { siteUrl, settings } = useRootData();
  const language = useLanguage();
  const url = (path: string) => `${siteUrl}${localizedPath(path, language)}`;
  return (
    <JsonLd
      data={articleJsonLd({
        url: url(pagePath("article", article.slug)),
        siteUrl,
        language,
        title: article.title,
        description: article.seo.description ?? article.excerpt,
        imageUrl: absoluteImageUrl(article.cover, siteUrl),
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
        author: article.author && {
          name: article.author.name,
          role: article.author.role,
          imageUrl: article.author.photo?.asset?.url && `${siteUrl}${article.author.photo.asset.url}`,
        },
        categories: article.categories.map((category) => category.title),
        publisher: settings.productName,
        breadcrumb: [
          { name: settings.productName, url: url("/") },
          { name: blogHeading, url: url(blogListPath()) },
          { name: article.title, url: url(pagePath("article", article.slug)) },
        ],
      })}
    />
  );
}

/** Title, excerpt, categories, author and dates, cover, and the article's structured data. */
export function ArticleHeader(content: ArticleHeaderContent) {
  const { article, blogHeading, labels } = content;
  const language = useLanguage();
  const localize = useLocalize();
  return (
    <>
      <ArticleJsonLd {...content} />
      <header className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold">
          <Link to={localize(blogListPath())} className="text-brand hover:text-brand-strong">
            {blogHeading}
          </Link>
        </p>
        <h1 className="heading-1 mt-3">{article.title}</h1>
        <p className="lead mt-4">{article.excerpt}</p>
        <CategoryLinks categories={article.categories} className="mt-5" />
        {/* Top-aligned: a first paint while the byline is still arriving does not move the photo when the rest of it does. */}
        <div className="mt-6 flex items-start gap-4">
          {article.author?.photo ? (
            <ContentImage image={article.author.photo} width={56} height={56} alt="" className="size-14 rounded-full bg-surface" />
          ) : null}
          <div className="text-sm">
            <p className="text-ink">
              {labels.byLabel} <span className="font-semibold">{article.author?.name}</span>
              {article.author?.role ? <span className="text-muted">, {article.author.role}</span> : null}
            </p>
            <p className="mt-1 text-muted">
              {labels.publishedLabel} <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, language)}</time>
              {article.updatedAt ? (
                <>
                  {" · "}
                  {labels.updatedLabel} <time dateTime={article.updatedAt}>{formatLongDate(article.updatedAt, language)}</time>
                </>
              ) : null}
              {" · "}
              {fillPlaceholders(labels.readingTimeLabel, { minutes: article.readingMinutes })}
            </p>
          </div>
        </div>
      </header>
      <ContentImage
        image={article.cover}
        width={1024}
        height={576}
        priority
        sizes="(min-width: 1088px) 1024px, 100vw"
        className="mx-auto mt-10 aspect-video h-auto w-full max-w-5xl rounded-2xl bg-surface object-cover"
      />
    </>
  );
}

type Tone = "tip" | "note" | "warning";

const toneClass: Record<Tone, string> = {
  tip: "border-success bg-surface",
  note: "border-brand bg-brand-soft",
  warning: "border-accent bg-accent-soft",
};

const isTone = (tone: unknown): tone is Tone => tone === "tip" || tone === "note" || tone === "warning";

function ArticleImage({ value: image }: { value: ImageSource & { caption?: string } }) {
  return (
    <figure className="mt-8">
      <ContentImage image={image} width={768} sizes="(min-width: 800px) 768px, 100vw" className="h-auto w-full rounded-xl bg-surface" />
      {image.caption ? <figcaption className="mt-2 text-sm text-muted">{image.caption}</figcaption> : null}
    </figure>
  );
}

/** A stretch of the article's text between calls to action: the site's rich text plus pictures and callouts. */
export function ArticleText({ blocks, anchors, calloutLabels }: ArticleTextContent) {
  const types = useMemo(() => {
    function Callout({ value: callout }: { value: { tone?: string; text?: string } }) {
      const tone = isTone(callout.tone) ? callout.tone : "note";
      return (
        <aside className={`mt-8 rounded-r-xl border-l-4 p-5 ${toneClass[tone]}`}>
          <p className="font-semibold text-ink">{calloutLabels[tone]}</p>
          <p className="mt-1 leading-7 text-ink-soft">{callout.text}</p>
        </aside>
      );
    }
    return { articleImage: ArticleImage, callout: Callout };
  }, [calloutLabels]);
  return <RichText value={blocks} anchors={anchors} types={types} />;
}

/** Up to three articles sharing the most categories. */
export function RelatedArticles({ articles, heading, readingTimeLabel, readMoreLabel }: RelatedArticlesContent) {
  if (!articles.length) return null;
  return (
    // Rendered with the page, unlike other sections (0068): skipped, its three cards (about 2,000 px on a phone) overflow
    // its 50rem placeholder into the footer, and Lighthouse's accessibility audit then finds their links and the
    // footer's overlapping (target-size, 96).
    <section aria-labelledby="related-articles" className="section bg-surface [content-visibility:visible]">
      <div className="container-page">
        <h2 id="related-articles" className="heading-2">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article._id} className="flex">
              <ArticleCard article={article} headingLevel="h3" readingTimeLabel={readingTimeLabel} readMoreLabel={readMoreLabel} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
