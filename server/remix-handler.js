import { createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import { logEvent } from "./log.js";
import { isCacheableResponse } from "./page-cache.js";

/**
 * The Express handler for Remix. Unlike `@remix-run/express`'s (whose request and response helpers are not
 * exported) it hands Remix the body `bodyLimit` already read, and fills the page cache with pages `servePageCache`
 * looked up and missed (`res.locals.pageCacheKey`).
 *
 * @param {{
 *   build: import("@remix-run/node").ServerBuild | (() => Promise<import("@remix-run/node").ServerBuild>),
 *   mode?: string,
 *   getLoadContext: (req: import("express").Request, res: import("express").Response) => import("@remix-run/node").AppLoadContext,
 *   pageCache?: ReturnType<typeof import("./page-cache.js").createPageCache>,
 * }} options
 */
export function remixHandler({ build, mode, getLoadContext, pageCache }) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const key = pageCache ? res.locals.pageCacheKey : undefined;
      const response = await handleRequest(remixRequest(req, res), getLoadContext(req, res));
      res.set("X-Page-Cache", "miss");
      if (!key || !response.body || !isCacheableResponse(response)) return await sendResponse(res, response);
      // The visitor gets the stream as it renders; a copy of the same bytes fills the cache (and requests waiting for it).
      const [toVisitor, toCache] = response.body.tee();
      res.locals.pageCacheKeeping = true;
      void keepPage(pageCache, key, response, toCache, res.locals.cspNonce);
      await sendResponse(res, new Response(toVisitor, response));
    } catch (error) {
      next(error);
    }
  };
}

/** The web Request for Remix; loaders and actions are aborted when the visitor leaves before the answer is sent. */
function remixRequest(req, res) {
  const controller = new AbortController();
  res.once("close", () => res.writableFinished || controller.abort());
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  // req.protocol honours X-Forwarded-Proto from a trusted proxy (app "trust proxy").
  const url = new URL(req.originalUrl, `${req.protocol}://${req.headers.host ?? "localhost"}`);
  const body = Buffer.isBuffer(req.body) ? req.body : undefined;
  return new Request(url, { method: req.method, headers, signal: controller.signal, body });
}

async function sendResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * Stores the page with this response's nonce blanked (`nonce=""`): cached copies are allowed by script hashes, and
 * no visitor sees another's nonce.
 */
async function keepPage(pageCache, { revision, path }, response, body, nonce) {
  try {
    const html = Buffer.from((await new Response(body).text()).replaceAll(` nonce="${nonce}"`, ' nonce=""'));
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    await pageCache.set(revision, path, { status: response.status, headers, html });
  } catch (error) {
    logEvent({ level: "error", event: "page-cache", path, error: error instanceof Error ? error.message : String(error) });
  } finally {
    // Requests waiting for this render render the page themselves if it was not kept.
    pageCache.release(revision, path);
  }
}
