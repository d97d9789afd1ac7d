import type { Request, RequestHandler } from "express";

/**
 * The host the visitor addressed: X-Forwarded-Host's first value when the request came through a trusted proxy
 * (Express's "trust proxy"), else Host.
 */
export function siteHost(req: Request): string {
  const trusted = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const forwarded = trusted(req.socket.remoteAddress, 0) ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.get("Host") || "";
}

/** Whether a request's Origin names another site than the one it was sent to (an opaque `null` origin counts). */
export function isCrossSite(req: Request): boolean {
  const origin = req.get("Origin");
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== siteHost(req);
  } catch {
    return true;
  }
}

/**
 * POSTs whose Origin does not match the site: `/api/*` answers a plain 403 here; a page's form post is marked
 * (`res.locals.crossSiteRequest`) and its Origin is not handed to Remix (remix-handler.ts), whose own check would
 * throw a 500: the lead pipeline answers 403 with the form's own message.
 */
export const crossSiteGuard: RequestHandler = (req, res, next) => {
  if (req.method !== "POST" || !isCrossSite(req)) return next();
  if (req.path.startsWith("/api/")) {
    res.status(403).set("Cache-Control", "private, no-store").type("text/plain").send("Cross-site request refused.");
    return;
  }
  res.locals.crossSiteRequest = true;
  next();
};
