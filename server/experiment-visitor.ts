// Experiments at the server's edge: before the page cache, the app (`site.experimentVisit`, through the build's entry
// exports) says which variant a page visit shows, which keys the page's cached copy.
import type { Request, RequestHandler, Response } from "express";
import type { SiteEntry } from "../shared/site-entry.ts";
import { isPageVisit, privateResponse } from "./attribution.ts";
import { routeOf } from "./route-resolution.ts";

/**
 * The page a request shows: a page visit's path, or the page of a client-side navigation's data request
 * (`/trades/plumbing.data`; `/_root.data` is home's), which may be a visitor's first request to a page under an
 * experiment.
 */
function pageOf(req: Request, res: Response): string | null {
  if (isPageVisit(req, res)) return req.path;
  if (req.method !== "GET" || routeOf(res).kind !== "data") return null;
  const path = req.path.slice(0, -".data".length);
  return path === "/_root" ? "/" : path;
}

/**
 * Express middleware, before the page cache. On a page visit (or its data request) it puts the variant(s) the page
 * shows this visitor into `res.locals.pageVariant`, which the page cache keys its copies by, and the visitor id into
 * `res.locals.experimentVisitor` for the loaders. A response that sets the `tv_exp` cookie is `private, no-store`: the
 * body may still come from the variant's cached copy.
 */
export function experimentVisitor(experimentVisit: SiteEntry["experimentVisit"]): RequestHandler {
  return async (req, res, next) => {
    try {
      const path = pageOf(req, res);
      if (path === null) return next();
      const { variant, visitorId, setCookie } = await experimentVisit({ path, headers: req.headers });
      if (setCookie) {
        res.append("Set-Cookie", setCookie);
        privateResponse(res);
      }
      res.locals.experimentVisitor = visitorId;
      res.locals.pageVariant = variant;
    } catch (error) {
      return next(error);
    }
    next();
  };
}
