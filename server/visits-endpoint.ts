import type { IncomingMessage, RequestListener } from "node:http";
import { performance } from "node:perf_hooks";
import proxyAddr from "proxy-addr";
import { isCrossSite, type TrustProxy } from "./cross-site.ts";
import { logger } from "../shared/log.ts";
import type { SiteLimits } from "../shared/site-entry.ts";
import { serverRoutePolicy, VISIT_BEACON } from "./route-resolution.ts";
import { TRANSPORT_HEADERS } from "./security-headers.ts";

/** The visit beacon's address (app/insights/visit-beacon.ts posts here). */
export const VISITS_PATH = "/api/visits";
/** The field-vitals beacon's address (app/insights/vitals-beacon.ts posts here): the visit beacon's policy and limit. */
export const VITALS_PATH = "/api/vitals";
/** A body past the beacon's limit (the policy table's) is no beacon of ours and is not read further. */
const MAX_BODY_BYTES = serverRoutePolicy(VISIT_BEACON).bodyLimitBytes;

/** What the app makes of one beacon: the request's headers and its body text in, a status out. */
export type AnswerBeacon = (beacon: { headers: Headers; text: () => Promise<string> }) => Promise<number>;

/**
 * Every answer's headers: it has no content, is never cached, and carries the pages' transport rules. The CSP
 * allows nothing (there is nothing to run or show).
 */
const ANSWER_HEADERS = {
  ...TRANSPORT_HEADERS,
  "Cache-Control": "private, no-store",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** The app's answer to each beacon address. */
export interface BeaconAnswers {
  visit: AnswerBeacon;
  vitals: AnswerBeacon;
}

/**
 * Answers `POST /api/visits` and `POST /api/vitals` (the field vitals of a view, answered the same way and counted in
 * the same per-address limit) on the bare HTTP server and hands every other request to `site` (Express). A count
 * happens once per page view, so it skips what a page needs and a beacon does not (Express's router, helmet's
 * per-response CSP, three rate limiters, the request log, a web Request): measured, that machinery was most of a
 * count's cost (docs/decisions/0042-insights-visits-first-party-beacon.md). It keeps what guards the store: a cross-site
 * post gets 403, more than VISIT_LIMIT_PER_MINUTE beacons a minute from one address (IPv6 by its /64) 429
 * (`visitsPerAddressMinute`, the site's one limiter), a body over the beacon's limit or compressed 400. Refusals are
 * logged; counted views are in the store, not in the log. That limit counts in this process's memory, not in the
 * store like the form limit: it only keeps anyone from flooding the counts (each instance allows the limit), and a
 * Redis round trip per view adds to every count (about a sixth of one, measured).
 */
export function visitsFirst(
  site: RequestListener,
  {
    answers,
    trustProxy,
    limits,
  }: { answers: BeaconAnswers; trustProxy: TrustProxy; limits: Pick<SiteLimits, "consumeLimit" | "addressKey"> },
): RequestListener {
  return (req, res) => {
    const answer =
      req.method !== "POST" ? undefined : req.url === VISITS_PATH ? answers.visit : req.url === VITALS_PATH ? answers.vitals : undefined;
    if (!answer) return site(req, res);
    const started = performance.now();
    void answerBeacon(req, answer, { trustProxy, limits })
      // A request the guards cannot read (its connection gone before its address was known, say) is not counted.
      .catch((error: unknown) => {
        logger.warn({ event: "visit", error: error instanceof Error ? error.message : String(error) }, "visit");
        return 400;
      })
      .then((status) => {
        res.writeHead(status, ANSWER_HEADERS).end();
        if (status !== 204) {
          logger.info({ event: "request", method: "POST", path: req.url, status, ms: Math.round(performance.now() - started) }, "request");
        }
      });
  };
}

async function answerBeacon(
  req: IncomingMessage,
  answer: AnswerBeacon,
  { trustProxy, limits }: { trustProxy: TrustProxy; limits: Pick<SiteLimits, "consumeLimit" | "addressKey"> },
): Promise<number> {
  if (isCrossSite(req, trustProxy)) return drained(req, 403);
  const { allowed } = await limits.consumeLimit("visitsPerAddressMinute", limits.addressKey(proxyAddr(req, trustProxy)));
  if (!allowed) return drained(req, 429);
  const encoding = req.headers["content-encoding"];
  if ((encoding && encoding !== "identity") || Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return drained(req, 400);
  const body = await bodyText(req);
  if (body === undefined) return 400;
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  try {
    return await answer({ headers, text: async () => body });
  } catch (error) {
    // The app answers every beacon itself (204 even when the store is down); this is a bug, and still no 5xx.
    logger.error({ event: "visit", error: error instanceof Error ? error.message : String(error) }, "visit");
    return 204;
  }
}

/** A refusal: the body is read and dropped so the connection can carry the next request. */
function drained(req: IncomingMessage, status: number): number {
  req.resume();
  return status;
}

/** The body as text, or `undefined` when it passes MAX_BODY_BYTES or the connection breaks. */
function bodyText(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.once("end", () => resolve(bytes <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString("utf8") : undefined));
    req.once("error", () => resolve(undefined));
    req.once("close", () => resolve(undefined));
  });
}
