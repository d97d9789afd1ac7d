import type { MetaDescriptor } from "@remix-run/node";
import { absoluteImageUrl, type ImageSource } from "~/sanity/image";

/** The `seo` object as queries project it: `seo{ title, description, noIndex, image{ asset->{...} } }`. */
export type SeoContent =
  | {
      title?: string | null;
      description?: string | null;
      noIndex?: boolean | null;
      image?: ImageSource;
    }
  | null
  | undefined;

export type PageMetaInput = {
  /** The page's own seo fields. */
  seo: SeoContent;
  /** Path of the page, e.g. "/trades/plumbing" (query strings are left out of the canonical link). */
  path: string;
  /** SITE_URL without a trailing slash (root loader data `siteUrl`). */
  siteUrl: string;
  /** Title when the page has no seo title (usually the page's heading). */
  fallbackTitle?: string | null;
  /** siteSettings.defaultSeo: fills the description and social image the page leaves empty. */
  defaults?: SeoContent;
  /** og:site_name (siteSettings.productName). */
  siteName?: string | null;
  /** og:type; pages are "website", the report body "article". */
  type?: "website" | "article";
};

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta({ seo, path, siteUrl, fallbackTitle, defaults, siteName, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const title = seo?.title || fallbackTitle || defaults?.title || siteName || "";
  const description = seo?.description || defaults?.description || undefined;
  const url = `${siteUrl}${path.split(/[?#]/)[0] || "/"}`;
  const image = absoluteImageUrl(seo?.image?.asset?.url ? seo.image : defaults?.image, siteUrl);

  const tags: (MetaDescriptor | false | "" | null | undefined)[] = [
    { title },
    description && { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    seo?.noIndex && { name: "robots", content: "noindex" },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    description && { property: "og:description", content: description },
    { property: "og:url", content: url },
    siteName && { property: "og:site_name", content: siteName },
    image && { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    description && { name: "twitter:description", content: description },
    image && { name: "twitter:image", content: image },
  ];
  return tags.filter((tag): tag is MetaDescriptor => Boolean(tag));
}
