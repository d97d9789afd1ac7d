import { describe, expect, it } from "vitest";
import { cacheHeaders, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, routeHeaders } from "./http.server";

const run = (init: { loader?: HeadersInit; parent?: HeadersInit; error?: HeadersInit; action?: HeadersInit }) =>
  new Headers(
    routeHeaders({
      loaderHeaders: new Headers(init.loader),
      parentHeaders: new Headers(init.parent),
      errorHeaders: init.error ? new Headers(init.error) : undefined,
      actionHeaders: new Headers(init.action),
    }),
  ).get("Cache-Control");

describe("cache headers", () => {
  it("public pages may be cached by browsers and the CDN; previews never", () => {
    expect(cacheHeaders(false)).toEqual({ "Cache-Control": "public, max-age=60, s-maxage=600, stale-while-revalidate=86400" });
    expect(cacheHeaders(true)).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("keeps the loader's Cache-Control, else the parent's", () => {
    expect(run({ loader: cacheHeaders(false) })).toBe(PUBLIC_CACHE_CONTROL);
    expect(run({ parent: cacheHeaders(false) })).toBe(PUBLIC_CACHE_CONTROL);
    expect(run({ loader: cacheHeaders(true), parent: cacheHeaders(false) })).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("makes responses that set a cookie, errors and unknowns private", () => {
    expect(run({ loader: { ...cacheHeaders(false), "Set-Cookie": "a=b" } })).toBe(PRIVATE_CACHE_CONTROL);
    expect(run({ parent: { ...cacheHeaders(false), "Set-Cookie": "toast=1" }, loader: cacheHeaders(false) })).toBe(PRIVATE_CACHE_CONTROL);
    expect(run({ loader: cacheHeaders(false), error: {} })).toBe(PRIVATE_CACHE_CONTROL);
    expect(run({})).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("a form post's answer keeps its action's Cache-Control over the page's", () => {
    expect(run({ loader: cacheHeaders(false), action: { "Cache-Control": PRIVATE_CACHE_CONTROL } })).toBe(PRIVATE_CACHE_CONTROL);
    expect(run({ loader: cacheHeaders(false), action: {} })).toBe(PUBLIC_CACHE_CONTROL);
  });
});
