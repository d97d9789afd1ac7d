import { connect, type AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setClock } from "../support/clock";
import {
  attributionForVisits,
  attributionCookie,
  attributionSecrets,
  ATTRIBUTION_COOKIE,
  MAX_COOKIE_HEADER_CHARS,
  readAttribution,
  serializeAttribution,
  touchFromVisit,
  withTouch,
  type LeadAttribution,
} from "~/utils/attribution-cookie.server";
import { attribution } from "../../server/attribution.ts";
import { createPageCache, isCacheableRequest, servePageCache } from "../../server/page-cache.ts";
import { resolveRoute } from "../../server/route-resolution.ts";
import { APP_ROUTES } from "../support/route-manifest.ts";

const SECRETS = ["attribution:test-secret"];
const NOW = new Date("2026-03-10T12:00:00Z");
const own = ["tradevoice.test"];
/** The `tv_attribution=...` pair a browser sends back for these touches. */
const cookiePair = async (value: LeadAttribution, secrets = SECRETS) => (await serializeAttribution(value, secrets)).split(";")[0];
const roundTrip = async (value: LeadAttribution) => readAttribution(await cookiePair(value), SECRETS);
const visit = (path: string, referrer?: string) =>
  touchFromVisit({ url: new URL(path, "https://tradevoice.test"), referrer, ownHosts: own });

describe("attribution touches", () => {
  beforeEach(() => setClock(NOW));

  it("takes the five UTM parameters, the landing path and the date from a campaign link", () => {
    expect(
      visit("/trades/plumbing?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=missed+calls&utm_content=ad-1&gclid=x"),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_term: "missed calls",
      utm_content: "ad-1",
      landing_path: "/trades/plumbing",
      date: "2026-03-10",
    });
  });

  it("keeps only the host of another site's referrer, and ignores our own (www or not)", () => {
    expect(visit("/", "https://www.facebook.com/some/post?id=1")).toEqual({
      referrer_host: "www.facebook.com",
      landing_path: "/",
      date: "2026-03-10",
    });
    expect(visit("/demo", "https://tradevoice.test/trades/plumbing")).toBeNull();
    expect(visit("/demo", "https://www.tradevoice.test/")).toBeNull();
    expect(visit("/", "android-app://com.google.android.gm/")).toBeNull();
    expect(visit("/", "not a url")).toBeNull();
  });

  it("makes no touch for a direct visit", () => {
    expect(visit("/pricing")).toBeNull();
    expect(visit("/?utm_source=")).toBeNull();
  });

  it("cuts long values and strips control characters", () => {
    const touch = visit(`/?utm_source=${"a".repeat(500)}&utm_campaign=x%0D%0ASet-Cookie:y`)!;
    expect(touch.utm_source).toHaveLength(100);
    expect(touch.utm_campaign).toBe("xSet-Cookie:y");
  });

  it("strips bidirectional controls and line or paragraph separators too (they could reorder a sales email)", () => {
    const hidden = ["%E2%80%AE", "%E2%80%AA", "%E2%81%A6", "%E2%81%A9", "%E2%80%8E", "%E2%80%8F", "%D8%9C", "%E2%80%A8", "%E2%80%A9"];
    const touch = visit(`/se%E2%80%AEal?utm_source=a${hidden.join("")}b&utm_term=${hidden.join("x")}`)!;
    expect(touch.utm_source).toBe("ab");
    expect(touch.utm_term).toBe("xxxxxxxx");
    expect(touch.landing_path).toBe("/seal");
  });

  it("writes the first touch once and updates the last", async () => {
    const first = visit("/?utm_source=google&utm_campaign=spring")!;
    vi.setSystemTime(new Date("2026-03-12T08:00:00Z"));
    const second = visit("/es/demo", "https://news.example.com/a")!;
    vi.setSystemTime(new Date("2026-03-20T08:00:00Z"));
    const third = visit("/?utm_source=newsletter")!;
    const once = withTouch(null, first);
    expect(once).toEqual({ first_touch: first, last_touch: first });
    const twice = withTouch(await roundTrip(once), second);
    const thrice = withTouch(await roundTrip(twice), third);
    expect(thrice).toEqual({ first_touch: first, last_touch: third });
  });
});

describe("the attribution cookie", () => {
  beforeEach(() => setClock(NOW));

  /** What a first visit from Google on NOW's day writes (withTouch of its touch). */
  const googleTouch = { utm_source: "google", landing_path: "/", date: "2026-03-10" };
  const google: LeadAttribution = { first_touch: googleTouch, last_touch: googleTouch };

  it("round-trips through a Cookie header among other cookies", async () => {
    expect(await readAttribution(`theme=dark; ${await cookiePair(google)}; tv_toast=1`, SECRETS)).toEqual({
      first_touch: { utm_source: "google", landing_path: "/", date: "2026-03-10" },
      last_touch: { utm_source: "google", landing_path: "/", date: "2026-03-10" },
    });
  });

  it("refuses a cookie whose touch holds a bidirectional control or a line separator", async () => {
    const touch = { landing_path: "/", date: "2026-03-10" };
    for (const value of ["a\u202Eb", "a\u2028b", "a\u2066b", "a\u200Fb", "a\u061Cb"]) {
      const data = { f: { s: value, p: touch.landing_path, d: touch.date }, l: { s: value, p: touch.landing_path, d: touch.date } };
      const pair = (await attributionCookie(SECRETS).serialize(data)).split(";")[0];
      expect(await readAttribution(pair, SECRETS)).toBeNull();
    }
  });

  it("ignores forged, re-signed with another secret, oversize or malformed values", async () => {
    const pair = await cookiePair(google);
    const [payload, signature] = decodeURIComponent(pair.slice(ATTRIBUTION_COOKIE.length + 1)).split(".");
    const forgedPayload = btoa(JSON.stringify({ f: { s: "evil", p: "/", d: "2026-03-10" }, l: { s: "evil", p: "/", d: "2026-03-10" } }));
    const read = (value: string) => readAttribution(`${ATTRIBUTION_COOKIE}=${encodeURIComponent(value)}`, SECRETS);
    expect(await read(`${forgedPayload}.${signature}`)).toBeNull();
    expect(await readAttribution(await cookiePair(google, ["other"]), SECRETS)).toBeNull();
    expect(await read(`${payload}.`)).toBeNull();
    expect(await read(payload)).toBeNull();
    expect(await readAttribution(`${pair}; big=${"x".repeat(MAX_COOKIE_HEADER_CHARS)}`, SECRETS)).toBeNull();
    // Correctly signed but not what we write: unknown fields, wrong types, too long, no date.
    const signed = async (data: unknown) => readAttribution((await attributionCookie(SECRETS).serialize(data)).split(";")[0], SECRETS);
    expect(
      (await signed({ f: { s: "x", p: "/", d: "2026-03-10", email: "a@b.c" }, l: { s: "x", p: "/", d: "2026-03-10" } }))?.first_touch,
    ).toEqual({
      utm_source: "x",
      landing_path: "/",
      date: "2026-03-10",
    });
    expect(await signed({ l: { s: "x", p: "/", d: "2026-03-10", e: "a@b.c" } })).toBeNull();
    expect(await signed({ l: { s: 42, p: "/", d: "2026-03-10" } })).toBeNull();
    expect(await signed({ l: { s: "y".repeat(101), p: "/", d: "2026-03-10" } })).toBeNull();
    expect(await signed({ l: { s: "x", p: "/" } })).toBeNull();
    expect(await signed({ l: { s: "x", p: "nope", d: "2026-03-10" } })).toBeNull();
    expect(await signed([1, 2])).toBeNull();
  });

  it("forgets touches older than 90 days: an expired first touch gives way to the last", async () => {
    vi.setSystemTime(new Date("2025-11-01T00:00:00Z"));
    const old = visit("/?utm_source=old")!;
    vi.setSystemTime(new Date("2026-03-01T00:00:00Z"));
    const recent = visit("/?utm_source=recent")!;
    vi.setSystemTime(NOW);
    const both = { first_touch: old, last_touch: recent };
    expect(await roundTrip(both)).toEqual({ first_touch: recent, last_touch: recent });
    vi.setSystemTime(new Date("2026-07-01T00:00:00Z"));
    expect(await roundTrip(both)).toBeNull();
  });

  it("accepts a cookie signed with an older secret after rotation (new,old), and signs with the new one", async () => {
    const before = await cookiePair(google, ["attribution:old"]);
    expect(await readAttribution(before, ["attribution:new", "attribution:old"])).toEqual(google);
    expect(await readAttribution(await cookiePair(google, ["attribution:new", "attribution:old"]), ["attribution:new"])).toEqual(google);
  });

  it("signs with SESSION_SECRET's first secret and accepts all (rotation), apart from the session cookies' key", () => {
    expect(attributionSecrets("new, old")).toEqual(["attribution:new", "attribution:old"]);
    const fallback = attributionSecrets(undefined);
    expect(fallback).toHaveLength(1);
    expect(attributionSecrets("")).toEqual(fallback);
  });
});

describe("attribution middleware and the page cache", () => {
  const PUBLIC = "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
  let base: string;
  let rendered = 0;
  const server = (() => {
    const app = express();
    const pageCache = createPageCache({ maxBytes: 1024 * 1024 });
    app.use(resolveRoute({ routes: APP_ROUTES }));
    app.use(attribution(attributionForVisits({ secrets: () => SECRETS, siteUrl: "https://tradevoice.test" })));
    app.use(servePageCache(pageCache, () => "r1"));
    // Stands in for the Remix handler: renders a public page and fills the cache on a miss.
    app.get("*", async (req, res) => {
      rendered += 1;
      const html = Buffer.from(`<html><body>page ${req.path}</body></html>`);
      const key = res.locals.pageCacheKey;
      if (key)
        await pageCache.set(key.revision, key.path, {
          status: 200,
          headers: [
            ["cache-control", PUBLIC],
            ["content-type", "text/html"],
          ],
          html,
        });
      res.set({ "Cache-Control": PUBLIC, "Content-Type": "text/html", "X-Page-Cache": "miss" }).send(html);
    });
    return app.listen(0);
  })();
  beforeAll(() => {
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers, redirect: "manual" });
  const attributionCookie = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${ATTRIBUTION_COOKIE}=`));

  it("sets the cookie on a campaign visit, for this visitor only (private, no-store), with its lifetime", async () => {
    const response = await get("/pricing?utm_source=google&utm_medium=cpc");
    const cookie = attributionCookie(response)!;
    expect(cookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=7776000", "Path=/", "SameSite=Lax", "Secure"]);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await readAttribution(cookie.split(";")[0], SECRETS))?.last_touch).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      landing_path: "/pricing",
    });
  });

  it("keeps the first touch and updates the last on a later campaign visit; a direct or internal visit sets nothing", async () => {
    const first = attributionCookie(await get("/?utm_source=google"))!.split(";")[0];
    const internal = await get("/demo", { cookie: first, referer: "https://tradevoice.test/" });
    expect(attributionCookie(internal)).toBeUndefined();
    expect(internal.headers.get("cache-control")).toBe(PUBLIC);
    const later = attributionCookie(await get("/demo", { cookie: first, referer: "https://www.bing.com/" }))!.split(";")[0];
    const decoded = await readAttribution(later, SECRETS);
    expect(decoded?.first_touch).toMatchObject({ utm_source: "google", landing_path: "/" });
    expect(decoded?.last_touch).toMatchObject({ referrer_host: "www.bing.com", landing_path: "/demo" });
    expect(decoded?.last_touch.utm_source).toBeUndefined();
  });

  it("sets nothing for Do Not Track or Global Privacy Control, form posts, data requests and files", async () => {
    for (const headers of [{ dnt: "1" }, { "sec-gpc": "1" }] as Record<string, string>[])
      expect(attributionCookie(await get("/?utm_source=google", headers))).toBeUndefined();
    for (const path of ["/trades/plumbing.data?utm_source=x", "/favicon.ico?utm_source=x", "/assets/app.js?utm_source=x"]) {
      expect(attributionCookie(await get(path))).toBeUndefined();
    }
    expect(attributionCookie(await get("/", { referer: "https://google.com/", "sec-fetch-dest": "iframe" }))).toBeUndefined();
  });

  it("serves cached pages to a visitor holding only the attribution cookie, never with another visitor's cookie", async () => {
    const cookie = attributionCookie(await get("/?utm_source=google"))!.split(";")[0];
    expect(isCacheableRequest({ method: "GET", url: "/use-cases/x", headers: { cookie } })).toBe(true);
    expect(isCacheableRequest({ method: "GET", url: "/use-cases/x", headers: { cookie: `${cookie}; tv_toast=1` } })).toBe(false);

    // An external referrer on a cacheable path: the miss sets this visitor's cookie, and the page is stored without it.
    const fromSearch = await get("/use-cases/x", { referer: "https://duckduckgo.com/" });
    expect(fromSearch.headers.get("x-page-cache")).toBe("miss");
    expect(attributionCookie(fromSearch)).toBeDefined();
    expect(fromSearch.headers.get("cache-control")).toBe("private, no-store");

    const rendersBefore = rendered;
    const hit = await get("/use-cases/x", { cookie });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.getSetCookie()).toEqual([]);
    expect(hit.headers.get("cache-control")).toBe(PUBLIC);

    // A hit for a visitor from another site: their own new cookie, and private again.
    const hitFromSearch = await get("/use-cases/x", { referer: "https://duckduckgo.com/" });
    expect(hitFromSearch.headers.get("x-page-cache")).toBe("hit");
    expect(hitFromSearch.headers.getSetCookie()).toHaveLength(1);
    expect(hitFromSearch.headers.get("cache-control")).toBe("private, no-store");
    expect(rendered).toBe(rendersBefore);
  });

  it("a path starting with // (a scheme-relative URL to a WHATWG parser) is a page like any other, never a thrown error", async () => {
    const { port } = server.address() as AddressInfo;
    for (const target of ["//?utm_source=x", "//a:b?utm_source=x", "//[?utm_source=x", "///?utm_source=x"]) {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString()));
        socket.on("close", () => resolve(text));
        socket.write(`GET ${target} HTTP/1.1\r\nHost: tradevoice.test\r\nConnection: close\r\n\r\n`);
      });
      expect([target, answer.split("\r\n")[0]]).toEqual([target, "HTTP/1.1 200 OK"]);
      expect(answer).toMatch(/\r\nSet-Cookie: tv_attribution=/i);
    }
  });
});
