import { isPageType, pagePath, pageRoutes, type PageType } from "~/sanity/paths";
import type { QueryResult } from "~/sanity/content";
import type { SITEMAP_QUERY } from "~/sanity/queries";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, localizedPath, type Language } from "~/utils/language";

export interface SitemapEntry {
  loc: string;
  lastmod?: string | null;
  /** The same page in each language it exists in (hreflang), plus x-default. */
  alternates?: { hrefLang: string; href: string }[];
}

const typeOrder = Object.keys(pageRoutes) as PageType[];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/**
 * Every indexable page in every language as an absolute URL (paths.ts), in the order of the page types,
 * English first; each lists the languages the same page (type and slug) exists in.
 */
export function sitemapEntries(pages: QueryResult<typeof SITEMAP_QUERY>, siteUrl: string): SitemapEntry[] {
  const indexable = pages.flatMap((page) =>
    isPageType(page._type) && !page.noIndex
      ? [{ ...page, _type: page._type, language: isLanguage(page.language) ? page.language : DEFAULT_LANGUAGE }]
      : [],
  );
  const languagesOf = new Map<string, Set<Language>>();
  const pageKey = (page: (typeof indexable)[number]) => `${page._type}/${page.slug ?? ""}`;
  for (const page of indexable) languagesOf.set(pageKey(page), (languagesOf.get(pageKey(page)) ?? new Set()).add(page.language));
  const url = (path: string, language: Language) => `${siteUrl}${localizedPath(path, language)}`;

  return indexable
    .sort(
      (a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language) || typeOrder.indexOf(a._type) - typeOrder.indexOf(b._type),
    )
    .map((page) => {
      const path = pagePath(page._type, page.slug ?? undefined);
      const languages = LANGUAGES.filter((language) => languagesOf.get(pageKey(page))?.has(language));
      const alternates =
        languages.length > 1
          ? [
              ...languages.map((language) => ({ hrefLang: language, href: url(path, language) })),
              { hrefLang: "x-default", href: url(path, DEFAULT_LANGUAGE) },
            ]
          : undefined;
      return { loc: url(path, page.language), lastmod: page._updatedAt, alternates };
    });
}

export function sitemapXml(entries: SitemapEntry[]) {
  const urls = entries.map(({ loc, lastmod, alternates }) => {
    const links = (alternates ?? []).map(
      ({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ""}${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
