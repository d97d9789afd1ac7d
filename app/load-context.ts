import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request nonce for inline and module scripts (set by server.js). */
    cspNonce?: string;
    /** Lets a response be framed by the given origins (Studio preview only). */
    allowFraming?: (origins: string[]) => void;
    /** The visitor's address as the server sees it (behind a trusted proxy: from X-Forwarded-For); rate limits use it. */
    clientIp?: string;
    /** Id of this request in the server's log lines (server.js); lead events log it too. */
    requestId?: string;
    /**
     * Document requests only (server.js): content loaders keep for the server render instead of sending it as
     * loader data (`serverRendered()`, `ServerPart`).
     */
    serverRendered?: Map<string, unknown>;
  }
}
