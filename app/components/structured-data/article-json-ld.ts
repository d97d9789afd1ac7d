/** What the article's structured data needs; every URL is absolute. */
export interface ArticleJsonLdInput {
  url: string;
  siteUrl: string;
  language: string;
  title: string;
  description: string;
  imageUrl?: string;
  publishedAt: string;
  updatedAt?: string | null;
  author: { name: string; role?: string | null; imageUrl?: string } | null;
  categories: string[];
  publisher?: string | null;
  /** The trail shown by search engines: home, the blog, the article. */
  breadcrumb: { name: string; url: string }[];
}

/** BlogPosting and BreadcrumbList of an article, one graph. */
export function articleJsonLd(input: ArticleJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "BlogPosting",
        "@id": `${input.url}#article`,
        mainEntityOfPage: input.url,
        url: input.url,
        headline: input.title,
        description: input.description,
        image: input.imageUrl,
        datePublished: input.publishedAt,
        dateModified: input.updatedAt ?? input.publishedAt,
        inLanguage: input.language,
        articleSection: input.categories,
        author: input.author
          ? { "@type": "Person", name: input.author.name, jobTitle: input.author.role ?? undefined, image: input.author.imageUrl }
          : undefined,
        publisher: {
          "@type": "Organization",
          "@id": `${input.siteUrl}/#organization`,
          name: input.publisher ?? undefined,
          url: `${input.siteUrl}/`,
        },
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: input.breadcrumb.map((step, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: step.name,
          item: step.url,
        })),
      },
    ],
  };
}
