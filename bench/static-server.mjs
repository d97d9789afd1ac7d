/**
 * A plain static server for the bench, in its own process so load tests do not share its event loop:
 * `node bench/static-server.mjs <pages-dir> <port>` serves <pages-dir> (HTML with .br/.gz twins), the client build
 * and the seed's media, with the same precompressed files the site uses. No rendering, no headers beyond these.
 */
import express from "express";
import expressStaticGzip from "express-static-gzip";

const [pagesDir, port] = process.argv.slice(2);
const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false };
const app = express();
app.use(expressStaticGzip(pagesDir, { ...precompressed, serveStatic: { index: false } }));
app.use("/assets", expressStaticGzip("build/client/assets", { ...precompressed, serveStatic: { immutable: true, maxAge: "1y" } }));
app.use(expressStaticGzip("build/client", precompressed));
app.use("/media", express.static("studio/seed"));
app.listen(Number(port), () => console.log(`static on ${port}`));
