import { STATUS_CODES } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteMatch, type AgnosticRouteObject } from "@remix-run/router";
import type { RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";

/** The lead form a route's POST submits: its rate limit counts each form apart, whatever the page's spelling. */
export type LeadForm = "demo-signup" | "report-download" | "demo-call";

/** What the server does for a route before Remix sees the request. */
export interface RoutePolicy {
  /** The lead form its POST submits (leadFormRateLimit counts posts per form and visitor). */
  leadForm?: LeadForm;
  /** Its POST is the Insights sign-in: wrong passwords are limited per address (insightsSignInRateLimit). */
  signIn?: boolean;
  /** A cross-site POST: "refuse" answers 403 in the server; "mark" hands it to the action (`crossSiteRequest`). */
  crossSite: "refuse" | "mark";
  /** Its action reads a form (`request.formData()`, which throws on any other body): another Content-Type is a 415. */
  formPost: boolean;
  /** The largest request body read for it (bodyLimit); a larger one is answered 413. */
  bodyLimitBytes: number;
}

/** How Remix will answer: a page's HTML, a page's data (single fetch, `X.data`), or a resource route's own response. */
export type RouteKind = "document" | "data" | "resource";

/** The route a request reaches, as Remix will match it. */
export interface RouteResolution {
  /** The build's id of the route whose action (POST) or loader (a resource route; a page's deepest) answers; null when none matches. */
  routeId: string | null;
  kind: RouteKind;
  /** Whether that route exports an action: a POST to a route without one is refused (405). */
  hasAction: boolean;
  policy: RoutePolicy;
}

/** Form posts are a few hundred bytes (the sign-in is two short fields); anything far larger is refused unread. */
const FORM_BODY_BYTES = 16 * 1024;
/** Everything else: Sanity's webhook sends a small projection ({_id, _type, slug}), far below this. */
const DEFAULT_BODY_BYTES = 64 * 1024;
/** A visit beacon is about 250 bytes. */
const BEACON_BODY_BYTES = 2 * 1024;

/** The visit beacon's entry in the table: answered by server/visits-endpoint.ts before Express, not by a Remix route. */
export const VISIT_BEACON = "server/visits-endpoint";

/** A web-call tap or end report: three short strings (app/web-calls/web-call-request.server.ts). */
const WEB_CALL_BODY_BYTES = 2 * 1024;
/** Retell's call webhook: a whole call with its transcript (app/web-calls/retell-webhook.server.ts). */
const RETELL_WEBHOOK_BYTES = 1024 * 1024;

/**
 * The per-route policy, keyed by route id without a language copy's prefix (`es/routes/demo` is `routes/demo`,
 * app/routes.ts): the one place request body limits are set. A route not listed gets the defaults: no form limit, the largest body, and a cross-site POST
 * refused when it is a resource route (an API), marked for the action when it is a page.
 */
const ROUTE_POLICIES: Record<string, Partial<RoutePolicy>> = {
  "routes/_index": { leadForm: "demo-call", bodyLimitBytes: FORM_BODY_BYTES },
  "routes/trades.$slug": { leadForm: "demo-call", bodyLimitBytes: FORM_BODY_BYTES },
  "routes/compare.$slug": { leadForm: "demo-call", bodyLimitBytes: FORM_BODY_BYTES },
  "routes/blog.$slug": { leadForm: "demo-call", bodyLimitBytes: FORM_BODY_BYTES },
  // Landing pages carry any of the three forms (named in the body): counted with the demo call, as before.
  "routes/$": { leadForm: "demo-call", bodyLimitBytes: FORM_BODY_BYTES },
  "routes/demo": { leadForm: "demo-signup", bodyLimitBytes: FORM_BODY_BYTES },
  "routes/reports.$slug._index": { leadForm: "report-download", bodyLimitBytes: FORM_BODY_BYTES },
  "routes/insights": { signIn: true, bodyLimitBytes: FORM_BODY_BYTES },
  [VISIT_BEACON]: { crossSite: "refuse", formPost: false, bodyLimitBytes: BEACON_BODY_BYTES },
  // Marked, not refused here: the endpoint answers 403 with the visitor-language message the call panel shows.
  "routes/api.web-call": { crossSite: "mark", bodyLimitBytes: WEB_CALL_BODY_BYTES },
  "routes/api.web-call_.end": { bodyLimitBytes: WEB_CALL_BODY_BYTES },
  "routes/api.retell-webhook": { bodyLimitBytes: RETELL_WEBHOOK_BYTES },
};

const LANGUAGE_COPY = /^[a-z]{2}\/(?=routes\/)/;

/**
 * A route id's policy: the table's entry over the defaults. A resource route (an API) refuses cross-site posts
 * however it is reached (its `.data` spelling runs the same action) and reads its own body; a page marks them for its
 * action, which reads a form.
 */
function policyOf(routeId: string | null, resourceRoute: boolean): RoutePolicy {
  const listed = routeId ? ROUTE_POLICIES[routeId.replace(LANGUAGE_COPY, "")] : undefined;
  return { crossSite: resourceRoute ? "refuse" : "mark", formPost: !resourceRoute, bodyLimitBytes: DEFAULT_BODY_BYTES, ...listed };
}

/** Paths whose matches are kept (each a few hundred bytes; paths are at most 1,024 characters, request-target.ts). */
const MATCHES_KEPT = 2_000;

/** The policy of an entry of the table that no Remix route answers (VISIT_BEACON). */
export const serverRoutePolicy = (id: typeof VISIT_BEACON): RoutePolicy => policyOf(id, true);

/** A route without a component or error boundary: Remix answers with its loader's or action's own response. */
const isResourceRoute = (route: ServerBuild["routes"][string]) => route.module.default == null && route.module.ErrorBoundary == null;

/** The manifest as the nested tree `matchRoutes` takes (what @remix-run/server-runtime's createRoutes builds). */
function routeTree(manifest: ServerBuild["routes"], parentId = ""): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? "") === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: routeTree(manifest, id) },
    );
}

/** `?index` with no value: a POST to an index route's own action rather than its parent's (React Router's rule). */
const hasNakedIndexQuery = (search: string) => new URLSearchParams(search).getAll("index").includes("");

/** The match whose action a POST runs: React Router's `getTargetMatch`. */
function actionMatch(matches: AgnosticRouteMatch[], search: string) {
  const leaf = matches[matches.length - 1];
  if (leaf.route.index && hasNakedIndexQuery(search)) return leaf;
  const contributing = matches.filter((match, index) => index === 0 || (match.route.path && match.route.path.length > 0));
  return contributing[contributing.length - 1];
}

/**
 * Resolves a request to the route Remix will hand it to, with the build's own manifest and the matcher Remix uses
 * (`matchRoutes`: case-insensitive, percent-decoded, trailing slash allowed), the way @remix-run/server-runtime
 * reads the URL: `X.data` is X's data (`/_root.data` is home's), a leaf without a component or error boundary is a
 * resource route, a POST runs the action of `?index`'s index route or else the deepest route with a path.
 */
export function routeResolver(build: Pick<ServerBuild, "routes" | "basename">): (method: string, url: URL) => RouteResolution {
  const tree = routeTree(build.routes);
  // `matchRoutes` flattens and ranks the whole route tree on every call: measured under load on cached pages, that was
  // a tenth of the server's CPU. The matches of a path never change within a build, so recent paths keep theirs.
  const recentMatches = new LRUCache<string, { matches: AgnosticRouteMatch[] | null }>({ max: MATCHES_KEPT });
  const matchesOf = (pathname: string) => {
    let kept = recentMatches.get(pathname);
    if (!kept) recentMatches.set(pathname, (kept = { matches: matchRoutes(tree, pathname, build.basename) }));
    return kept.matches;
  };
  return (method, url) => {
    const data = url.pathname.endsWith(".data");
    const pathname = data ? url.pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : url.pathname;
    const matches = matchesOf(pathname);
    const leaf = matches?.length ? build.routes[matches[matches.length - 1].route.id!] : undefined;
    if (!matches || !leaf) return { routeId: null, kind: data ? "data" : "document", hasAction: false, policy: policyOf(null, false) };
    const kind: RouteKind = data ? "data" : isResourceRoute(leaf) ? "resource" : "document";
    // A resource route's own URL runs its leaf; a page's POST, and any `.data` POST, the target match's action.
    const route = method === "POST" && kind !== "resource" ? build.routes[actionMatch(matches, url.search).route.id!] : leaf;
    return { routeId: route.id, kind, hasAction: route.module.action != null, policy: policyOf(route.id, isResourceRoute(route)) };
  };
}

/**
 * The URL of a request target on `origin`: the target is appended, never resolved against it, so a path such as `//x`
 * stays a path (resolved, it names host x, or throws). remix-handler.ts gives Remix the same URL on the real host.
 */
export const targetUrl = (target: string, origin = "http://site.invalid") => new URL(`${origin}${target}`);

/**
 * Express middleware, first after the request log: resolves the request once, into `res.locals.route`, for every
 * guard after it (`routeOf`). A target no URL can be made of (server/request-target.ts lets none through) is a 400.
 */
export function resolveRoute(build: Pick<ServerBuild, "routes" | "basename"> | (() => Promise<ServerBuild>)): RequestHandler {
  const built = typeof build === "function" ? undefined : routeResolver(build);
  return async (req, res, next) => {
    let url: URL;
    try {
      url = targetUrl(req.originalUrl);
    } catch {
      res.status(400).type("text/plain").send(STATUS_CODES[400]);
      return;
    }
    try {
      // Development: the build Vite serves now (its routes change as files do).
      const resolver = built ?? routeResolver(await (build as () => Promise<ServerBuild>)());
      res.locals.route = resolver(req.method, url);
    } catch (error) {
      return next(error);
    }
    next();
  };
}

/** The request's route resolution (resolveRoute must have run). */
export function routeOf(res: Response): RouteResolution {
  const route = res.locals.route as RouteResolution | undefined;
  if (!route) throw new Error("resolveRoute did not run before this guard");
  return route;
}
