import type { RequestHandler } from "express";
import { logEvent } from "./log.ts";

/**
 * One JSON line per request once its response is done (or abandoned): request id, method, path (never the
 * query string, which may carry an email or phone number), status, duration and the page cache's answer.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.once("close", () => {
    logEvent({
      event: "request",
      requestId: res.locals.requestId,
      method: req.method,
      path: req.originalUrl.split("?")[0],
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      ...(res.getHeader("X-Page-Cache") ? { pageCache: res.getHeader("X-Page-Cache") } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
  next();
};
