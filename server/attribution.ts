// Lead attribution at the server's edge: on a page visit it asks the app (`site.visitAttribution`, through the build's
// entry exports) for the `tv_attribution` cookie the visit brings, and keeps that response out of shared caches.
import type { ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { SiteEntry } from "../shared/site-entry.ts";
import { routeOf, targetUrl } from "./route-resolution.ts";

/**
 * Page visits only: a GET or HEAD that Remix answers with a page's document (route-resolution.ts), not form posts,
 * data requests or resource routes (API, media, feeds), and not a file name (static files are served before Remix).
 */
export function isPageVisit(req: Request, res: Response): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (routeOf(res).kind !== "document" || /\.[a-z0-9]+$/i.test(req.path)) return false;
  const dest = req.headers["sec-fetch-dest"];
  return dest === undefined || dest === "document";
}

/**
 * Express middleware, before the page cache: on a page visit with UTM parameters or an external referrer it sets
 * `tv_attribution` and marks that response `private, no-store`, so no CDN keeps a page carrying one visitor's cookie.
 * The page itself does not depend on the cookie (the page cache ignores it).
 */
export function attribution(visitAttribution: SiteEntry["visitAttribution"]): RequestHandler {
  return async (req, res, next) => {
    try {
      if (!isPageVisit(req, res)) return next();
      const cookie = await visitAttribution({ url: targetUrl(req.originalUrl), headers: req.headers });
      if (!cookie) return next();
      res.append("Set-Cookie", cookie);
    } catch (error) {
      return next(error);
    }
    privateResponse(res);
    next();
  };
}

/** Whatever the route says, this response is for this visitor only (it sets their cookie). */
export function privateResponse(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = function (...args: unknown[]) {
    // Headers given to writeHead itself win over setHeader: drop a Cache-Control there.
    for (const arg of args) {
      if (arg && typeof arg === "object" && !Array.isArray(arg)) {
        for (const name of Object.keys(arg)) if (name.toLowerCase() === "cache-control") delete (arg as Record<string, unknown>)[name];
      }
    }
    res.setHeader("Cache-Control", "private, no-store");
    return writeHead(...(args as Parameters<ServerResponse["writeHead"]>));
  };
}
