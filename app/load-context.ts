import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request nonce for inline and module scripts (set by server.js). */
    cspNonce?: string;
    /** Lets a response be framed by the given origins (Studio preview only). */
    allowFraming?: (origins: string[]) => void;
    /** The visitor's address as the server sees it (behind a trusted proxy: from X-Forwarded-For); kept for logs. */
    clientIp?: string;
    /** Id of this request in the server's log lines (server.js); lead events log it too. */
    requestId?: string;
    /**
     * Document requests only (server.js): content loaders keep for the server render instead of sending it as
     * loader data (`serverRendered()`, `ServerPart`).
     */
    serverRendered?: Map<string, unknown>;
    /** Page POSTs: the server's rate limiter counted this post past the visitor's limit for this form (the form answers 429). */
    formRateLimited?: boolean;
    /** Page POSTs: the Origin does not match the site's host (the form answers 403 with its failure message). */
    crossSiteRequest?: boolean;
  }
}
