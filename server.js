import { randomUUID } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { attribution, attributionSecrets } from "./server/attribution.js";
import { errorHandler } from "./server/error-handler.js";
import { liveness, readiness } from "./server/health.js";
import { createPageCache, servePageCache } from "./server/page-cache.js";
import { remixHandler } from "./server/remix-handler.js";
import { bodyLimit, methodGuard } from "./server/request-guards.js";
import { requestLog } from "./server/request-log.js";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "./server/security-headers.js";
import { handleShutdown } from "./server/shutdown.js";

const port = Number(process.env.PORT ?? 3000);
// `npm run dev`: the same server with Vite in middleware mode, so headers and the CSP nonce match production.
const dev = process.env.NODE_ENV === "development";
const BODY_LIMIT_BYTES = 64 * 1024;
const SHUTDOWN_TIMEOUT_MS = 10_000;
// Measured (`npm run bench -- --only compression`, home streamed in flushed chunks): brotli 4 sends 23.8 KB for ~4 ms CPU,
// gzip 6 29.1 KB for ~5 ms; brotli 5-8 saves at most 8% more for 1.3-3x the CPU.
const ON_THE_FLY_BROTLI_QUALITY = 4;

const app = express();
const server = http.createServer(app);
const vite = dev
  ? await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true, hmr: { server } } }))
  : undefined;
const loadBuild = () => (vite ? vite.ssrLoadModule("virtual:remix/server-build") : import("./build/server/index.js"));
const build = await loadBuild();
// entry.server.tsx exports what the server needs from the app: env, readiness checks, shutdown, content revision.
const entry = build.entry.module;

app.disable("x-powered-by");
// Behind a proxy or CDN in production: trust its X-Forwarded-For so rate limits see the visitor's address.
app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");

app.use((req, res, next) => {
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  res.locals.requestId = randomUUID();
  res.set(baseSecurityHeaders);
  res.set("Content-Security-Policy", contentSecurityPolicy({ nonce }));
  next();
});
app.use(requestLog);
app.use(methodGuard);

app.get("/healthz", liveness);
const isStopping = handleShutdown(server, {
  timeoutMs: SHUTDOWN_TIMEOUT_MS,
  cleanup: async () => {
    await Promise.all([entry.stopWorkers(), vite?.close()]);
  },
});
app.get("/readyz", readiness({ store: entry.checkStoreReady, content: entry.checkContentReady }, isStopping));

app.use(bodyLimit(BODY_LIMIT_BYTES));

// Before the page cache: a visit from a campaign or another site sets tv_attribution on that response only.
app.use(attribution({ secrets: () => attributionSecrets(entry.env.SESSION_SECRET), siteUrl: entry.env.SITE_URL }));

const pageCacheBytes = entry.env.PAGE_CACHE_MB * 1024 * 1024;
// Development renders every request (code changes); a hit skips static file lookups and compression.
const pageCache = dev || pageCacheBytes === 0 ? undefined : createPageCache({ maxBytes: pageCacheBytes });
if (pageCache) app.use(servePageCache(pageCache, entry.contentRevision));
// HTML and data responses; precompressed files and cached pages already carry Content-Encoding and pass through.
// Form answers to the browser's posts (`POST *.data`, a few hundred bytes) go uncompressed: streamed without a length,
// each paid for a brotli stream (about 0.4 ms of CPU, 13% of a signup's, measured with --cpu-prof) to save ~250 bytes.
const isFormAnswer = (req) => req.method === "POST" && req.path.endsWith(".data");
app.use(
  compression({
    filter: (req, res) => !isFormAnswer(req) && compression.filter(req, res),
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
  }),
);

if (vite) {
  app.use(vite.middlewares);
} else {
  // Fingerprinted build output never changes; everything else in public/ may. Both have .br/.gz twins (vite.config.ts).
  const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false };
  app.use("/assets", expressStaticGzip("build/client/assets", { ...precompressed, serveStatic: { immutable: true, maxAge: "1y", index: false } }));
  app.use(expressStaticGzip("build/client", { ...precompressed, serveStatic: { maxAge: "1h", index: false } }));
}

// A page about to be rendered (not in the page cache): the browser fetches the stylesheet its first paint waits for
// meanwhile (103 Early Hints). Only to browser navigations (Sec-Fetch-Mode: navigate), as Chrome advises: other
// clients may not expect a 1xx answer. Chrome acts on them over HTTP/2 and 3 (a CDN or proxy in front); the page's
// own Link header says the same to every client.
app.get("*", (req, res, next) => {
  if (req.method === "GET" && req.headers["sec-fetch-mode"] === "navigate" && !req.path.endsWith(".data") && entry.stylesheetLink) {
    res.writeEarlyHints({ link: entry.stylesheetLink });
  }
  next();
});

app.all(
  "*",
  remixHandler({
    build: vite ? loadBuild : build,
    mode: dev ? "development" : "production",
    pageCache,
    getLoadContext: (req, res) => ({
      requestId: res.locals.requestId,
      cspNonce: res.locals.cspNonce,
      // Rate limits count per visitor address (X-Forwarded-For only from a trusted proxy, see above).
      clientIp: req.ip,
      // A document is rendered here: loaders may keep content that only the render needs (`serverRendered()`).
      serverRendered: req.path.endsWith(".data") ? undefined : new Map(),
      // Preview pages may be framed by the Studio; this swaps the policy for that one response.
      allowFraming: (origins) =>
        res.set("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.cspNonce, frameAncestors: origins })),
    }),
  }),
);

app.use(errorHandler);

server.listen(port, () => {
  entry.startWorkers();
  console.log(`TradeVoice site on http://localhost:${port}`);
});
