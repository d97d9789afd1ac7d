import type { AddressInfo } from "node:net";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { cachedPageEncoding, createPageCache, isCacheableRequest, isCacheableResponse, servePageCache } from "../../server/page-cache.ts";

const PUBLIC = "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
const page = (headers: Record<string, string>, status = 200) =>
  new Response("<!DOCTYPE html>", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

/**
 * The clock the cache's entries expire by, set by the test: lru-cache reads `performance.now()` from the object it
 * found when it loaded, which this stubs in place. `restore()` gives the real clock back.
 */
function entryClock(start: number) {
  let now = start;
  const spy = vi.spyOn(performance, "now").mockImplementation(() => now);
  return { set: (time: number) => (now = time), restore: () => spy.mockRestore() };
}

describe("isCacheableRequest", () => {
  const get = (url: string, headers: Record<string, string> = {}) => isCacheableRequest({ method: "GET", url, headers });

  it("takes anonymous GET and HEAD of a page path", () => {
    expect(get("/")).toBe(true);
    expect(get("/trades/plumbing")).toBe(true);
    expect(isCacheableRequest({ method: "HEAD", url: "/", headers: {} })).toBe(true);
  });

  it("skips form answers, query strings, data requests, the API and build assets", () => {
    expect(isCacheableRequest({ method: "POST", url: "/demo", headers: {} })).toBe(false);
    expect(get("/?utm_source=x")).toBe(false);
    expect(get("/trades/plumbing.data")).toBe(false);
    expect(get("/api/content-webhook")).toBe(false);
    expect(get("/assets/entry.client-abc.js")).toBe(false);
  });

  it("skips visitors with one of the site's cookies (preview, report access, toast), not other cookies", () => {
    expect(get("/", { cookie: "tv_preview=abc" })).toBe(false);
    expect(get("/", { cookie: "theme=dark; tv_toast=x" })).toBe(false);
    expect(get("/", { cookie: "theme=dark" })).toBe(true);
    expect(get("/", { cookie: "notv_preview=1" })).toBe(true);
    // The experiment's visitor id picks the variant's copy (server/experiment-visitor.ts), it never makes a page personal.
    expect(get("/", { cookie: "theme=dark; tv_exp=00000000-0000-4000-8000-000000000001" })).toBe(true);
  });
});

describe("isCacheableResponse", () => {
  it("keeps a public 200 HTML page", () => {
    expect(isCacheableResponse(page({ "Cache-Control": PUBLIC }))).toBe(true);
  });

  it("never keeps private pages, errors, cookies or other types", () => {
    expect(isCacheableResponse(page({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isCacheableResponse(page({}))).toBe(false);
    expect(isCacheableResponse(page({ "Cache-Control": PUBLIC }, 404))).toBe(false);
    expect(isCacheableResponse(page({ "Cache-Control": PUBLIC, "Set-Cookie": "tv_toast=1" }))).toBe(false);
    expect(isCacheableResponse(page({ "Cache-Control": PUBLIC, "Content-Type": "application/json" }))).toBe(false);
  });
});

describe("cachedPageEncoding", () => {
  /** Express's own request object (acceptsEncodings) with this Accept-Encoding. */
  const pick = (acceptEncoding?: string) => {
    const req = Object.create(express.request) as express.Request;
    req.headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    return cachedPageEncoding(req);
  };

  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(pick("gzip, deflate, br, zstd")).toBe("br");
    expect(pick("gzip, br;q=0")).toBe("gzip");
    expect(pick("*")).toBe("br");
    expect(pick("*, br;q=0, gzip;q=0")).toBe("identity");
    expect(pick(undefined)).toBe("identity");
    expect(pick("identity")).toBe("identity");
  });
});

describe("createPageCache", () => {
  const html = Buffer.from(`<html><script>window.a=1</script>${"<p>TradeVoice</p>".repeat(500)}</html>`);

  it("keeps a page per revision and path with brotli and gzip forms of the same bytes and its script hashes", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    await cache.set("r1", "/", { status: 200, headers: [["cache-control", PUBLIC]], html });
    const kept = cache.get("r1", "/")!;
    expect(kept.bodies.identity).toEqual(html);
    expect(brotliDecompressSync(kept.bodies.br)).toEqual(html);
    expect(gunzipSync(kept.bodies.gzip)).toEqual(html);
    expect(kept.bodies.br.length).toBeLessThan(kept.bodies.gzip.length);
    expect(kept.scriptHashes).toHaveLength(1);
    expect(cache.get("r2", "/")).toBeUndefined();
    expect(cache.get("r1", "/demo")).toBeUndefined();
  });

  it("stays within its byte bound, dropping the least recently used page", async () => {
    const cache = createPageCache({ maxBytes: html.length * 2 });
    await cache.set("r1", "/a", { status: 200, headers: [], html });
    await cache.set("r1", "/b", { status: 200, headers: [], html });
    expect(cache.get("r1", "/a")).toBeUndefined();
    expect(cache.get("r1", "/b")).toBeDefined();
  });
});

describe("one render per page at a time", () => {
  const html = Buffer.from(`<html><script>window.a=1</script>${"<p>TradeVoice</p>".repeat(50)}</html>`);
  const keep = (cache: ReturnType<typeof createPageCache>, revision = "r1", path = "/") =>
    cache.set(revision, path, { status: 200, headers: [["cache-control", PUBLIC]], html });

  it("the first request for a missing page renders it; the others get that render's page", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    expect(cache.claim("r1", "/")).toBeUndefined();
    const waiting = [cache.claim("r1", "/"), cache.claim("r1", "/")];
    expect(waiting.every((promise) => promise instanceof Promise)).toBe(true);
    expect(cache.claim("r1", "/demo")).toBeUndefined();
    await keep(cache);
    for (const page of await Promise.all(waiting.filter((promise) => promise !== undefined))) expect(page?.bodies.identity).toEqual(html);
    // Done: the next miss (another revision) renders again.
    expect(cache.claim("r2", "/")).toBeUndefined();
  });

  it("a render that keeps nothing lets the waiting requests render, as does one that takes too long", async () => {
    vi.useFakeTimers();
    try {
      const cache = createPageCache({ maxBytes: 1024 * 1024, renderWaitMs: 5_000 });
      expect(cache.claim("r1", "/")).toBeUndefined();
      const released = cache.claim("r1", "/");
      cache.release("r1", "/");
      await expect(released).resolves.toBeUndefined();

      expect(cache.claim("r1", "/slow")).toBeUndefined();
      const slow = cache.claim("r1", "/slow");
      vi.advanceTimersByTime(5_000);
      await expect(slow).resolves.toBeUndefined();
      expect(cache.claim("r1", "/slow")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps an expired copy for the requests that arrive while the page is rendered again", async () => {
    const clock = entryClock(1_000);
    try {
      const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
      await keep(cache);
      clock.set(61_001);
      expect(cache.get("r1", "/")).toBeUndefined();
      expect(cache.getStale("r1", "/")?.bodies.identity).toEqual(html);
      expect(cache.getStale("r2", "/")).toBeUndefined();
    } finally {
      clock.restore();
    }
  });
});

describe("servePageCache under concurrent requests", () => {
  /**
   * A site whose page render (standing in for server/remix-handler.js) counts itself and finishes when the test
   * calls `finish()`; `cacheable: false` renders a page the cache must not keep.
   */
  async function site({ cacheable = true }: { cacheable?: boolean } = {}) {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    let rendering: (() => void)[] = [];
    let arrivals: { count: number; resolve: () => void } | undefined;
    const state = {
      renders: 0,
      arrived: 0,
      kept: Promise.resolve() as Promise<unknown>,
      /** Lets every render under way answer. */
      finish() {
        for (const resolve of rendering) resolve();
        rendering = [];
      },
      /** Resolves once `count` more requests have passed the page cache (claimed a render or started waiting). */
      arrive: (count: number) => new Promise<void>((resolve) => (arrivals = { count: state.arrived + count, resolve })),
      /** Resolves once `count` renders have started in all. */
      async rendered(count: number) {
        while (state.renders < count) await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const app = express();
    app.use((_req, _res, next) => {
      state.arrived++;
      next();
      // servePageCache has claimed the render or started waiting synchronously by now.
      if (arrivals && state.arrived >= arrivals.count) arrivals.resolve();
    });
    app.use(servePageCache(cache, () => "r1"));
    app.get("*", async (_req, res) => {
      const render = ++state.renders;
      const key = res.locals.pageCacheKey;
      await new Promise<void>((resolve) => rendering.push(resolve));
      const body = `<!DOCTYPE html><p>render ${render}</p>`;
      // A refresh renders for the cache only: its visitor already has the expired copy (server/remix-handler.ts).
      const refresh = res.locals.pageCacheRefresh === true;
      if (key && cacheable) {
        res.locals.pageCacheKeeping = true;
        state.kept = cache.set(key.revision, key.path, {
          status: 200,
          headers: [
            ["cache-control", PUBLIC],
            ["content-type", "text/html"],
          ],
          html: Buffer.from(body),
        });
      }
      if (refresh) return cache.release(key.revision, key.path);
      res.set("X-Page-Cache", "miss").type("html").send(body);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { state, base, close: () => server.close() };
  }
  const get = (base: string) =>
    fetch(`${base}/`, { headers: { "accept-encoding": "identity" } }).then(async (response) => ({
      cache: response.headers.get("x-page-cache"),
      body: await response.text(),
    }));
  const count = (results: { cache: string | null }[], state: string) => results.filter((result) => result.cache === state).length;

  it("ten visitors of a page that is not cached cause one render, and all get its page", async () => {
    const { state, base, close } = await site();
    try {
      const arrived = state.arrive(10);
      const answers = Promise.all(Array.from({ length: 10 }, () => get(base)));
      await arrived;
      state.finish();
      const results = await answers;
      expect(state.renders).toBe(1);
      expect(new Set(results.map((result) => result.body))).toEqual(new Set(["<!DOCTYPE html><p>render 1</p>"]));
      expect([count(results, "miss"), count(results, "hit")]).toEqual([1, 9]);
    } finally {
      close();
    }
  });

  it("once the copy expires, every visitor gets it at once while one render refreshes it in the background", async () => {
    const clock = entryClock(1_000);
    const { state, base, close } = await site();
    try {
      const first = get(base);
      await state.rendered(1);
      state.finish();
      await first;
      await state.kept;
      clock.set(62_000);
      // All six are answered from the expired copy while the page is still rendering again.
      const results = await Promise.all(Array.from({ length: 6 }, () => get(base)));
      await state.rendered(2);
      expect(results).toEqual(Array(6).fill({ cache: "stale", body: "<!DOCTYPE html><p>render 1</p>" }));
      expect(state.renders).toBe(2);
      state.finish();
      // The render resumes on the next turn, then keeps its page.
      await new Promise((resolve) => setImmediate(resolve));
      await state.kept;
      expect(await get(base)).toEqual({ cache: "hit", body: "<!DOCTYPE html><p>render 2</p>" });
      expect(state.renders).toBe(2);
    } finally {
      close();
      clock.restore();
    }
  });

  it("when the render keeps nothing (not cacheable), the waiting visitors render the page themselves", async () => {
    const { state, base, close } = await site({ cacheable: false });
    try {
      const arrived = state.arrive(3);
      const answers = Promise.all(Array.from({ length: 3 }, () => get(base)));
      await arrived;
      expect(state.renders).toBe(1);
      state.finish();
      // The two that waited render once the first answer has been sent.
      await state.rendered(3);
      state.finish();
      const results = await answers;
      expect(count(results, "miss")).toBe(3);
    } finally {
      close();
    }
  });
});
