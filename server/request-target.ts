import { STATUS_CODES, type IncomingMessage, type RequestListener } from "node:http";
import { logEvent } from "../shared/log.ts";

/**
 * Longest path served (414 beyond). The site's longest is under 100 characters; Remix matched a 10 KB path segment
 * by segment for 4.1 s of CPU.
 */
export const MAX_PATH_CHARS = 1024;
/** Longest request target, query included (414 beyond): campaign links carry five UTM values of at most a few hundred. */
export const MAX_TARGET_CHARS = 4096;
/** Most path segments served (414 beyond, like a long path): the site's deepest page has 6 (`/es/blog/category/x/page/2`). */
export const MAX_PATH_SEGMENTS = 12;

/**
 * Characters a path may hold as sent: RFC 3986's path characters plus `|^[]`, which browsers send unescaped. No
 * backslash (WHATWG URLs read it as `/`, so `/\evil.example` would name another host), space, quote, `<>`,
 * backtick, braces, `#`, control or non-ASCII byte: a browser escapes them all.
 */
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%|^[\]]*$/;
const PERCENT = /%(?![0-9A-Fa-f]{2})/;
// NUL, CR, LF and every other control character, once decoded.
const DECODED_CONTROL = /\p{Cc}/u;
/** A Host header: a name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9\-._~]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Whether a Host (or forwarded host) value can be the host part of a URL. */
export const isHost = (value: string) => HOST.test(value);

/** Why a request cannot be a valid request to this site: a status (400 or 414) and a reason for the log, or null. */
export function targetProblem(req: Pick<IncomingMessage, "url" | "headers">): { status: 400 | 414; reason: string } | null {
  const target = req.url ?? "";
  if (target.length > MAX_TARGET_CHARS) return { status: 414, reason: "target too long" };
  // Origin-form only: absolute-form (`http://host/`), `*` and authority-form are for proxies, which this is not.
  if (!target.startsWith("/")) return { status: 400, reason: "not origin-form" };
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.length > MAX_PATH_CHARS) return { status: 414, reason: "path too long" };
  // `//x` is a scheme-relative URL to host x for WHATWG URL parsers (and threw in them when x is empty).
  if (path.startsWith("//")) return { status: 400, reason: "path starts with //" };
  if (!PATH_CHARS.test(path) || target.includes("#")) return { status: 400, reason: "character not allowed in path" };
  if (PERCENT.test(path)) return { status: 400, reason: "bad percent-encoding" };
  const segments = path.split("/");
  if (segments.length - 1 > MAX_PATH_SEGMENTS) return { status: 414, reason: "too many path segments" };
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { status: 400, reason: "bad percent-encoding" };
    }
    if (DECODED_CONTROL.test(decoded)) return { status: 400, reason: "encoded control character" };
    // React Router reads a decoded backslash as a slash too (and threw on `/%5c`).
    if (decoded.includes("\\")) return { status: 400, reason: "encoded backslash" };
    // `.`/`..` (also `%2e`) would be resolved away by the URL parser: the path matched is not the one sent.
    if (decoded === "." || decoded === "..") return { status: 400, reason: "dot segment" };
  }
  // Remix's pre-single-fetch data requests: this site's browsers never send one, Remix logs each as an error.
  if (queryAt !== -1 && new URLSearchParams(target.slice(queryAt)).has("_data")) return { status: 400, reason: "_data request" };
  const host = req.headers.host;
  if (host !== undefined && !isHost(host)) return { status: 400, reason: "bad Host" };
  return null;
}

/**
 * Wraps the server's request listener: a request that cannot be valid (targetProblem) gets a plain 400 or 414 and
 * one warn line before Express, routing or Remix spends anything on it, and its connection is closed.
 */
export function rejectMalformed(site: RequestListener): RequestListener {
  return (req, res) => {
    const problem = targetProblem(req);
    if (!problem) return site(req, res);
    // The path is cut and never logged with its query (which may carry an email address).
    logEvent({
      level: "warn",
      event: "request.refused",
      method: req.method,
      path: (req.url ?? "").split("?")[0].slice(0, 200),
      status: problem.status,
      reason: problem.reason,
    });
    // A body sent with it is not read: the connection closes after the answer.
    res.shouldKeepAlive = false;
    const text = STATUS_CODES[problem.status] ?? "Bad Request";
    res.writeHead(problem.status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
      "Cache-Control": "no-store",
      Connection: "close",
    });
    res.end(text);
  };
}
