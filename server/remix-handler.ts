import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { logEvent } from "../shared/log.ts";
import { siteHost, trustProxyOf } from "./cross-site.ts";
import { isCacheableResponse, sendPage, type CachedPage, type PageCache } from "./page-cache.ts";
import { targetUrl } from "./route-resolution.ts";

/** The page `servePageCache` looked up and missed: this render fills it. */
export interface PageCacheKey {
  revision: string;
  path: string;
}

/**
 * The Express handler for Remix. Unlike `@remix-run/express`'s (whose request and response helpers are not
 * exported) it hands Remix the body Express already read within its limit, addressed to the host the visitor used
 * (cross-site.ts), and fills the page cache with pages `servePageCache` looked up and missed (`res.locals.pageCacheKey`).
 * A page the cache keeps is sent as the cache will send it (brotli at its best level, script hashes), so a miss weighs
 * what a hit does; a page whose expired copy the visitor already got is rendered for the cache only.
 */
export function remixHandler({
  build,
  mode,
  getLoadContext,
  pageCache,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  pageCache?: PageCache;
}): RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    const key = pageCache ? (res.locals.pageCacheKey as PageCacheKey | undefined) : undefined;
    if (pageCache && key && res.locals.pageCacheRefresh === true)
      return refreshPage(pageCache, key, () => handleRequest(remixRequest(req, res), getLoadContext(req, res)), res);
    try {
      const response = await handleRequest(remixRequest(req, res), getLoadContext(req, res));
      res.set("X-Page-Cache", "miss");
      if (!pageCache || !key || !response.body || !isCacheableResponse(response)) return await sendResponse(res, response);
      res.locals.pageCacheKeeping = true;
      sendPage(req, res, await keepPage(pageCache, key, response, String(res.locals.cspNonce)), "miss");
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The web Request for Remix; loaders and actions are aborted when the visitor leaves before the answer is sent. Its
 * Host is the one the visitor addressed (X-Forwarded-Host only from a trusted proxy, which Remix cannot tell), and a
 * cross-site post comes without its Origin: the load context says so instead (Remix's own check would throw a 500).
 */
function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  res.once("close", () => res.writableFinished || controller.abort());
  const host = siteHost(req, trustProxyOf(req)) || "localhost";
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  headers.delete("X-Forwarded-Host");
  headers.set("Host", host);
  if (res.locals.crossSiteRequest) headers.delete("Origin");
  // req.protocol honours X-Forwarded-Proto from a trusted proxy (app "trust proxy"); nothing but https or http.
  const url = targetUrl(req.originalUrl, `${req.protocol === "https" ? "https" : "http"}://${host}`);
  const body = Buffer.isBuffer(req.body) ? (req.body as Uint8Array<ArrayBuffer>) : undefined;
  return new Request(url, { method: req.method, headers, signal: controller.signal, body });
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * Stores the page with this response's nonce blanked (`nonce=""`): cached copies are allowed by script hashes, and
 * no visitor sees another's nonce. Requests waiting for this render get the page, or render it themselves if it failed.
 */
async function keepPage(pageCache: PageCache, { revision, path }: PageCacheKey, response: Response, nonce: string): Promise<CachedPage> {
  try {
    const html = Buffer.from((await response.text()).replaceAll(` nonce="${nonce}"`, ' nonce=""'));
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    return await pageCache.set(revision, path, { status: response.status, headers, html });
  } finally {
    pageCache.release(revision, path);
  }
}

/** Renders a page whose expired copy was already sent, for the cache only: a failure is logged, and the next visitor renders. */
async function refreshPage(pageCache: PageCache, key: PageCacheKey, render: () => Promise<Response>, res: ExpressResponse) {
  try {
    const response = await render();
    if (response.body && isCacheableResponse(response)) await keepPage(pageCache, key, response, String(res.locals.cspNonce));
  } catch (error) {
    logEvent({ level: "error", event: "page-cache", path: key.path, error: error instanceof Error ? error.message : String(error) });
  } finally {
    pageCache.release(key.revision, key.path);
  }
}
