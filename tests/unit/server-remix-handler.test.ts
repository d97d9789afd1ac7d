import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache, servePageCache } from "../../server/page-cache.ts";
import { remixHandler } from "../../server/remix-handler.ts";
import { resolveRoute } from "../../server/route-resolution.ts";
import { standInBuild } from "../support/stand-in-build.ts";

/**
 * The Remix handler with the page cache in front, over a stand-in build whose document render counts itself and
 * waits for the test's `finish()`: what a visitor gets on a miss, and who waits once a copy has expired.
 */
async function site() {
  let now = 1_000;
  // The page cache's entries age by performance.now (lru-cache).
  const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
  let gates: (() => void)[] = [];
  const state = { renders: 0, finish: () => (gates.forEach((open) => open()), (gates = [])), advance: (ms: number) => (now += ms) };
  const document = async () => {
    const render = ++state.renders;
    await new Promise<void>((resolve) => gates.push(resolve));
    return new Response(`<!DOCTYPE html><script nonce="n0nce">1</script><p>render ${render}</p>`.padEnd(4_000, " "), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  };
  const build = standInBuild({ document, routes: { root: { id: "root", path: "", module: { default: () => null } } } });
  const pageCache = createPageCache({ maxBytes: 1024 * 1024 });
  const app = express();
  app.use(resolveRoute(build));
  app.use((_req, res, next) => ((res.locals.cspNonce = "n0nce"), next()));
  app.use(servePageCache(pageCache, () => "r1"));
  app.all("*", remixHandler({ build, pageCache, getLoadContext: () => ({}) }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // node:http, not fetch: fetch decodes brotli, and the test compares the bytes sent.
  const get = () =>
    new Promise<{ cache: string | undefined; encoding: string | undefined; raw: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/`, { headers: { "accept-encoding": "br" } }, async (response) => {
          const chunks: Buffer[] = [];
          for await (const chunk of response) chunks.push(chunk as Buffer);
          const header = (name: string) => response.headers[name] as string | undefined;
          resolve({ cache: header("x-page-cache"), encoding: header("content-encoding"), raw: Buffer.concat(chunks) });
        })
        .on("error", reject);
    });
  const rendered = async (count: number) => {
    while (state.renders < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { state, get, rendered, close: () => (server.close(), clock.mockRestore()) };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The site once its first visitor's miss has rendered: that answer beside the site's handles. */
async function siteAfterFirstMiss() {
  const started = await site();
  close = started.close;
  const miss = started.get();
  await started.rendered(1);
  started.state.finish();
  return { ...started, first: await miss };
}

describe("the Remix handler behind the page cache", () => {
  it("sends a miss as the cache keeps it: brotli at its best level, the same bytes as every later hit, nonce blanked", async () => {
    const { first, get } = await siteAfterFirstMiss();
    const hit = await get();
    expect([first.cache, first.encoding, hit.cache]).toEqual(["miss", "br", "hit"]);
    expect(first.raw.equals(hit.raw)).toBe(true);
    const html = zlib.brotliDecompressSync(first.raw).toString();
    expect(html).toContain('<script nonce="">1</script><p>render 1</p>');
    const bestLevel = zlib.brotliCompressSync(Buffer.from(html), {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
    expect(first.raw.length).toBe(bestLevel.length);
  });

  it("once the copy has expired nobody waits: the expired copy goes out at once and one render refreshes it", async () => {
    const { state, get, rendered } = await siteAfterFirstMiss();
    state.advance(61_000);
    // The render of the refresh is held open: every visitor is still answered, from the expired copy.
    const answers = await Promise.all(Array.from({ length: 5 }, () => get()));
    expect(answers.map((answer) => answer.cache)).toEqual(Array(5).fill("stale"));
    expect(zlib.brotliDecompressSync(answers[0].raw).toString()).toContain("render 1");
    await rendered(2);
    expect(state.renders).toBe(2);
    state.finish();
    await expect.poll(async () => zlib.brotliDecompressSync((await get()).raw).toString()).toContain("render 2");
    expect(state.renders).toBe(2);
  });
});
