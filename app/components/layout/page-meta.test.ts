import { describe, expect, it } from "vitest";
import { socialImageUrl } from "~/sanity/image";
import { pageMeta } from "./page-meta";
import { socialCardVersion } from "~/utils/social-card";

const image = {
  asset: { _id: "image-1-1200x630-png", url: "/media/images/og.png", metadata: { dimensions: { width: 1200, height: 630 } } },
};

describe("pageMeta", () => {
  it("builds title, description, canonical, Open Graph and Twitter tags", () => {
    const tags = pageMeta({
      seo: { title: "Plumbing | TradeVoice", description: "AI receptionists for plumbers.", image },
      image: socialImageUrl(image, "https://tradevoice.ai"),
      path: "/trades/plumbing?utm_source=x",
      siteUrl: "https://tradevoice.ai",
      siteName: "TradeVoice",
    });
    expect(tags).toEqual([
      { title: "Plumbing | TradeVoice" },
      { name: "description", content: "AI receptionists for plumbers." },
      { tagName: "link", rel: "canonical", href: "https://tradevoice.ai/trades/plumbing" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://tradevoice.ai/trades/plumbing" },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: "https://tradevoice.ai/es/trades/plumbing" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://tradevoice.ai/trades/plumbing" },
      { property: "og:locale", content: "en_US" },
      { property: "og:type", content: "website" },
      { property: "og:title", content: "Plumbing | TradeVoice" },
      { property: "og:description", content: "AI receptionists for plumbers." },
      { property: "og:url", content: "https://tradevoice.ai/trades/plumbing" },
      { property: "og:site_name", content: "TradeVoice" },
      { property: "og:image", content: "https://tradevoice.ai/media/images/og.png" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Plumbing | TradeVoice" },
      { name: "twitter:description", content: "AI receptionists for plumbers." },
      { name: "twitter:image", content: "https://tradevoice.ai/media/images/og.png" },
    ]);
  });

  it("falls back to the page title and the site defaults, and honours noIndex", () => {
    const tags = pageMeta({
      seo: { noIndex: true },
      path: "/",
      siteUrl: "http://localhost:3000",
      fallbackTitle: "Terms of Service",
      defaults: { title: "Default", description: "The default description of the site.", image },
    });
    expect(tags).toContainEqual({ title: "Terms of Service" });
    expect(tags).toContainEqual({ name: "description", content: "The default description of the site." });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/" });
  });

  it("shares the generated card instead of an SVG the editor set, which social networks do not show", () => {
    const svg = { asset: { _id: "image-2-640x480-svg", url: "/media/images/cover.svg" } };
    const siteUrl = "https://tradevoice.ai";
    const tags = pageMeta({
      seo: { title: "Blog", image: svg },
      image: socialImageUrl(svg, siteUrl),
      path: "/blog",
      siteUrl,
      siteName: "TradeVoice",
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: expect.stringMatching(/^https:\/\/tradevoice\.ai\/social-cards\/en\/blog\.png\?v=/),
    });
  });

  it("points a page without its own social image at its generated card, even when the site default has one", () => {
    const tags = pageMeta({
      seo: { title: "Recepcionista con IA para plomeros | TradeVoice" },
      path: "/es/trades/plumbing",
      siteUrl: "https://tradevoice.ai",
      siteName: "TradeVoice",
      language: "es",
      defaults: { image },
    });
    const card = { title: "Recepcionista con IA para plomeros", productName: "TradeVoice", language: "es" as const, host: "tradevoice.ai" };
    const url = `https://tradevoice.ai/social-cards/es/trades/plumbing.png?v=${socialCardVersion(card)}`;
    expect(tags).toContainEqual({ property: "og:image", content: url });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/png" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "Recepcionista con IA para plomeros" });
    expect(tags).toContainEqual({ name: "twitter:image", content: url });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("gives a Spanish page its own canonical, the same alternates and its locale; an English stand-in is noindex", () => {
    const tags = pageMeta({ seo: { title: "Plomería" }, path: "/es/trades/plumbing", siteUrl: "https://tradevoice.ai", language: "es" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://tradevoice.ai/es/trades/plumbing" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: "https://tradevoice.ai/trades/plumbing" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "es", href: "https://tradevoice.ai/es/trades/plumbing" });
    expect(tags).toContainEqual({ property: "og:locale", content: "es_US" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
    const standIn = pageMeta({
      seo: { title: "Plumbing" },
      path: "/es/trades/plumbing",
      siteUrl: "https://tradevoice.ai",
      language: "es",
      translationMissing: true,
    });
    expect(standIn).toContainEqual({ name: "robots", content: "noindex" });
  });
});
