import { describe, expect, it } from "vitest";
import { robotsTxt } from "~/routes/robots[.]txt";
import { sitemapEntries, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  const content = [
    { _type: "simplePage" as const, _updatedAt: "2025-02-04T00:00:00Z", slug: "privacy-policy", noIndex: null, language: "en" },
    { _type: "tradePage" as const, _updatedAt: "2025-02-04T00:00:00Z", slug: "plumbing", noIndex: null, language: "en" },
    { _type: "useCasePage" as const, _updatedAt: "2025-02-04T00:00:00Z", slug: "receptionists", noIndex: null, language: "en" },
    { _type: "comparison" as const, _updatedAt: "2025-02-04T00:00:00Z", slug: "telli", noIndex: null, language: "en" },
    { _type: "report" as const, _updatedAt: "2025-02-04T00:00:00Z", slug: "appliance-repair-ai", noIndex: null, language: "en" },
    { _type: "homePage" as const, _updatedAt: "2025-02-03T10:00:00Z", slug: null, noIndex: null, language: "en" },
    { _type: "demoPage" as const, _updatedAt: "2025-02-03T10:00:00Z", slug: null, noIndex: true, language: "en" },
  ];

  it("lists every public page as an absolute URL and leaves noindex pages out", () => {
    expect(sitemapEntries(content, "https://tradevoice.example").map((entry) => entry.loc)).toEqual([
      "https://tradevoice.example/",
      "https://tradevoice.example/trades/plumbing",
      "https://tradevoice.example/use-cases/receptionists",
      "https://tradevoice.example/compare/telli",
      "https://tradevoice.example/reports/appliance-repair-ai",
      "https://tradevoice.example/privacy-policy",
    ]);
  });

  it("lists each page in every language it exists in, with its hreflang alternates", () => {
    const bilingual = [
      ...content,
      { _type: "tradePage" as const, _updatedAt: "2025-02-05T00:00:00Z", slug: "plumbing", noIndex: null, language: "es" },
    ];
    const entries = sitemapEntries(bilingual, "https://tradevoice.example");
    const plumbing = entries.filter((entry) => entry.loc.endsWith("/trades/plumbing"));
    expect(plumbing.map((entry) => entry.loc)).toEqual([
      "https://tradevoice.example/trades/plumbing",
      "https://tradevoice.example/es/trades/plumbing",
    ]);
    for (const entry of plumbing) {
      expect(entry.alternates).toEqual([
        { hrefLang: "en", href: "https://tradevoice.example/trades/plumbing" },
        { hrefLang: "es", href: "https://tradevoice.example/es/trades/plumbing" },
        { hrefLang: "x-default", href: "https://tradevoice.example/trades/plumbing" },
      ]);
    }
    expect(entries.find((entry) => entry.loc.endsWith("/privacy-policy"))?.alternates).toBeUndefined();
    expect(sitemapXml(plumbing)).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://tradevoice.example/es/trades/plumbing"/>',
    );
  });

  it("writes valid, escaped XML with dates", () => {
    const xml = sitemapXml([{ loc: "https://a.example/?x=1&y=2", lastmod: "2025-02-04T00:00:00Z" }]);
    expect(xml).toContain("<loc>https://a.example/?x=1&amp;y=2</loc><lastmod>2025-02-04</lastmod>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("robots.txt points at the sitemap", () => {
    expect(robotsTxt("https://tradevoice.example")).toContain("Sitemap: https://tradevoice.example/sitemap.xml");
  });
});
