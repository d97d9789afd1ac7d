import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.js";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Cookies the site sets (preview, report access, flash toasts): a request carrying one may see a personal page.
 * `tv_attribution` (server/attribution.js) is read only by form posts and `tv_language` only by the browser, so
 * neither stops a page being cached.
 */
const SITE_COOKIE = /(?:^|;\s*)tv_(?!attribution=|language=)[\w-]*=/;
/** A copy lives at most as long as the content cache (a hosted publish whose webhook was missed still shows). */
const ENTRY_TTL_MS = 60_000;

/**
 * Whether an anonymous request may be answered from (and fill) the page cache: GET/HEAD of a page path with
 * no query string (unknown parameters may change the page) and none of the site's cookies.
 *
 * @param {{ method: string, url: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function isCacheableRequest({ method, url, headers }) {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.includes("?") || url.endsWith(".data") || url.startsWith("/api/") || url.startsWith("/assets/")) return false;
  const cookie = headers.cookie;
  return !(typeof cookie === "string" && SITE_COOKIE.test(cookie));
}

/**
 * Whether a rendered response may be kept for everyone: a 200 HTML page the route marked public, setting no cookie.
 *
 * @param {Response} response
 */
export function isCacheableResponse(response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    /^public\b/.test(cacheControl) &&
    !/no-store|private/.test(cacheControl) &&
    !response.headers.has("Set-Cookie")
  );
}

/**
 * The encoding a cached page is sent in: brotli, else gzip, else none (Accept-Encoding q-values of 0 respected).
 *
 * @param {string | undefined} acceptEncoding
 * @returns {"br" | "gzip" | "identity"}
 */
export function pickEncoding(acceptEncoding = "") {
  const accepted = new Map(
    acceptEncoding.split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return [name, q ? Number(q.slice(2)) : 1];
    }),
  );
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

/**
 * @typedef {{ status: number, headers: [string, string][], scriptHashes: string[],
 *   bodies: { identity: Buffer, br: Buffer, gzip: Buffer } }} CachedPage
 */

/**
 * Rendered pages kept per content revision and path, with their brotli (best level) and gzip forms compressed
 * once, bounded by bytes.
 *
 * @param {{ maxBytes: number }} options
 */
export function createPageCache({ maxBytes }) {
  /** @type {LRUCache<string, CachedPage>} */
  const entries = new LRUCache({
    maxSize: maxBytes,
    ttl: ENTRY_TTL_MS,
    sizeCalculation: (page) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length,
  });
  const key = (revision, path) => `${revision}\n${path}`;
  return {
    /** @returns {CachedPage | undefined} */
    get: (revision, path) => entries.get(key(revision, path)),
    /** Keeps a rendered page (its full HTML) under the revision it was rendered from. */
    async set(revision, path, { status, headers, html }) {
      const [br, gz] = await Promise.all([
        brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const scriptHashes = inlineScriptHashes(html.toString("utf8"));
      const page = { status, headers, scriptHashes, bodies: { identity: html, br, gzip: gz } };
      if (page.bodies.identity.length + br.length + gz.length <= maxBytes) entries.set(key(revision, path), page);
    },
  };
}

/**
 * Answers anonymous page requests from the cache before static files, compression and Remix are involved; on a
 * miss it leaves the key in `res.locals.pageCacheKey` for the Remix handler to fill.
 *
 * @param {ReturnType<typeof createPageCache>} pageCache
 * @param {() => string} revision the content revision pages are rendered from
 */
export function servePageCache(pageCache, revision) {
  return (req, res, next) => {
    if (!isCacheableRequest({ method: req.method, url: req.originalUrl, headers: req.headers })) return next();
    const key = { revision: revision(), path: req.path };
    const page = pageCache.get(key.revision, key.path);
    if (!page) {
      res.locals.pageCacheKey = key;
      return next();
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    for (const [name, value] of page.headers) res.append(name, value);
    res.set({
      "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: page.scriptHashes }),
      "X-Page-Cache": "hit",
      Vary: "Accept-Encoding",
      "Content-Length": String(page.bodies[encoding].length),
    });
    if (encoding !== "identity") res.set("Content-Encoding", encoding);
    res.status(page.status).end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
  };
}
