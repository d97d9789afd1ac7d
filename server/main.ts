import http from "node:http";
import zlib from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { attribution } from "./attribution.ts";
import { crossSiteGuard, type TrustProxy } from "./cross-site.ts";
import { errorHandler } from "./error-handler.ts";
import { liveness, readiness } from "./health.ts";
import { experimentVisitor } from "./experiment-visitor.ts";
import { createPageCache, servePageCache } from "./page-cache.ts";
import { insightsSignInRateLimit, leadFormRateLimit } from "./rate-limit.ts";
import { remixHandler } from "./remix-handler.ts";
import { logUncaughtErrors } from "./process-errors.ts";
import { actionGuard, bodyLimit, methodGuard } from "./request-guards.ts";
import { rejectMalformed } from "./request-target.ts";
import { resolveRoute, routeOf } from "./route-resolution.ts";
import { requestLog } from "./request-log.ts";
import { applyPolicy, securityHeaders } from "./security-headers.ts";
import { handleShutdown } from "./shutdown.ts";
import { logEvent } from "../shared/log.ts";
import { siteEntry } from "../shared/site-entry.ts";
import { trustProxySetting } from "./trust-proxy.ts";
import { visitsFirst } from "./visits-endpoint.ts";

const port = Number(process.env.PORT ?? 3000);
// `npm run dev`: the same server with Vite in middleware mode, so headers and the CSP nonce match production.
const dev = process.env.NODE_ENV === "development";
const SHUTDOWN_DRAIN_MS = 10_000;
const SHUTDOWN_CLEANUP_MS = 5_000;
// Measured (`npm run bench -- --only compression`, home streamed in flushed chunks): brotli 4 sends 23.8 KB for ~4 ms CPU,
// gzip 6 29.1 KB for ~5 ms; brotli 5-8 saves at most 8% more for 1.3-3x the CPU.
const ON_THE_FLY_BROTLI_QUALITY = 4;
// A variable, so the type check does not look for a build that may not exist yet.
const PRODUCTION_BUILD = "../build/server/index.js";

logUncaughtErrors();

// Read before anything starts: a TRUST_PROXY Express would misread stops the boot with a message.
const trustProxy = trustProxySetting(process.env.TRUST_PROXY);

const app = express();
// Its request listener is set once the site is loaded (below).
const server = http.createServer();
const vite = dev
  ? await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true, hmr: { server } } }))
  : undefined;
const loadBuild = async () => (await (vite ? vite.ssrLoadModule("virtual:remix/server-build") : import(PRODUCTION_BUILD))) as ServerBuild;
const build = await loadBuild();
// app/entry.server.tsx exports what the server needs from the app (shared/site-entry.ts), checked here.
const entry = siteEntry(build.entry.module);

// Behind a proxy or CDN in production: trust its X-Forwarded-* so rate limits see the visitor's address.
app.set("trust proxy", trustProxy);

app.use(requestLog, (req, res, next) => {
  res.locals.requestId = req.id;
  next();
});
app.use(securityHeaders());
app.use(methodGuard);

app.get("/healthz", liveness);
const isStopping = handleShutdown(server, {
  drainMs: SHUTDOWN_DRAIN_MS,
  cleanupMs: SHUTDOWN_CLEANUP_MS,
  cleanup: async () => {
    await Promise.all([entry.stopWorkers(), vite?.close()]);
  },
});
app.get("/readyz", readiness({ store: entry.checkStoreReady, content: entry.checkContentReady }, isStopping));

// The route each request reaches, as Remix will match it: every guard below reads it (route-resolution.ts).
app.use(resolveRoute(vite ? loadBuild : build));
app.use(actionGuard);
app.use(crossSiteGuard);
app.use(bodyLimit());
// Counted by the app's one limiter, in the site's store (app/store/rate-limits.server.ts).
app.use(leadFormRateLimit(entry), insightsSignInRateLimit(entry));

// Before the page cache: a visit from a campaign or another site sets tv_attribution on that response only.
app.use(attribution(entry.visitAttribution));

// Before the page cache: the variant a page shows this visitor keys its cached copy; a first visit sets tv_exp.
app.use(experimentVisitor(entry.experimentVisit));

const pageCacheBytes = entry.env.PAGE_CACHE_MB * 1024 * 1024;
// Development renders every request (code changes); a hit skips static file lookups and compression.
const pageCache = dev || pageCacheBytes === 0 ? undefined : createPageCache({ maxBytes: pageCacheBytes });
if (pageCache) app.use(servePageCache(pageCache, entry.contentRevision));
// HTML and data responses; precompressed files and cached pages already carry Content-Encoding and pass through.
// Form answers to the browser's posts (`POST *.data`, a few hundred bytes) go uncompressed: streamed without a length,
// each paid for a brotli stream (about 0.4 ms of CPU, 13% of a signup's, measured with --cpu-prof) to save ~250 bytes.
const isFormAnswer = (req: Request, res: Response) => req.method === "POST" && routeOf(res).kind === "data";
app.use(
  compression({
    filter: (req, res) => !isFormAnswer(req, res) && compression.filter(req, res),
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
  }),
);

if (vite) {
  app.use(vite.middlewares);
} else {
  // Fingerprinted build output never changes; everything else in public/ may. Both have .br/.gz twins (vite.config.ts).
  const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false };
  app.use(
    "/assets",
    expressStaticGzip("build/client/assets", { ...precompressed, serveStatic: { immutable: true, maxAge: "1y", index: false } }),
  );
  app.use(expressStaticGzip("build/client", { ...precompressed, serveStatic: { maxAge: "1h", index: false } }));
}

app.all(
  "*",
  remixHandler({
    build: vite ? loadBuild : build,
    mode: dev ? "development" : "production",
    pageCache,
    getLoadContext: (req, res) => ({
      requestId: res.locals.requestId as string,
      cspNonce: res.locals.cspNonce as string,
      // The visitor's address (X-Forwarded-For only from a trusted proxy, see above).
      clientIp: req.ip,
      formRateLimited: res.locals.formRateLimited === true,
      crossSiteRequest: res.locals.crossSiteRequest === true,
      experimentVisitor: res.locals.experimentVisitor as string | null | undefined,
      // A document is rendered here: loaders may keep content that only the render needs (`serverRendered()`).
      serverRendered: routeOf(res).kind === "data" ? undefined : new Map(),
      // Preview pages may be framed by the Studio; this swaps the policy for that one response.
      allowFraming: (origins) => applyPolicy(res, { frameAncestors: origins }),
    }),
  }),
);

app.use(errorHandler);

// The visit beacon is answered before Express sees it (server/visits-endpoint.ts): a count per page view stays cheap.
// A request that cannot be valid is refused before either (server/request-target.ts).
server.on(
  "request",
  rejectMalformed(
    visitsFirst(app, {
      answers: { visit: entry.answerVisitBeacon, vitals: entry.answerVitalsBeacon },
      trustProxy: app.get("trust proxy fn") as TrustProxy,
      limits: entry,
    }),
  ),
);

server.listen(port, () => {
  entry.startWorkers();
  logEvent({ event: "listening", url: `http://localhost:${port}` });
});
