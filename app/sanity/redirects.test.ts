import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  chainProblem,
  fromPathProblem,
  isLivePage,
  localizedPagePath,
  redirectLocation,
  redirectMap,
  resolveRedirect,
  toProblem,
  withQuery,
  type Redirect,
} from "./redirects";
import { slugPageTypes } from "./paths";

const r = (from: string, to: string, permanent = true): Redirect => ({ from, to, permanent });

describe("fromPathProblem", () => {
  it.each(["/plumbers", "/es/plomeros", "/old/path_2.html", "/caf%C3%A9"])("accepts %s", (path) => {
    expect(fromPathProblem(path)).toBeUndefined();
  });
  it.each([
    "plumbers",
    "/a?b=1",
    "/a#x",
    "/",
    "/a/",
    "/a b",
    "/a//b",
    "/../x",
    "/café",
    "/api/leads",
    "/assets/x.js",
    "/studio",
    "/robots.txt",
    "/x.data",
  ])("refuses %s", (path) => {
    expect(fromPathProblem(path)).toEqual(expect.any(String));
  });
});

describe("toProblem", () => {
  it.each(["/trades/plumbing", "/#pricing", "/demo?ref=ad", "https://example.com/x"])("accepts %s", (to) => {
    expect(toProblem(to)).toBeUndefined();
  });
  // http:// too: the server serves only site paths and https:// addresses (redirectLocation).
  it.each(["trades", "//evil.example", "/\\evil.example", "ftp://x.example", "javascript:alert(1)", "/a b", "http://example.com"])(
    "refuses %s",
    (to) => {
      expect(toProblem(to)).toEqual(expect.any(String));
    },
  );
});

describe("redirectLocation", () => {
  it.each([
    ["/trades/plumbing", "/trades/plumbing"],
    ["/es/señal", "/es/se%C3%B1al"],
    ["/caf%C3%A9", "/caf%C3%A9"],
    ["/50%off", "/50%25off"],
    ["/a\\b", "/a%5Cb"],
    ["/demo?ref=ad#form", "/demo?ref=ad#form"],
    ["https://example.com/x?y=1", "https://example.com/x?y=1"],
    ["HTTPS://Example.com", "https://example.com/"],
    ["https://bücher.example/ñ", "https://xn--bcher-kva.example/%C3%B1"],
  ])("serves %j as %j", (to, location) => {
    expect(redirectLocation(to)).toEqual({ location });
  });
  it.each([
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "http://example.com",
    "evil.example",
    " /trades",
    "/a\r\nx",
    "/\u0085x",
    "/\u007f",
    "https://exa mple.com",
    "https://",
    "/x\ud800",
  ])("refuses %j", (to) => {
    expect(redirectLocation(to)).toEqual({ problem: expect.any(String) });
  });
});

describe("isLivePage", () => {
  const pages = [
    { type: "tradePage", slug: "plumbing" },
    { type: "simplePage", slug: "terms-of-service" },
    { type: "report", slug: "ai" },
  ];
  it.each(["/", "/demo", "/es", "/es/demo", "/trades/plumbing", "/es/trades/plumbing", "/terms-of-service", "/reports/ai/content"])(
    "%s is live",
    (path) => expect(isLivePage(path, pages)).toBe(true),
  );
  it.each(["/plumbers", "/trades/plumbers", "/use-cases/plumbing", "/es/plomeros", "/reports/other", "/trades/%C3"])("%s is not", (path) =>
    expect(isLivePage(path, pages)).toBe(false),
  );
});

describe("every route module", () => {
  /** A path each route file answers: `trades.$slug.tsx` is /trades/x, `robots[.]txt.ts` is /robots.txt. */
  const samplePath = (file: string) =>
    "/" +
      file
        .replace(/\.tsx?$/, "")
        .replaceAll("[.]", "~")
        .split(".")
        .filter((part) => part !== "_index")
        .map((part) => (part.startsWith("$") ? "x" : part))
        .join("/")
        .replaceAll("~", ".") || "/";
  const pages = slugPageTypes.map((type) => ({ type, slug: "x" }));
  it.each(readdirSync("app/routes").filter((file) => !file.includes(".test.")))(
    "%s is a live page or a path redirects may not use",
    (file) => {
      const path = samplePath(file);
      expect(isLivePage(path, pages) || fromPathProblem(path) !== undefined, path).toBe(true);
    },
  );
});

describe("resolveRedirect", () => {
  it("answers one hop, follows a chain, temporary when any hop is", () => {
    const map = redirectMap([r("/a", "/b"), r("/b", "/c", false), r("/x", "https://example.com/y")]);
    expect(resolveRedirect("/b", map)).toEqual({ to: "/c", permanent: false, hops: 1 });
    expect(resolveRedirect("/a", map)).toEqual({ to: "/c", permanent: false, hops: 2 });
    expect(resolveRedirect("/x", map)).toEqual({ to: "https://example.com/y", permanent: true, hops: 1 });
    expect(resolveRedirect("/c", map)).toBeUndefined();
  });
  it("never follows a loop or an endless chain", () => {
    expect(resolveRedirect("/a", redirectMap([r("/a", "/b"), r("/b", "/a?x=1")]))).toEqual({ loop: ["/a", "/b", "/a"] });
    const long = redirectMap(Array.from({ length: 8 }, (_, i) => r(`/p${i}`, `/p${i + 1}`)));
    expect(resolveRedirect("/p0", long)).toEqual({ loop: ["/p0", "/p1", "/p2", "/p3", "/p4", "/p5"] });
  });
});

describe("chainProblem", () => {
  it("refuses a redirect to itself and one that closes a loop", () => {
    expect(chainProblem(r("/a", "/a#top"), [])).toContain("own path");
    expect(chainProblem(r("/b", "/a"), [r("/a", "/b")])).toContain("/b → /a → /b");
    expect(chainProblem(r("/b", "/c"), [r("/a", "/b")])).toBeUndefined();
  });
});

describe("withQuery", () => {
  it("keeps the visitor's query string before the fragment", () => {
    expect(withQuery("/trades/plumbing", "?utm_source=ad")).toBe("/trades/plumbing?utm_source=ad");
    expect(withQuery("/#pricing", "?a=1")).toBe("/?a=1#pricing");
    expect(withQuery("https://x.example/p?k=v#h", "?a=1")).toBe("https://x.example/p?k=v&a=1#h");
    expect(withQuery("/demo", "")).toBe("/demo");
  });
});

describe("localizedPagePath", () => {
  it("prefixes other languages", () => {
    expect(localizedPagePath("tradePage", "plumbing", "en")).toBe("/trades/plumbing");
    expect(localizedPagePath("tradePage", "plumbing", "es")).toBe("/es/trades/plumbing");
  });
});
