import { fetchContent } from "~/sanity/client.server";
import { SITEMAP_QUERY } from "~/sanity/queries";
import type { SITEMAP_QUERYResult } from "~/sanity/types";
import { env } from "~/utils/env.server";
import { PUBLIC_CACHE_CONTROL } from "~/utils/http.server";

const PATH_PREFIX: Record<SITEMAP_QUERYResult["pages"][number]["_type"], string> = {
  tradePage: "/trades/",
  useCasePage: "/use-cases/",
  comparison: "/compare/",
  report: "/reports/",
  simplePage: "/",
};

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/** Every public page of the dataset as absolute URLs (the gated report body is not public). */
export function sitemapEntries(content: SITEMAP_QUERYResult, siteUrl: string) {
  const entries: { loc: string; lastmod?: string | null }[] = [];
  if (content.home && !content.home.noIndex) entries.push({ loc: `${siteUrl}/`, lastmod: content.home._updatedAt });
  if (content.demo && !content.demo.noIndex) entries.push({ loc: `${siteUrl}/demo`, lastmod: content.demo._updatedAt });
  for (const page of content.pages) {
    if (page.slug) entries.push({ loc: `${siteUrl}${PATH_PREFIX[page._type]}${page.slug}`, lastmod: page._updatedAt });
  }
  return entries;
}

export function sitemapXml(entries: { loc: string; lastmod?: string | null }[]) {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export async function loader() {
  const content = await fetchContent<SITEMAP_QUERYResult>(SITEMAP_QUERY);
  return new Response(sitemapXml(sitemapEntries(content, env.SITE_URL)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
