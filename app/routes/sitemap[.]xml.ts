import { fetchPublished } from "~/sanity/load-page.server";
import { pageRoutes } from "~/sanity/paths";
import { SITEMAP_QUERY } from "~/sanity/queries";
import { env } from "~/utils/env.server";
import { PUBLIC_CACHE_CONTROL } from "~/utils/http.server";
import { sitemapEntries, sitemapXml } from "~/sanity/sitemap";

export async function loader() {
  const pages = await fetchPublished(SITEMAP_QUERY, { types: Object.keys(pageRoutes) });
  return new Response(sitemapXml(sitemapEntries(pages, env.SITE_URL)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
