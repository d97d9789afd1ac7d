// What the server takes from the app: the Remix build's entry module (app/entry.server.tsx) exports `site`, checked
// against this interface with `satisfies` on the app's side and read with `siteEntry` on the server's. Types only
// here (and one check): both sides import it, and it imports neither.
import type { IncomingHttpHeaders } from "node:http";

/** A page visit as the server sees it: the address asked for and the request's headers. */
export interface PageVisit {
  url: URL;
  headers: IncomingHttpHeaders;
}

/** What a page visit shows under experiments (server/experiment-visitor.ts puts it in `res.locals`). */
export interface ExperimentVisit {
  /** The variant dimension the page shows this visitor ("" for none, e.g. `home-hero-heading:b`): the page cache's key. */
  variant: string;
  /** The id the loaders assign variants by; null: the control for everyone. */
  visitorId: string | null;
  /** The `tv_exp` cookie this response sets (a first visit to a page with an experiment), or null. */
  setCookie: string | null;
}

/** A limit's answer (app/store/rate-limits.server.ts `LimitAnswer`). */
export interface LimitAnswer {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The limits the server keeps, by their names in the app (app/store/rate-limits.server.ts). */
export type ServerLimitName = "leadFormPerAddressHour" | "insightsSignInPerAddressMinute" | "visitsPerAddressMinute";

/**
 * The site's one rate-limit mechanism as the server takes it from the build's entry (app/store/rate-limits.server.ts):
 * counted in the site's store, keys hashed; neither function throws.
 */
export interface SiteLimits {
  consumeLimit: (name: ServerLimitName, key: string) => Promise<LimitAnswer>;
  refundLimit: (name: ServerLimitName, key: string) => Promise<void>;
  /** A visitor's address as limits count it (an IPv6 address by its /64: one home or office). */
  addressKey: (ip: string) => string;
}

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
  answerVisitBeacon: (beacon: { headers: Headers; text: () => Promise<string> }) => Promise<number>;
  /** The field-vitals beacon's answer (a status) after counting the page view's LCP, INP and CLS, or not. */
  answerVitalsBeacon: (beacon: { headers: Headers; text: () => Promise<string> }) => Promise<number>;
  /** The `tv_attribution` Set-Cookie header a page visit brings (a campaign or another site), or null. */
  visitAttribution: (visit: PageVisit) => Promise<string | null>;
  /** The variant a page visit (or its data request) shows, the visitor's id and the `tv_exp` cookie to set, if any. */
  experimentVisit: (visit: { path: string; headers: IncomingHttpHeaders }) => Promise<ExperimentVisit>;
  /** Starts the background work (outbox retry, spool flush, content revision polling): once, when listening. */
  startWorkers: () => void;
  /** Stops it, flushes what it can and closes store connections: on shutdown. */
  stopWorkers: () => Promise<void>;
}

const FUNCTIONS = [
  "checkStoreReady",
  "checkContentReady",
  "contentRevision",
  "answerVisitBeacon",
  "answerVitalsBeacon",
  "visitAttribution",
  "experimentVisit",
  "startWorkers",
  "stopWorkers",
  "consumeLimit",
  "refundLimit",
  "addressKey",
] as const satisfies readonly (keyof SiteEntry)[];

/** Whether a build's entry export is a `SiteEntry` (a build of another app, or an old one, stops the boot instead). */
function isSiteEntry(site: unknown): site is SiteEntry {
  if (typeof site !== "object" || site === null) return false;
  const env: unknown = Reflect.get(site, "env");
  return typeof env === "object" && env !== null && FUNCTIONS.every((name) => typeof Reflect.get(site, name) === "function");
}

/** The `site` export of a Remix build's entry module, checked. */
export function siteEntry(entryModule: object): SiteEntry {
  const site: unknown = Reflect.get(entryModule, "site");
  if (!isSiteEntry(site)) throw new Error("The app build's entry module exports no `site` (app/site-entry.server.ts): rebuild it.");
  return site;
}
