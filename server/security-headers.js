import crypto from "node:crypto";

// Third-party origins the pages actually use: the Cal.com booking embed and Sanity's image CDN.
const CAL_ORIGINS = ["https://app.cal.com", "https://cal.com"];
const SANITY_CDN = "https://cdn.sanity.io";

/**
 * The Content-Security-Policy for one response. Scripts run only from this origin or with the per-request
 * nonce; `frameAncestors` lists the origins allowed to frame the page (only the Studio, in preview).
 */
export function contentSecurityPolicy({ nonce, frameAncestors = [], dev = false }) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...CAL_ORIGINS, ...(dev ? ["'unsafe-inline'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", SANITY_CDN],
    "media-src": ["'self'", "blob:", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...CAL_ORIGINS, ...(dev ? ["ws:"] : [])],
    "frame-src": CAL_ORIGINS,
    "frame-ancestors": frameAncestors.length ? frameAncestors : ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function createNonce() {
  return crypto.randomBytes(16).toString("base64");
}

/** Headers every response carries, whatever serves it. */
export const baseSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};
