import { randomUUID } from "node:crypto";
import { createRequestHandler } from "@remix-run/express";
import express from "express";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "./server/security-headers.js";

const port = Number(process.env.PORT ?? 3000);
const build = await import("./build/server/index.js");

const app = express();
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

// Liveness only: answers while the process runs, never touches the store or the content source.
app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").type("text/plain").send("ok");
});

// Fingerprinted build output never changes; everything else in public/ may.
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));

app.all(
  "*",
  createRequestHandler({
    build,
    getLoadContext: (req, res) => ({
      requestId: res.locals.requestId,
      cspNonce: res.locals.cspNonce,
      // Rate limits count per visitor address (X-Forwarded-For only from a trusted proxy, see above).
      clientIp: req.ip,
      // Preview pages may be framed by the Studio; this swaps the policy for that one response.
      allowFraming: (origins) =>
        res.set("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.cspNonce, frameAncestors: origins })),
    }),
  }),
);

app.listen(port, () => console.log(`TradeVoice site on http://localhost:${port}`));
