import crypto from "node:crypto";

// Third-party origins the pages actually use: the Cal.com booking embed and Sanity's image CDN.
const CAL_ORIGINS = ["https://app.cal.com", "https://cal.com"];
const SANITY_CDN = "https://cdn.sanity.io";

/**
 * The Content-Security-Policy for one response. Scripts run only from this origin and, inline, with the
 * per-request nonce or (a page served from the page cache) one of the hashes of its inline scripts;
 * `frameAncestors` lists the origins allowed to frame the page (only the Studio, in preview).
 */
export function contentSecurityPolicy({ nonce, scriptHashes = [], frameAncestors = [] }: { nonce?: string; scriptHashes?: string[]; frameAncestors?: string[] }): string {
  const inline = [...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'${hash}'`)];
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inline, ...CAL_ORIGINS],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", SANITY_CDN],
    "media-src": ["'self'", "blob:", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...CAL_ORIGINS],
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

export function createNonce(): string {
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
