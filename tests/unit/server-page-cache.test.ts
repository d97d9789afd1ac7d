import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, isCacheableRequest, isCacheableResponse, pickEncoding } from "../../server/page-cache.js";

const PUBLIC = "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
const page = (headers: Record<string, string>, status = 200) =>
  new Response("<!DOCTYPE html>", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("isCacheableRequest", () => {
  const get = (url: string, headers: Record<string, string> = {}) => isCacheableRequest({ method: "GET", url, headers });

  it("takes anonymous GET and HEAD of a page path", () => {
    expect(get("/")).toBe(true);
    expect(get("/trades/plumbing")).toBe(true);
    expect(isCacheableRequest({ method: "HEAD", url: "/", headers: {} })).toBe(true);
  });

  it("skips form answers, query strings, data requests, the API and build assets", () => {
    expect(isCacheableRequest({ method: "POST", url: "/demo", headers: {} })).toBe(false);
    expect(get("/?utm_source=x")).toBe(false);
    expect(get("/trades/plumbing.data")).toBe(false);
    expect(get("/api/content-webhook")).toBe(false);
    expect(get("/assets/entry.client-abc.js")).toBe(false);
  });

  it("skips visitors with one of the site's cookies (preview, report access, toast), not other cookies", () => {
    expect(get("/", { cookie: "tv_preview=abc" })).toBe(false);
    expect(get("/", { cookie: "theme=dark; tv_toast=x" })).toBe(false);
    expect(get("/", { cookie: "theme=dark" })).toBe(true);
    expect(get("/", { cookie: "notv_preview=1" })).toBe(true);
  });
});

describe("isCacheableResponse", () => {
  it("keeps a public 200 HTML page", () => {
    expect(isCacheableResponse(page({ "Cache-Control": PUBLIC }))).toBe(true);
  });

  it("never keeps private pages, errors, cookies or other types", () => {
    expect(isCacheableResponse(page({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isCacheableResponse(page({}))).toBe(false);
    expect(isCacheableResponse(page({ "Cache-Control": PUBLIC }, 404))).toBe(false);
    expect(isCacheableResponse(page({ "Cache-Control": PUBLIC, "Set-Cookie": "tv_toast=1" }))).toBe(false);
    expect(isCacheableResponse(page({ "Cache-Control": PUBLIC, "Content-Type": "application/json" }))).toBe(false);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*, br;q=0, gzip;q=0")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });
});

describe("createPageCache", () => {
  const html = Buffer.from(`<html><script>window.a=1</script>${"<p>TradeVoice</p>".repeat(500)}</html>`);

  it("keeps a page per revision and path with brotli and gzip forms of the same bytes and its script hashes", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    await cache.set("r1", "/", { status: 200, headers: [["cache-control", PUBLIC]], html });
    const kept = cache.get("r1", "/")!;
    expect(kept.bodies.identity).toEqual(html);
    expect(brotliDecompressSync(kept.bodies.br)).toEqual(html);
    expect(gunzipSync(kept.bodies.gzip)).toEqual(html);
    expect(kept.bodies.br.length).toBeLessThan(kept.bodies.gzip.length);
    expect(kept.scriptHashes).toHaveLength(1);
    expect(cache.get("r2", "/")).toBeUndefined();
    expect(cache.get("r1", "/demo")).toBeUndefined();
  });

  it("stays within its byte bound, dropping the least recently used page", async () => {
    const cache = createPageCache({ maxBytes: html.length * 2 });
    await cache.set("r1", "/a", { status: 200, headers: [], html });
    await cache.set("r1", "/b", { status: 200, headers: [], html });
    expect(cache.get("r1", "/a")).toBeUndefined();
    expect(cache.get("r1", "/b")).toBeDefined();
  });
});
