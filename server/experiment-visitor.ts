// Experiments (app/experiments): which variant a visitor sees is decided by a random id in one first-party cookie
// (`tv_exp`) that holds nothing else. No imports from app/: the server runs this file as it is, the app's build
// bundles it for the loaders and the lead pipeline.
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { isPageVisit, optedOut, privateResponse } from "./attribution.ts";
import { routeOf } from "./route-resolution.ts";

export const EXPERIMENT_COOKIE = "tv_exp";
/** 90 days from the visit that set it (renewed by no visit: an assignment lasts as long as an experiment runs). */
export const EXPERIMENT_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const VISITOR_ID = /(?:^|;\s*)tv_exp=([0-9a-f-]{36})(?=;|$)/;

/** The visitor id in a Cookie header, or null (none, or not one the server wrote). */
export function experimentVisitorFromCookie(cookieHeader: string | null | undefined): string | null {
  return (cookieHeader && VISITOR_ID.exec(cookieHeader)?.[1]) || null;
}

/** Visitors who always see the control and are never counted: Global Privacy Control, Do Not Track, bots. */
export function experimentExcluded(headers: IncomingHttpHeaders): boolean {
  const userAgent = headers["user-agent"];
  return optedOut(headers) || !userAgent || isbot(userAgent);
}

export function experimentCookie(visitorId: string, secure: boolean): string {
  return `${EXPERIMENT_COOKIE}=${visitorId}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

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
 * Express middleware, before the page cache. On a page visit (or its data request) it works out the variant(s) the
 * page shows this visitor (`pageVariant`: "" when none, e.g. `home-hero-heading:b`) into `res.locals.pageVariant`,
 * which the page cache keys its copies by, and the visitor id into `res.locals.experimentVisitor` for the loaders
 * (null: the control for everyone). A visitor without the cookie gets a new id and, when the page has an experiment,
 * the cookie on this response only, which is then `private, no-store`: the body may still come from the variant's
 * cached copy.
 */
export function experimentVisitor({
  pageVariant,
  secure,
}: {
  pageVariant: (page: { path: string; visitorId: string | null }) => Promise<string>;
  secure: boolean;
}): RequestHandler {
  return async (req, res, next) => {
    try {
      const path = pageOf(req, res);
      if (path === null) return next();
      const excluded = experimentExcluded(req.headers);
      const known = excluded ? null : experimentVisitorFromCookie(req.headers.cookie);
      const visitorId = excluded ? null : (known ?? randomUUID());
      const variant = await pageVariant({ path, visitorId });
      const assigned = visitorId !== null && (known !== null || variant !== "");
      if (assigned && !known) {
        res.append("Set-Cookie", experimentCookie(visitorId, secure));
        privateResponse(res);
      }
      res.locals.experimentVisitor = assigned ? visitorId : null;
      res.locals.pageVariant = variant;
    } catch (error) {
      return next(error);
    }
    next();
  };
}
