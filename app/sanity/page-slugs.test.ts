import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isRootSlug, reservedSlugs, rootPageTypes, slugConflict, slugProblem, type RootPage } from "./page-slugs";

describe("slugProblem", () => {
  it.each(["emergency-plumbing-calls", "terms-of-service", "a", "24x7-answering"])("accepts %s", (slug) => {
    expect(slugProblem(slug)).toBeUndefined();
  });
  it.each(["Plumbing", "plumbing calls", "plumbing--calls", "-plumbing", "plumbing-", "fontanería", "a/b", "a_b", "", "x".repeat(97)])(
    "refuses the characters of %j",
    (slug) => {
      expect(isRootSlug(slug)).toBe(false);
      expect(slugProblem(slug)).toMatch(/lowercase|At most/);
    },
  );
  it.each([
    "trades",
    "use-cases",
    "compare",
    "reports",
    "demo",
    "blog",
    "api",
    "media",
    "assets",
    "es",
    "en",
    "healthz",
    "readyz",
    "voice-samples",
  ])("refuses the reserved address %s", (slug) => expect(slugProblem(slug)).toMatch(/site itself uses/));
  it("reserves the file addresses by their whole name", () => {
    expect(reservedSlugs.has("sitemap.xml") && reservedSlugs.has("robots.txt")).toBe(true);
  });
});

describe("every route module", () => {
  /** The first path segment a route file answers: `trades.$slug.tsx` is "trades", `robots[.]txt.ts` "robots.txt". */
  const firstSegment = (file: string) =>
    file
      .replace(/\.tsx?$/, "")
      .replaceAll("[.]", "~")
      .split(".")[0]
      .replaceAll("~", ".");
  it.each(readdirSync("app/routes").filter((file) => !file.includes(".test.")))("%s cannot be shadowed by a root page", (file) => {
    const segment = firstSegment(file);
    // `_index` (home) and `$` (the root pages themselves) have no segment of their own.
    if (segment === "_index" || segment === "$") return;
    expect(reservedSlugs.has(segment), segment).toBe(true);
  });
  it("landing and legal pages share the root addresses", () => {
    expect(rootPageTypes).toEqual(["simplePage", "landingPage"]);
  });
});

describe("slugConflict", () => {
  const page = (id: string, type: string, slug: string, language = "en"): RootPage => ({ id, type, slug, language });
  const others = [page("terms", "simplePage", "terms-of-service"), page("lp-es", "landingPage", "offer", "es")];

  it("refuses another root page's slug in the same language, whatever its type", () => {
    expect(slugConflict("terms-of-service", { id: "lp", type: "landingPage", language: "en" }, others, [])).toMatch(/terms/);
    expect(slugConflict("offer", { id: "lp2", type: "landingPage", language: "es" }, others, [])).toMatch(/lp-es/);
  });
  it("accepts the same slug in another language (a translation) and the page's own slug", () => {
    expect(slugConflict("offer", { id: "lp-en", type: "landingPage", language: "en" }, others, [])).toBeUndefined();
    expect(slugConflict("offer", { id: "lp-es", type: "landingPage", language: "es" }, others, [])).toBeUndefined();
  });
  it("refuses the address a redirect starts at, in the page's language", () => {
    expect(slugConflict("old-offer", { id: "lp", type: "landingPage", language: "es" }, [], ["/es/old-offer"])).toMatch(/redirect/);
    expect(slugConflict("old-offer", { id: "lp", type: "landingPage", language: "en" }, [], ["/es/old-offer"])).toBeUndefined();
  });
});
