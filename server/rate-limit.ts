import type { RequestHandler } from "express";
import type { SiteLimits } from "../shared/site-entry.ts";
import { routeOf } from "./route-resolution.ts";

/**
 * Lead form POSTs per visitor and form (the route's `leadForm`, route-resolution.ts: every spelling of a page is one
 * form), LEAD_FORM_LIMIT_PER_HOUR an hour. The middleware only marks a post past the limit
 * (`res.locals.formRateLimited`): the form's action answers it with the form's own message. While the store is down
 * every post goes through (a lead matters more than a limit).
 */
export function leadFormRateLimit(limits: SiteLimits): RequestHandler {
  return (req, res, next) => {
    const form = req.method === "POST" ? routeOf(res).policy.leadForm : undefined;
    if (!form) return next();
    limits.consumeLimit("leadFormPerAddressHour", `${form}:${limits.addressKey(req.ip ?? "")}`).then(({ allowed }) => {
      if (!allowed) res.locals.formRateLimited = true;
      next();
    }, next);
  };
}

/**
 * Failed Insights sign-ins (POSTs to the route whose policy says `signIn`, whatever its spelling) per visitor address:
 * 5 a minute, then a 429 with Retry-After until the window ends, whatever the password. A sign-in or sign-out that
 * succeeds (a redirect) gives its count back, so the team is not locked out by its own use. Shared by every instance
 * (a guesser cannot multiply it by the number of instances); while the store is down, counted in this process.
 */
export function insightsSignInRateLimit(limits: SiteLimits): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || !routeOf(res).policy.signIn) return next();
    const address = limits.addressKey(req.ip ?? "");
    limits.consumeLimit("insightsSignInPerAddressMinute", address).then(({ allowed, retryAfterSeconds }) => {
      if (!allowed) {
        res
          .status(429)
          .set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" })
          .type("text/plain")
          .send(`Too many sign-in attempts from your address. Try again in ${retryAfterSeconds} seconds.`);
        return;
      }
      res.once("finish", () => {
        if (res.statusCode < 400) void limits.refundLimit("insightsSignInPerAddressMinute", address);
      });
      next();
    }, next);
  };
}
