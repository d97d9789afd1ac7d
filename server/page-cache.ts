import type { IncomingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { applyPolicy, inlineScriptHashes } from "./security-headers.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Cookies the site sets (preview, report access, flash toasts): a request carrying one may see a personal page.
 * `tv_attribution` (app/utils/attribution-cookie.server.ts) is read only by form posts and `tv_language` only by the browser, so
 * neither stops a page being cached; nor does `tv_exp` (experiment-visitor.ts): the page's copy is the variant's.
 */
const SITE_COOKIE = /(?:^|;\s*)tv_(?!attribution=|language=|exp=)[\w-]*=/;
/** A copy lives at most as long as the content cache (a hosted publish whose webhook was missed still shows). */
const ENTRY_TTL_MS = 60_000;

/**
 * Whether an anonymous request may be answered from (and fill) the page cache: GET/HEAD of a page path with
 * no query string (unknown parameters may change the page) and none of the site's cookies.
 */
export function isCacheableRequest({ method, url, headers }: { method: string; url: string; headers: IncomingHttpHeaders }): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.includes("?") || url.endsWith(".data") || url.startsWith("/api/") || url.startsWith("/assets/")) return false;
  const cookie = headers.cookie;
  return !(typeof cookie === "string" && SITE_COOKIE.test(cookie));
}

/**
 * Whether a rendered response may be kept for everyone: a 200 HTML page the route marked public, setting no cookie.
 */
export function isCacheableResponse(response: globalThis.Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    /^public\b/.test(cacheControl) &&
    !/no-store|private/.test(cacheControl) &&
    !response.headers.has("Set-Cookie")
  );
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  scriptHashes: string[];
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/** A rendered page as the Remix handler hands it over. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  html: Buffer;
}

/** How long a request waits for another request's render of the same page before rendering it itself. */
const RENDER_WAIT_MS = 5_000;

/**
 * Rendered pages kept per content revision and path, with their brotli (best level) and gzip forms compressed
 * once, bounded by bytes. One render per key at a time: `claim()` makes the first request for a missing page its
 * renderer; the others get the page that render produces (`set`), or nothing if it was not cacheable (`release`).
 */
export function createPageCache({
  maxBytes,
  ttlMs = ENTRY_TTL_MS,
  renderWaitMs = RENDER_WAIT_MS,
}: {
  maxBytes: number;
  ttlMs?: number;
  renderWaitMs?: number;
}) {
  const entries = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    ttl: ttlMs,
    // An expired copy stays (within the byte bound) for requests that arrive while its page is rendered again.
    noDeleteOnStaleGet: true,
    sizeCalculation: (page) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length,
  });
  /** Renders under way: key -> what their waiters get. */
  const rendering = new Map<string, { promise: Promise<CachedPage | undefined>; settle: (page?: CachedPage) => void }>();
  const key = (revision: string, path: string) => `${revision}\n${path}`;
  const settle = (revision: string, path: string, page: CachedPage | undefined) => rendering.get(key(revision, path))?.settle(page);
  return {
    /** A copy younger than the entry TTL. */
    get: (revision: string, path: string): CachedPage | undefined => entries.get(key(revision, path)),
    /** The last copy of this revision's page, expired or not (served while the page is rendered again). */
    getStale: (revision: string, path: string): CachedPage | undefined => entries.get(key(revision, path), { allowStale: true }),
    /**
     * Claims the render of a page that is not in the cache: `undefined` when the caller is to render it (and then
     * `set` or `release` it), else the promise of the render already under way: its page, or `undefined` when that
     * render kept nothing (not cacheable, failed, or took longer than `renderWaitMs`).
     */
    claim(revision: string, path: string): Promise<CachedPage | undefined> | undefined {
      const k = key(revision, path);
      const running = rendering.get(k);
      if (running) return running.promise;
      let resolve: (page?: CachedPage) => void = () => {};
      const promise = new Promise<CachedPage | undefined>((done) => (resolve = done));
      const timer = setTimeout(() => entry.settle(undefined), renderWaitMs);
      timer.unref?.();
      const entry = {
        promise,
        settle(page?: CachedPage) {
          if (rendering.get(k) === entry) rendering.delete(k);
          clearTimeout(timer);
          resolve(page);
        },
      };
      rendering.set(k, entry);
      return undefined;
    },
    /** Ends a claimed render that keeps nothing: its waiters render the page themselves. */
    release: (revision: string, path: string) => settle(revision, path, undefined),
    /**
     * Keeps a rendered page (its full HTML) under the revision it was rendered from; requests waiting for it get it.
     * Returns the page with its compressed forms (also when it is too large to keep).
     */
    async set(revision: string, path: string, { status, headers, html }: RenderedPage): Promise<CachedPage> {
      try {
        const [br, gz] = await Promise.all([
          brotli(html, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
            },
          }),
          gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        const scriptHashes = inlineScriptHashes(html.toString("utf8"));
        const page: CachedPage = { status, headers, scriptHashes, bodies: { identity: html, br, gzip: gz } };
        if (page.bodies.identity.length + br.length + gz.length <= maxBytes) entries.set(key(revision, path), page);
        settle(revision, path, page);
        return page;
      } finally {
        settle(revision, path, undefined);
      }
    },
  };
}

/**
 * The encoding a cached page is sent in: brotli, else gzip, else none. Asked one by one: Express ranks ties by
 * the header's order, and browsers list gzip before br.
 */
export const cachedPageEncoding = (req: Request): "br" | "gzip" | "identity" =>
  req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";

/** Sends a cached page in the encoding the request accepts, allowed by its script hashes instead of a nonce. */
export function sendPage(req: Request, res: Response, page: CachedPage, state: "hit" | "stale" | "miss") {
  const encoding = cachedPageEncoding(req);
  for (const [name, value] of page.headers) res.append(name, value);
  applyPolicy(res, { nonce: undefined, scriptHashes: page.scriptHashes });
  res.set({
    "X-Page-Cache": state,
    Vary: "Accept-Encoding",
    "Content-Length": String(page.bodies[encoding].length),
  });
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.status(page.status).end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
}

/** The cache key of a page: its path, and the experiments' variants it shows (`res.locals.pageVariant`), if any. */
const pageCacheKeyPath = (path: string, variant: unknown): string => (typeof variant === "string" && variant ? `${path} ${variant}` : path);

/**
 * Answers anonymous page requests from the cache before static files, compression and Remix are involved. On a
 * miss the first request renders (the key goes to the Remix handler in `res.locals.pageCacheKey`, which keeps the
 * page, or the render is released when the response closes without it); requests for the same page meanwhile wait
 * for that render's page instead of rendering it again (an expiring popular page or a publish would otherwise start
 * one render per waiting visitor at the same moment). Once a copy has expired, every visitor gets it at once, and the
 * first one's request renders the page again after its answer is sent (`res.locals.pageCacheRefresh`): nobody waits
 * on a render while a copy of this revision exists. `revision`: the content revision pages are rendered from.
 */
export function servePageCache(pageCache: PageCache, revision: () => string): RequestHandler {
  return (req, res, next) => {
    if (!isCacheableRequest({ method: req.method, url: req.originalUrl, headers: req.headers })) return next();
    // One copy per variant: the experiment middleware before this one says which this visitor sees.
    const key = { revision: revision(), path: pageCacheKeyPath(req.path, res.locals.pageVariant) };
    const page = pageCache.get(key.revision, key.path);
    if (page) return sendPage(req, res, page, "hit");
    const running = pageCache.claim(key.revision, key.path);
    const stale = pageCache.getStale(key.revision, key.path);
    if (!running) {
      res.locals.pageCacheKey = key;
      if (stale) {
        // The Remix handler renders for the cache only, and releases the claim whatever happens.
        res.locals.pageCacheRefresh = true;
        sendPage(req, res, stale, "stale");
        return next();
      }
      // Not every claimed request reaches the Remix handler (a static file, an error): a render that keeps nothing ends here.
      res.once("close", () => {
        if (res.locals.pageCacheKeeping !== true) pageCache.release(key.revision, key.path);
      });
      return next();
    }
    if (stale) return sendPage(req, res, stale, "stale");
    // A failure while sending is this request's error (a 500 and a log line), never an unanswered request.
    running.then((rendered) => (rendered ? sendPage(req, res, rendered, "hit") : next())).catch(next);
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
