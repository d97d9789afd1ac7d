import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { isHost } from "./request-target.ts";
import { routeOf } from "./route-resolution.ts";

/** Whether the proxy at this address (hop 0: the socket's peer) is trusted: Express's compiled "trust proxy" setting. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** The app's compiled "trust proxy" setting. */
export const trustProxyOf = (req: Request): TrustProxy => req.app.get("trust proxy fn") as TrustProxy;

/**
 * The host the visitor addressed: X-Forwarded-Host's first value when the request came through a trusted proxy (and
 * is a host name), else Host.
 */
export function siteHost(req: IncomingMessage, trusted: TrustProxy): string {
  const forwardedHost = req.headers["x-forwarded-host"];
  const forwarded = trusted(req.socket.remoteAddress, 0)
    ? (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost)?.split(",")[0]?.trim()
    : undefined;
  return (forwarded && isHost(forwarded) ? forwarded : undefined) || req.headers.host || "";
}

/** Whether a request's Origin names another site than the one it was sent to (an opaque `null` origin counts). */
export function isCrossSite(req: IncomingMessage, trusted: TrustProxy): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== siteHost(req, trusted);
  } catch {
    return true;
  }
}

/**
 * POSTs whose Origin does not match the site: a route whose policy refuses them (the API routes, whatever the
 * spelling: route-resolution.ts) answers a plain 403 here; a page's form post is marked
 * (`res.locals.crossSiteRequest`) and its Origin is not handed to Remix (remix-handler.ts), whose own check would
 * throw a 500: the lead pipeline answers 403 with the form's own message.
 */
export const crossSiteGuard: RequestHandler = (req, res, next) => {
  if (req.method !== "POST" || !isCrossSite(req, trustProxyOf(req))) return next();
  if (routeOf(res).policy.crossSite === "refuse") {
    res.status(403).set("Cache-Control", "private, no-store").type("text/plain").send("Cross-site request refused.");
    return;
  }
  res.locals.crossSiteRequest = true;
  next();
};
