import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import type { RootLoader } from "./root-loader.server";
import type { PageContent } from "~/sanity/content";
import type { ImageSource } from "~/sanity/image";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, localizedPath, type Language } from "~/utils/language";
import { SOCIAL_CARD_SIZE, socialCardPath, socialCardTitle } from "~/utils/social-card";

type Seo = PageContent<typeof TRADE_PAGE_QUERY>["seo"];

/** A page's `seo` object (the SEO fragment every page query and the site defaults share); any part may be empty. */
export type SeoContent = (Partial<Omit<Seo, "image">> & { image?: ImageSource }) | null | undefined;

export type PageMetaInput = {
  /** The page's own seo fields. */
  seo: SeoContent;
  /** Path of the page, e.g. "/trades/plumbing" (query strings are left out of the canonical link). */
  path: string;
  /** SITE_URL without a trailing slash (root loader data `siteUrl`). */
  siteUrl: string;
  /** The editor's social image, absolute (`socialImageUrl()`, computed by the loader); else the generated card. */
  image?: string | null;
  /** Title when the page has no seo title (usually the page's heading). */
  fallbackTitle?: string | null;
  /** siteSettings.defaultSeo: fills the title and description the page leaves empty (not the image: a page without one gets its generated card). */
  defaults?: SeoContent;
  /** og:site_name (siteSettings.productName). */
  siteName?: string | null;
  /** og:type; pages are "website", the report body "article". */
  type?: "website" | "article";
  /** The language the page is shown in: og:locale, and the hreflang alternates of its path in every language. */
  language?: Language;
  /** Shown in a language it has no translation for (English stands in): kept out of search engines. */
  translationMissing?: boolean;
};

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta({
  seo,
  path,
  siteUrl,
  image: editorImage,
  fallbackTitle,
  defaults,
  siteName,
  type = "website",
  language = DEFAULT_LANGUAGE,
  translationMissing = false,
}: PageMetaInput): MetaDescriptor[] {
  const title = seo?.title || fallbackTitle || defaults?.title || siteName || "";
  const description = seo?.description || defaults?.description || undefined;
  const pathname = path.split(/[?#]/)[0] || "/";
  const url = `${siteUrl}${pathname}`;
  const alternate = (hrefLang: string, inLanguage: Language) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: `${siteUrl}${localizedPath(pathname, inLanguage)}`,
  });
  const card = {
    title: socialCardTitle(title, siteName ?? ""),
    productName: siteName ?? "",
    language,
    host: siteUrl ? new URL(siteUrl).host : "",
  };
  const image = editorImage || `${siteUrl}${socialCardPath(pathname, card)}`;

  const tags: (MetaDescriptor | false | "" | null | undefined)[] = [
    { title },
    description && { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((inLanguage) => alternate(inLanguage, inLanguage)),
    alternate("x-default", DEFAULT_LANGUAGE),
    (seo?.noIndex || translationMissing) && { name: "robots", content: "noindex" },
    { property: "og:locale", content: LOCALES[language].replace("-", "_") },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    description && { property: "og:description", content: description },
    { property: "og:url", content: url },
    siteName && { property: "og:site_name", content: siteName },
    { property: "og:image", content: image },
    ...(editorImage
      ? []
      : [
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(SOCIAL_CARD_SIZE.width) },
          { property: "og:image:height", content: String(SOCIAL_CARD_SIZE.height) },
          { property: "og:image:alt", content: card.title },
        ]),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    description && { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  return tags.filter((tag): tag is MetaDescriptor => Boolean(tag));
}

/** What a route's `meta` function gets when it declares `MetaFunction<typeof loader, { root: RootLoader }>`. */
type RouteMetaArgs = Pick<MetaArgs<unknown, { root: RootLoader }>, "matches" | "location">;

/**
 * Meta tags of a page route: its own seo fields, completed by the site defaults from the root loader, and the social
 * image its loader computed (`socialImage`).
 */
export function routeMeta({
  matches,
  location,
  ...page
}: RouteMetaArgs & Pick<PageMetaInput, "seo" | "fallbackTitle" | "type">): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data;
  const translationMissing = matches.some((match) => (match.data as { translationMissing?: boolean } | undefined)?.translationMissing);
  const route = matches.at(-1)?.data as { socialImage?: string | null } | undefined;
  return pageMeta({
    image: route?.socialImage,
    ...page,
    language: root?.language,
    translationMissing,
    path: location.pathname,
    siteUrl: root?.siteUrl ?? "",
    defaults: root?.settings.defaultSeo,
    siteName: root?.settings.productName,
  });
}
