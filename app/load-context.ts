import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request nonce for inline and module scripts (set by server.js). */
    cspNonce?: string;
    /** Lets a response be framed by the given origins (Studio preview only). */
    allowFraming?: (origins: string[]) => void;
    /** The visitor's address as the server sees it (behind a trusted proxy: from X-Forwarded-For); for logs and limits. */
    clientIp?: string;
    /** Id of this request in the server's log lines (server.js); lead events log it too. */
    requestId?: string;
    /**
     * Document requests only (server.js): content loaders keep for the server render instead of sending it as
     * loader data (`serverRendered()`, `ServerPart`).
     */
    serverRendered?: Map<string, unknown>;
    /**
     * A form POST the server's rate limit (server/rate-limit.ts, `leadFormPerAddressHour`) counted past this visitor's
     * LEAD_FORM_LIMIT_PER_HOUR for this form; the server does not answer it: the form's action answers 429 with its `rateLimited` message.
     */
    formRateLimited?: boolean;
    /**
     * A POST whose Origin is not the site's host (X-Forwarded-Host honoured only from a trusted proxy). Remix gets it
     * without its Origin (its own check would throw a 500); the form's action answers 403.
     */
    crossSiteRequest?: boolean;
    /**
     * Page visits only (server/experiment-visitor.ts, asking app/experiments/visitor-cookie.server.ts): the visitor id experiments assign variants by, a new one on the
     * visit that sets the `tv_exp` cookie; null when the visitor always sees the control (GPC, DNT, bots).
     */
    experimentVisitor?: string | null;
  }
}
