import type { HeadersFunction } from "@remix-run/node";

/** Public pages: browsers keep them a minute, the CDN ten, and may serve a stale copy for a day while refreshing. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
/** Preview and personal responses (drafts, flash messages, sessions) are never stored. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Cache-Control for a page response: public, or private when it shows drafts. */
export function cacheHeaders(preview: boolean): Record<string, string> {
  return { "Cache-Control": preview ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL };
}

/**
 * The `headers` export for every route: the page keeps its loader's Cache-Control (else its parent's); a form
 * post's answer keeps its action's; errors and anything that sets a cookie are private.
 * Use it as `export { routeHeaders as headers }`.
 */
export const routeHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders, actionHeaders }) => {
  const cacheControl = errorHeaders
    ? errorHeaders.get("Cache-Control")
    : (actionHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control"));
  const setsCookie = [loaderHeaders, parentHeaders, actionHeaders, errorHeaders].some((source) => source?.has("Set-Cookie"));
  const isPublic = !setsCookie && cacheControl?.startsWith("public");
  return { "Cache-Control": isPublic && cacheControl ? cacheControl : PRIVATE_CACHE_CONTROL };
};
