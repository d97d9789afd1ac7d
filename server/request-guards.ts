import { STATUS_CODES } from "node:http";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";

/** The only methods the site answers; anything else (OPTIONS, PUT, scanners' verbs) is a plain 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** 405 with Allow for methods the site does not serve, before any router sees them (no error log). */
export const methodGuard: RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set("Allow", ALLOWED_METHODS.join(", ")).status(405).type("text/plain").send(STATUS_CODES[405]);
};

/**
 * Reads a request body into `req.body` (a Buffer) with Express's own parser, only up to `limitBytes`: a declared
 * larger Content-Length is refused before a byte is kept, a streamed body as soon as it passes the limit (the rest
 * is read and dropped, never held), and a compressed body is refused rather than inflated (415). Remix reads the
 * Buffer (remix-handler.ts).
 */
export function bodyLimit(limitBytes: number): [RequestHandler, ErrorRequestHandler] {
  return [
    express.raw({ limit: limitBytes, inflate: false, type: () => true }),
    (error: { status?: number; type?: string }, _req, res, next) => {
      // body-parser's errors carry their status (413, 415, 400 for an aborted or short body); others go on.
      if (!error.type || !error.status || error.status >= 500) return next(error);
      res.status(error.status).type("text/plain").send(STATUS_CODES[error.status]);
    },
  ];
}
