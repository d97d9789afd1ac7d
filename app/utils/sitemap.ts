import { isPageType, pagePath, pageRoutes, type PageType } from "~/sanity/paths";
import type { QueryResult } from "~/sanity/content";
import type { SITEMAP_QUERY } from "~/sanity/queries";

export interface SitemapEntry {
  loc: string;
  lastmod?: string | null;
}

const typeOrder = Object.keys(pageRoutes) as PageType[];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/** Every indexable page as an absolute URL (paths.ts), in the order of the page types. */
export function sitemapEntries(pages: QueryResult<typeof SITEMAP_QUERY>, siteUrl: string): SitemapEntry[] {
  return pages
    .flatMap((page) => (isPageType(page._type) && !page.noIndex ? [{ ...page, _type: page._type }] : []))
    .sort((a, b) => typeOrder.indexOf(a._type) - typeOrder.indexOf(b._type))
    .map((page) => ({ loc: `${siteUrl}${pagePath(page._type, page.slug ?? undefined)}`, lastmod: page._updatedAt }));
}

export function sitemapXml(entries: SitemapEntry[]) {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
