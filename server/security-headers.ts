import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";

// Third-party origins the pages actually use: the Cal.com booking embed and Sanity's image CDN.
const CAL_ORIGINS = ["https://app.cal.com", "https://cal.com"];
const SANITY_CDN = "https://cdn.sanity.io";
/**
 * Retell's LiveKit host, which retell-client-js-sdk joins for a web call (wss for the room, https for its region
 * settings); the WebRTC media itself is not subject to the CSP.
 */
const RETELL_LIVEKIT = ["wss://retell-ai-4ihahnq7.livekit.cloud", "https://retell-ai-4ihahnq7.livekit.cloud"];

/**
 * What this response's policy allows beyond the fixed directives: its script nonce, or (a page served from the
 * page cache, shared by many responses) the hashes of its inline scripts, and the origins that may frame it (the
 * Studio, in preview). Kept in `res.locals.csp` and written into the header once, as the response's headers go out.
 */
export interface PolicyInputs {
  nonce?: string;
  scriptHashes?: string[];
  frameAncestors?: string[];
}

const inputs = (res: ServerResponse): PolicyInputs => ((res as Response).locals?.csp as PolicyInputs | undefined) ?? {};

const contentSecurityPolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      (_req: IncomingMessage, res: ServerResponse) => {
        const { nonce, scriptHashes = [] } = inputs(res);
        return [...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
      },
      ...CAL_ORIGINS,
    ],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", SANITY_CDN],
    mediaSrc: ["'self'", "blob:", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...CAL_ORIGINS, ...RETELL_LIVEKIT],
    frameSrc: CAL_ORIGINS,
    frameAncestors: [(_req: IncomingMessage, res: ServerResponse) => inputs(res).frameAncestors?.join(" ") || "'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  },
});

/**
 * What every response carries, pages and the visit beacon's answers (visits-endpoint.ts) alike: HTTPS only (2 years,
 * subdomains), no MIME sniffing, referrers cut to the origin when they leave the site.
 */
export const TRANSPORT_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** Pages that show a signed-in team member's data: only they are worth a browsing context group of their own. */
const SIGNED_IN_PAGES = /^\/insights(?:\/|$)/;

/**
 * Every response's security headers (helmet): the CSP above with a fresh nonce, HSTS (2 years, subdomains), nosniff,
 * strict-origin-when-cross-origin referrers, no X-Powered-By. No X-Frame-Options: the CSP's frame-ancestors says who
 * may frame a page, and preview pages must be framed by the Studio. A same-origin opener policy only on signed-in
 * pages: on a public page it protects nothing personal and costs a phone's first paint a process swap
 * (docs/decisions/0047-server-opener-policy-on-signed-in-pages.md).
 */
export function securityHeaders(): RequestHandler[] {
  return [
    (req, res, next) => {
      res.locals.csp = { nonce: createNonce() } satisfies PolicyInputs;
      res.locals.cspNonce = (res.locals.csp as PolicyInputs).nonce;
      // Once, from what the response ended up allowing: a page from the cache swaps the nonce for its script hashes.
      onHeaders(res, () => contentSecurityPolicy(req, res, () => {}));
      next();
    },
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: false,
      xContentTypeOptions: false,
      crossOriginOpenerPolicy: false,
      xFrameOptions: false,
    }),
    (req, res, next) => {
      res.set(TRANSPORT_HEADERS);
      // The site's own pages may ask for the microphone (web calls); frames and other origins may not.
      res.set("Permissions-Policy", "camera=(), microphone=(self), geolocation=(), interest-cohort=()");
      if (SIGNED_IN_PAGES.test(req.path)) res.set("Cross-Origin-Opener-Policy", "same-origin");
      // Social cards are for other sites to show (link previews drawn in a browser): same-origin would block them.
      if (req.path.startsWith("/social-cards/")) res.set("Cross-Origin-Resource-Policy", "cross-origin");
      next();
    },
  ];
}

/** Changes what this response's policy allows (its Content-Security-Policy header is written as the headers go out). */
export function applyPolicy(res: Response, change: PolicyInputs): void {
  res.locals.csp = { ...inputs(res), ...change } satisfies PolicyInputs;
}

function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * CSP hashes (`sha256-...`) of every inline script in an HTML document: a cached page's bytes are shared by many
 * responses, so its scripts are allowed by content instead of by a nonce that must differ per response.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.add(`sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
