import { describe, expect, it } from "vitest";
import { planRate } from "~/components/sections/pricing-section";
import { articleJsonLd } from "./article-json-ld";
import { faqJsonLd } from "./faq-json-ld";
import { homeJsonLd, numericPrice } from "./home-json-ld";
import { serializeJsonLd } from "./json-ld";

describe("planRate", () => {
  it("uses the one site-wide per-minute price for standard-rate plans", () => {
    expect(planRate({ usesStandardRate: true, callCosts: "per minute after 2,000 minutes" }, "$0.70")).toBe(
      "$0.70 per minute after 2,000 minutes",
    );
  });
  it("shows the plan's own text otherwise", () => {
    expect(planRate({ usesStandardRate: false, callCosts: "Custom per-minute rates" }, "$0.70")).toBe("Custom per-minute rates");
  });
});

describe("homeJsonLd", () => {
  const settings = { productName: "TradeVoice", pricePerMinute: "$0.70", organizationDescription: "AI voice assistants." };
  const plans = [
    { _id: "plan-pro", name: "Pro", price: "$0", usesStandardRate: true, callCosts: "per minute" },
    { _id: "plan-enterprise", name: "Enterprise", price: "Custom", usesStandardRate: false, callCosts: "Custom rates" },
  ];

  it("describes the organization and one offer per plan", () => {
    const data = homeJsonLd({ siteUrl: "https://example.com", settings, plans });
    const [organization, service] = data["@graph"] as unknown as [Record<string, unknown>, { offers: Record<string, unknown>[] }];
    expect(organization).toMatchObject({ "@type": "Organization", name: "TradeVoice", url: "https://example.com/" });
    expect(service.offers).toHaveLength(2);
    expect(service.offers[0]).toMatchObject({ name: "Pro", price: "0", priceCurrency: "USD" });
    expect(service.offers[0].priceSpecification).toMatchObject({ price: "0.70", unitCode: "MIN" });
    expect(service.offers[1]).not.toHaveProperty("price");
  });

  it("parses only plain dollar amounts", () => {
    expect(numericPrice("$600")).toBe("600");
    expect(numericPrice("Custom")).toBeUndefined();
  });
});

describe("faqJsonLd", () => {
  it("lists answered questions only", () => {
    const data = faqJsonLd([
      { _key: "a", question: "Q1?", answer: "A1." },
      { _key: "b", question: "Q2?", answer: null },
    ]);
    expect(data.mainEntity).toEqual([{ "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } }]);
  });

  it("cannot be broken out of its script tag", () => {
    expect(serializeJsonLd({ text: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("articleJsonLd", () => {
  const site = "https://example.com";
  const input = {
    url: `${site}/es/blog/costs`,
    siteUrl: site,
    language: "es",
    title: "Lo que cuesta",
    description: "Cuentas.",
    imageUrl: `${site}/media/images/cover.svg`,
    publishedAt: "2026-08-04T09:00:00Z",
    author: { name: "Dan Whitfield", role: "Cofundador" },
    categories: ["Ingresos"],
    publisher: "TradeVoice",
    breadcrumb: [
      { name: "TradeVoice", url: `${site}/es` },
      { name: "Blog", url: `${site}/es/blog` },
      { name: "Lo que cuesta", url: `${site}/es/blog/costs` },
    ],
  };

  it("describes the post, modified when it was published unless updated, and its breadcrumb trail", () => {
    const [post, trail] = articleJsonLd(input)["@graph"] as unknown as [
      Record<string, unknown>,
      { itemListElement: Record<string, unknown>[] },
    ];
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Lo que cuesta",
      datePublished: "2026-08-04T09:00:00Z",
      dateModified: "2026-08-04T09:00:00Z",
      inLanguage: "es",
      author: { "@type": "Person", name: "Dan Whitfield", jobTitle: "Cofundador" },
      publisher: { "@type": "Organization", name: "TradeVoice" },
    });
    expect(trail.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "TradeVoice"],
      [2, "Blog"],
      [3, "Lo que cuesta"],
    ]);
    expect(articleJsonLd({ ...input, updatedAt: "2026-10-14T09:00:00Z" })["@graph"][0]).toMatchObject({
      dateModified: "2026-10-14T09:00:00Z",
    });
  });
});
