import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { logger } from "../shared/log.ts";

/** The fields of a request's line: method, path (never the query string, which may carry an email or phone number), status, duration, the page cache's answer. */
function requestFields(req: IncomingMessage, res: ServerResponse, ms: number) {
  const pageCache = res.getHeader("X-Page-Cache");
  return {
    event: "request",
    method: req.method,
    path: (req.url ?? "").split("?")[0],
    status: res.statusCode,
    ms,
    ...(pageCache ? { pageCache } : {}),
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

/**
 * One JSON line per request once its response is done or abandoned (pino-http), with the request id that the
 * request's other lines (lead events) carry too (`req.id`, also in `res.locals.requestId` for the load context).
 * 5xx and failed responses are logged as errors.
 */
export const requestLog = pinoHttp({
  logger,
  genReqId: () => randomUUID(),
  customAttributeKeys: { reqId: "requestId", responseTime: "ms" },
  // The request id only: the fields below replace pino-http's whole req and res objects (headers hold cookies).
  quietReqLogger: true,
  quietResLogger: true,
  customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
  customSuccessObject: (req, res, { ms }: { ms: number }) => requestFields(req, res, ms),
  customErrorObject: (req, res, error: Error, { ms }: { ms: number }) => ({ ...requestFields(req, res, ms), error: error.message }),
  customSuccessMessage: () => "request",
  customErrorMessage: () => "request",
});
