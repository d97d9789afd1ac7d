import { createServer, request as forward, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A CDN stand-in in front of a site: pages it has seen are answered from its memory. */
export interface CachingProxy {
  url: string;
  /** How many GETs of `path` reached the site (cache misses). */
  originRequests(path: string): number;
  close(): Promise<void>;
}

type Cached = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * Forwards every request to `origin` with the visitor's Host (as a CDN does, so the site sees its public address),
 * and keeps each 200 HTML answer to a GET by its URL: the next GET of that URL never reaches the site.
 */
export async function startCachingProxy(origin: string): Promise<CachingProxy> {
  const target = new URL(origin);
  const cache = new Map<string, Cached>();
  const misses = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    const hit = req.method === "GET" ? cache.get(url) : undefined;
    if (hit) {
      res.writeHead(hit.status, { ...hit.headers, "x-cache": "HIT" });
      res.end(hit.body);
      return;
    }
    if (req.method === "GET") {
      const path = new URL(url, origin).pathname;
      misses.set(path, (misses.get(path) ?? 0) + 1);
    }
    const upstream = forward(
      { host: target.hostname, port: target.port, method: req.method, path: url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          const { "transfer-encoding": _, ...headers } = answer.headers;
          if (req.method === "GET" && answer.statusCode === 200 && String(headers["content-type"]).startsWith("text/html")) {
            cache.set(url, { status: 200, headers, body });
          }
          res.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": String(body.length), "x-cache": "MISS" });
          res.end(body);
        });
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    originRequests: (path) => misses.get(path) ?? 0,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
