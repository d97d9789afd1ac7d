import { describe, expect, it } from "vitest";
import { pageOfSocialCard, socialCardPath, socialCardTitle, socialCardVersion, type SocialCard } from "./social-card";

const card: SocialCard = { title: "AI Receptionist for Plumbers", productName: "TradeVoice", language: "en", host: "tradevoice.ai" };

describe("social cards", () => {
  it("shows the title without the brand it is written with", () => {
    expect(socialCardTitle("AI Receptionist for Plumbers | TradeVoice", "TradeVoice")).toBe("AI Receptionist for Plumbers");
    expect(socialCardTitle("TradeVoice | Recepcionistas con IA", "TradeVoice")).toBe("Recepcionistas con IA");
    expect(socialCardTitle("TradeVoice vs Telli: AI Receptionist Comparison", "TradeVoice")).toBe(
      "TradeVoice vs Telli: AI Receptionist Comparison",
    );
    expect(socialCardTitle("TradeVoice", "TradeVoice")).toBe("TradeVoice");
  });

  it("versions a card by what it shows", () => {
    expect(socialCardVersion({ ...card })).toBe(socialCardVersion(card));
    expect(socialCardVersion({ ...card, title: "AI Receptionist for Roofers" })).not.toBe(socialCardVersion(card));
    expect(socialCardVersion({ ...card, language: "es" })).not.toBe(socialCardVersion(card));
    expect(socialCardVersion({ ...card, productName: "Trade Voice" })).not.toBe(socialCardVersion(card));
  });

  it("addresses a page's card by its language and path, and reads the page back from it", () => {
    const version = socialCardVersion(card);
    expect(socialCardPath("/trades/plumbing", card)).toBe(`/social-cards/en/trades/plumbing.png?v=${version}`);
    expect(socialCardPath("/", card)).toBe(`/social-cards/en.png?v=${version}`);
    expect(socialCardPath("/blog/category/revenue/page/2", card)).toBe(`/social-cards/en/blog/category/revenue.png?v=${version}`);
    const spanish = { ...card, language: "es" as const };
    expect(socialCardPath("/es/trades/plumbing", spanish)).toBe(`/social-cards/es/trades/plumbing.png?v=${socialCardVersion(spanish)}`);
    expect(socialCardPath("/es", spanish)).toBe(`/social-cards/es.png?v=${socialCardVersion(spanish)}`);

    expect(pageOfSocialCard("es/trades/plumbing.png")).toEqual({ language: "es", path: "/trades/plumbing" });
    expect(pageOfSocialCard("en.png")).toEqual({ language: "en", path: "/" });
    for (const notACard of ["fr/terms.png", "en/terms.jpg", "en/terms", "en//terms.png", "", "en/.png"]) {
      expect(pageOfSocialCard(notACard), notACard).toBeUndefined();
    }
  });
});
