import { STATUS_CODES } from "node:http";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { logEvent } from "../shared/log.ts";
import { routeOf } from "./route-resolution.ts";

/** The only methods the site answers; anything else (OPTIONS, PUT, scanners' verbs) is a plain 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** 405 with Allow for methods the site does not serve, before any router sees them (no error log). */
export const methodGuard: RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set("Allow", ALLOWED_METHODS.join(", ")).status(405).type("text/plain").send(STATUS_CODES[405]);
};

/** The bodies a page's action reads (`request.formData()`). */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A POST Remix could only fail on, refused before its body is read: to a route without an action (a page that has no
 * form, say) a plain 405 with Allow; to a page's action with a body that is not a form, a plain 415 (its
 * `request.formData()` would throw a 500). One info line each.
 */
export const actionGuard: RequestHandler = (req, res, next) => {
  const route = routeOf(res);
  if (req.method !== "POST" || route.routeId === null) return next();
  if (!route.hasAction) {
    logEvent({ event: "request.no-action", requestId: res.locals.requestId, routeId: route.routeId });
    res.set("Allow", "GET, HEAD").status(405).type("text/plain").send(STATUS_CODES[405]);
    return;
  }
  if (route.policy.formPost && !req.is(FORM_TYPES)) {
    logEvent({ event: "request.not-a-form", requestId: res.locals.requestId, routeId: route.routeId });
    res.status(415).type("text/plain").send(STATUS_CODES[415]);
    return;
  }
  next();
};

/**
 * Reads a request body into `req.body` (a Buffer) with Express's own parser, only up to the route's `bodyLimitBytes`
 * (route-resolution.ts): a declared
 * larger Content-Length is refused before a byte is kept, a streamed body as soon as it passes the limit (the rest
 * is read and dropped, never held), and a compressed body is refused rather than inflated (415). Remix reads the
 * Buffer (remix-handler.ts).
 */
export function bodyLimit(): [RequestHandler, ErrorRequestHandler] {
  // One parser per limit in the policy table (a handful), made on first use.
  const parsers = new Map<number, RequestHandler>();
  const parserFor = (limit: number) => {
    let parser = parsers.get(limit);
    if (!parser) parsers.set(limit, (parser = express.raw({ limit, inflate: false, type: () => true })));
    return parser;
  };
  return [
    (req, res, next) => {
      const limit = routeOf(res).policy.bodyLimitBytes;
      // A declared length over the limit is answered at once, not after the body (which may never come); the body
      // that does come is read and dropped, so a client still sending it reads the answer (a close would reset it).
      if (Number(req.headers["content-length"]) > limit) {
        req.resume();
        res.status(413).type("text/plain").send(STATUS_CODES[413]);
        return;
      }
      parserFor(limit)(req, res, next);
    },
    (error: { status?: number; type?: string }, _req, res, next) => {
      // body-parser's errors carry their status (413, 415, 400 for an aborted or short body); others go on.
      if (!error.type || !error.status || error.status >= 500) return next(error);
      res.status(error.status).type("text/plain").send(STATUS_CODES[error.status]);
    },
  ];
}
