import type { ServerBuild } from "@remix-run/node";
import type { SiteLimits } from "./rate-limit.ts";
import type { AnswerBeacon } from "./visits-endpoint.ts";

/**
 * What the server takes from the app build's entry module (`app/entry.server.tsx`, as `build.entry.module`).
 * Declared here, not imported from the app, so the server's own check stays within server/.
 */
export interface SiteEntry extends SiteLimits {
  env: {
    SITE_URL: string;
    SESSION_SECRET?: string;
    PAGE_CACHE_MB: number;
  };
  checkStoreReady: () => Promise<unknown>;
  checkContentReady: () => Promise<unknown>;
  contentRevision: () => string;
  /** The visit beacon's answer (a status) after counting the view it reports, or not. */
  answerVisitBeacon: AnswerBeacon;
  /** The experiments' variant dimension of a page for a visitor ("" for none): the page cache's key (experiment-visitor.ts). */
  pageVariant: (page: { path: string; visitorId: string | null }) => Promise<string>;
  /** Starts the background work (outbox retry, spool flush, content revision polling): once, when listening. */
  startWorkers: () => void;
  /** Stops it, flushes what it can and closes store connections: on shutdown. */
  stopWorkers: () => Promise<void>;
}

export const siteEntry = (build: ServerBuild): SiteEntry => build.entry.module as unknown as SiteEntry;
