import { reportContentPath } from "~/sanity/paths";
import { env } from "~/utils/env.server";
import { PUBLIC_CACHE_CONTROL } from "~/utils/http.server";

/** Crawlers may read every public page; the gated report body and the API-like routes are left out. */
export function robotsTxt(siteUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${reportContentPath("*")}`,
    "Disallow: /voice-samples/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(robotsTxt(env.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
