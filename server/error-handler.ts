import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { logEvent } from "../shared/log.ts";

/**
 * Last Express error handler: a failure outside Remix's own error pages (a broken build, a stream error) becomes
 * one JSON error line with the request id and a plain 500 that caches nowhere; the visitor never sees a stack.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  logEvent({
    level: "error",
    event: "unhandled",
    requestId: res.locals.requestId,
    method: req.method,
    path: req.originalUrl.split("?")[0],
    error: error instanceof Error ? error.stack : String(error),
  });
  if (res.headersSent) return next(error);
  res.status(500).set("Cache-Control", "private, no-store").type("text/plain").send(STATUS_CODES[500]);
};
