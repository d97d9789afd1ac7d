import { STATUS_CODES } from "node:http";
import type { RequestHandler, Response } from "express";
import getRawBody from "raw-body";

/** The only methods the site answers; anything else (OPTIONS, PUT, scanners' verbs) is a plain 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** 405 with Allow for methods the site does not serve, before any router sees them (no error log). */
export const methodGuard: RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set("Allow", ALLOWED_METHODS.join(", ")).status(405).type("text/plain").send(STATUS_CODES[405]);
};

/**
 * Reads a POST body into `req.body` (a Buffer) only up to `limitBytes`: a declared larger Content-Length is refused
 * before a byte is read, a streamed body as soon as its bytes pass the limit. Nothing bigger is held or parsed.
 */
export function bodyLimit(limitBytes: number): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    // Compressed bodies are refused rather than inflated: a small body could expand past the limit.
    if ((req.headers["content-encoding"] ?? "identity") !== "identity") return refuse(res, 415);
    if (Number(req.headers["content-length"]) > limitBytes) return refuse(res, 413);
    try {
      req.body = await getRawBody(req, { limit: limitBytes, length: req.headers["content-length"] });
    } catch (error) {
      // 413 past the limit, 400 for a body shorter than declared or aborted.
      const status = (error as { status?: number }).status ?? 400;
      return refuse(res, status >= 400 && status < 500 ? status : 400);
    }
    next();
  };
}

/**
 * Answers at once. Node then reads and discards the unread rest of the body (never held), so the client, still
 * sending, gets the answer instead of a reset connection.
 */
function refuse(res: Response, status: number) {
  res.status(status).type("text/plain").send(STATUS_CODES[status]);
}
