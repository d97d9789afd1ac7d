import { describe, expect, it, vi } from "vitest";
import type { SocialCard } from "~/utils/social-card";
import { createSocialCardCache } from "./social-card-cache.server";

const card: SocialCard = { title: "AI Receptionist for Plumbers", productName: "TradeVoice", language: "en", host: "tradevoice.ai" };

function cacheWithCounter(maxBytes = 1024) {
  const render = vi.fn(async ({ title }: SocialCard) => Buffer.from(`png of ${title}`));
  return { render, cards: createSocialCardCache({ maxBytes, render }) };
}

describe("createSocialCardCache", () => {
  it("renders a card once while its content stays the same, and again after a publish changes its title", async () => {
    const { render, cards } = cacheWithCounter();
    expect((await cards.get(card)).toString()).toBe("png of AI Receptionist for Plumbers");
    expect((await cards.get({ ...card })).toString()).toBe("png of AI Receptionist for Plumbers");
    expect(render).toHaveBeenCalledTimes(1);

    expect((await cards.get({ ...card, title: "Answering Service for Plumbers" })).toString()).toBe(
      "png of Answering Service for Plumbers",
    );
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keeps each language's card apart", async () => {
    const { render, cards } = cacheWithCounter();
    await cards.get(card);
    await cards.get({ ...card, language: "es" });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders a card once for requests that arrive during its render", async () => {
    const { render, cards } = cacheWithCounter();
    const [first, second] = await Promise.all([cards.get(card), cards.get(card)]);
    expect(second).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("stays within its byte bound, dropping the least recently used card", async () => {
    const { render, cards } = cacheWithCounter(60);
    await cards.get({ ...card, title: "a".repeat(20) });
    await cards.get({ ...card, title: "b".repeat(20) });
    await cards.get({ ...card, title: "c".repeat(20) });
    await cards.get({ ...card, title: "c".repeat(20) });
    expect(render).toHaveBeenCalledTimes(3);
    await cards.get({ ...card, title: "a".repeat(20) });
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("renders again after a failed render", async () => {
    const render = vi
      .fn<(card: SocialCard) => Promise<Buffer>>()
      .mockRejectedValueOnce(new Error("boom"))
      .mockResolvedValue(Buffer.from("png"));
    const cards = createSocialCardCache({ maxBytes: 1024, render });
    await expect(cards.get(card)).rejects.toThrow("boom");
    expect((await cards.get(card)).toString()).toBe("png");
  });
});
