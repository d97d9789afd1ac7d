import { describe, expect, it } from "vitest";
import { routeResolver, targetUrl } from "../../server/route-resolution.ts";
import { APP_ROUTES } from "../support/route-manifest.ts";

const resolve = routeResolver({ routes: APP_ROUTES });
const post = (target: string) => resolve("POST", targetUrl(target));
const get = (target: string) => resolve("GET", targetUrl(target));

describe("routeResolver", () => {
  it("resolves every spelling Remix accepts to the route Remix runs: case, trailing slash, percent-encoding, .data, /es", () => {
    for (const target of ["/insights", "/Insights", "/INSIGHTS", "/insights/", "/%69nsights", "/Insights.data", "/insights.data?index"]) {
      expect([target, post(target).routeId, post(target).policy.signIn]).toEqual([target, "routes/insights", true]);
    }
    for (const target of ["/demo", "/demo.data", "/Demo.data", "/demo/", "/%64emo.data", "/es/demo", "/es/Demo.data", "/ES/DEMO/"]) {
      expect([target, post(target).policy.leadForm]).toEqual([target, "demo-signup"]);
    }
    for (const target of ["/reports/x", "/Reports/X.data", "/es/reports/x?index", "/reports/x/"]) {
      expect([target, post(target).policy.leadForm]).toEqual([target, "report-download"]);
    }
    for (const target of [
      "/?index",
      "/_root.data?index",
      "/es?index",
      "/Trades/Plumbing",
      "/compare/x.data",
      "/blog/post",
      "/a-landing-page",
    ]) {
      expect([target, post(target).policy.leadForm]).toEqual([target, "demo-call"]);
    }
  });

  it("tells pages, data requests and resource routes apart, and which route has an action", () => {
    expect(get("/")).toMatchObject({ routeId: "routes/_index", kind: "document" });
    expect(get("/_root.data")).toMatchObject({ routeId: "routes/_index", kind: "data" });
    expect(get("/Trades/Plumbing.data")).toMatchObject({ routeId: "routes/trades.$slug", kind: "data" });
    expect(get("/sitemap.xml")).toMatchObject({ routeId: "routes/sitemap[.]xml", kind: "resource" });
    expect(get("/media/a/b.png")).toMatchObject({ routeId: "routes/media.$", kind: "resource" });
    // A POST to home without ?index runs the root's action, which does not exist (Remix answers 405).
    expect(post("/_root.data")).toMatchObject({ routeId: "root", hasAction: false });
    expect(post("/blog")).toMatchObject({ routeId: "routes/blog._index", hasAction: false });
    expect(post("/demo")).toMatchObject({ routeId: "routes/demo", hasAction: true });
  });

  it("refuses cross-site posts to the API routes however they are reached, marks them for pages", () => {
    for (const target of [
      "/api/content-webhook",
      "/API/content-webhook",
      "/api/content-webhook/",
      "/api/content-webhook.data",
      "/API/Preview",
    ]) {
      expect([target, post(target).policy.crossSite]).toEqual([target, "refuse"]);
    }
    for (const target of ["/demo", "/insights.data", "/es/trades/x"])
      expect([target, post(target).policy.crossSite]).toEqual([target, "mark"]);
  });

  it("web calls: a cross-site tap is marked (the endpoint answers 403 with the visitor's message), the rest refused", () => {
    expect(post("/API/Web-Call")).toMatchObject({
      routeId: "routes/api.web-call",
      kind: "resource",
      policy: { crossSite: "mark", formPost: false, bodyLimitBytes: 2048 },
    });
    expect(post("/api/web-call/end")).toMatchObject({
      routeId: "routes/api.web-call_.end",
      policy: { crossSite: "refuse", bodyLimitBytes: 2048 },
    });
    // A whole call with its transcript and word timings.
    expect(post("/api/retell-webhook")).toMatchObject({
      routeId: "routes/api.retell-webhook",
      policy: { crossSite: "refuse", bodyLimitBytes: 1024 * 1024 },
    });
  });

  it("gives lead forms and the sign-in the form body limit, other routes the default", () => {
    expect(post("/Demo.data").policy.bodyLimitBytes).toBe(16 * 1024);
    expect(post("/insights").policy.bodyLimitBytes).toBe(16 * 1024);
    expect(post("/API/content-webhook").policy.bodyLimitBytes).toBe(64 * 1024);
  });
});

describe("targetUrl", () => {
  it("keeps any target a path on the given origin: `//x` is never a host", () => {
    for (const target of ["//", "//?utm_source=x", "///", "//:", "//a:b", "//[", "//evil.example/x"]) {
      const url = targetUrl(target);
      expect([target, url.host]).toEqual([target, "site.invalid"]);
    }
    expect(targetUrl("/a?b=c", "https://tradevoice.example").href).toBe("https://tradevoice.example/a?b=c");
  });
});
