import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { experimentVisitorFromCookie, experimentVisits } from "~/experiments/visitor-cookie.server";
import { experimentVisitor } from "../../server/experiment-visitor.ts";
import { createPageCache, servePageCache } from "../../server/page-cache.ts";
import { resolveRoute } from "../../server/route-resolution.ts";
import { APP_ROUTES } from "../support/route-manifest.ts";

const PUBLIC = "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

/**
 * The experiment middleware and the page cache as server/main.ts chains them, over a render that stands in for Remix:
 * it shows the variant the middleware worked out and keeps the page as remix-handler.ts does (the loader's headers,
 * never the response's Set-Cookie). The stand-in experiment runs on "/" only: ids ending in "a" and new ids (random)
 * by their last hex digit: even -> "hero:a", odd -> "hero:b".
 */
let base = "";
let renders = 0;
let close = () => {};
beforeAll(async () => {
  const cache = createPageCache({ maxBytes: 1024 * 1024 });
  const app = express();
  const pageVariant = async ({ path, visitorId }: { path: string; visitorId: string | null }) =>
    path !== "/" || !visitorId ? "" : parseInt(visitorId.slice(-1), 16) % 2 === 0 ? "hero:a" : "hero:b";
  app.use(resolveRoute({ routes: APP_ROUTES }));
  app.use(experimentVisitor(experimentVisits({ pageVariant, secure: false })));
  app.use(servePageCache(cache, () => "r1"));
  app.get("*", async (_req, res) => {
    renders++;
    const html = Buffer.from(`<!DOCTYPE html><h1>${String(res.locals.pageVariant) || "control"}</h1>`);
    const key = res.locals.pageCacheKey as { revision: string; path: string } | undefined;
    const headers: [string, string][] = [
      ["cache-control", PUBLIC],
      ["content-type", "text/html"],
    ];
    if (key) {
      res.locals.pageCacheKeeping = true;
      await cache.set(key.revision, key.path, { status: 200, headers, html });
    }
    for (const [name, value] of headers) res.append(name, value);
    res.set("X-Page-Cache", "miss").send(html);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { "user-agent": BROWSER, "accept-encoding": "identity", ...headers } });
  return {
    body: await response.text(),
    cache: response.headers.get("x-page-cache"),
    cookie: response.headers.get("set-cookie"),
    cacheControl: response.headers.get("cache-control"),
  };
}

describe("experiment visitors and the page cache", () => {
  it("keeps one copy per variant: each visitor gets their own variant, the second time from the cache", async () => {
    const before = renders;
    const a1 = await visit("/", { cookie: `tv_exp=${A}` });
    const b1 = await visit("/", { cookie: `theme=dark; tv_exp=${B}` });
    const a2 = await visit("/", { cookie: `tv_exp=${A}` });
    const b2 = await visit("/", { cookie: `tv_exp=${B}` });
    expect([a1, b1, a2, b2].map(({ body, cache }) => [body, cache])).toEqual([
      ["<!DOCTYPE html><h1>hero:a</h1>", "miss"],
      ["<!DOCTYPE html><h1>hero:b</h1>", "miss"],
      ["<!DOCTYPE html><h1>hero:a</h1>", "hit"],
      ["<!DOCTYPE html><h1>hero:b</h1>", "hit"],
    ]);
    expect(renders - before).toBe(2);
    expect([a1, b1, a2, b2].map(({ cookie }) => cookie)).toEqual([null, null, null, null]);
  });

  it("a new visitor gets a fresh id in tv_exp on a private response, the body from their variant's copy", async () => {
    const first = await visit("/");
    const second = await visit("/");
    for (const answer of [first, second]) {
      expect(answer.cookie).toMatch(/^tv_exp=[0-9a-f-]{36}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(answer.cacheControl).toBe("private, no-store");
      const id = experimentVisitorFromCookie(answer.cookie);
      expect(answer.body).toBe(`<!DOCTYPE html><h1>${parseInt(id!.slice(-1), 16) % 2 === 0 ? "hero:a" : "hero:b"}</h1>`);
    }
    // Never another visitor's cookie: each got their own id.
    expect(first.cookie).not.toBe(second.cookie);
    // Both variants' copies exist by now (first test): a new visitor's page comes from the cache.
    expect([first.cache, second.cache]).toEqual(["hit", "hit"]);
  });

  it("a client-side navigation's data request to a page under an experiment assigns a new visitor too", async () => {
    const home = await visit("/_root.data");
    expect(home.cookie).toMatch(/^tv_exp=[0-9a-f-]{36}; /);
    expect(home.cacheControl).toBe("private, no-store");
    expect((await visit("/pricing.data")).cookie).toBeNull();
    expect((await visit("/_root.data", { cookie: `tv_exp=${A}` })).cookie).toBeNull();
  });

  it("GPC, DNT and bots see the control and get no cookie; nor does a new visitor of a page without experiments", async () => {
    for (const headers of <Record<string, string>[]>[
      { "sec-gpc": "1" },
      { dnt: "1" },
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
      { "user-agent": "" },
    ]) {
      const answer = await visit("/", { cookie: `tv_exp=${B}`, ...headers });
      expect([answer.body, answer.cookie]).toEqual(["<!DOCTYPE html><h1>control</h1>", null]);
    }
    expect((await visit("/pricing")).cookie).toBeNull();
  });

  it("reads only ids the server writes", () => {
    expect(experimentVisitorFromCookie(`a=1; tv_exp=${A}; b=2`)).toBe(A);
    expect(experimentVisitorFromCookie(`tv_exp=${A}x`)).toBeNull();
    expect(experimentVisitorFromCookie("tv_exp=<script>")).toBeNull();
    expect(experimentVisitorFromCookie(undefined)).toBeNull();
  });
});
