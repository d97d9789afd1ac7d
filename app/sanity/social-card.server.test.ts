import { describe, expect, it } from "vitest";
import { pagesAt } from "./paths";
import { socialCardOf } from "./social-card.server";

describe("pagesAt", () => {
  it("lists the pages a path may show, fixed addresses first", () => {
    expect(pagesAt("/")).toEqual([{ type: "homePage" }]);
    expect(pagesAt("/demo")).toEqual([{ type: "demoPage" }, { type: "simplePage", slug: "demo" }, { type: "landingPage", slug: "demo" }]);
    expect(pagesAt("/trades/plumbing")).toEqual([{ type: "tradePage", slug: "plumbing" }]);
    expect(pagesAt("/reports/appliance-repair/content")).toEqual([{ type: "report", slug: "appliance-repair" }]);
    expect(pagesAt("/no/such/page")).toEqual([]);
  });
});

describe("socialCardOf over the seed", () => {
  const host = "tradevoice.ai";

  it("gives a page's card its title without the brand, in the page's language", async () => {
    expect(await socialCardOf("/trades/plumbing", "en", host)).toEqual({
      title: "AI Receptionist for Plumbers",
      productName: "TradeVoice",
      language: "en",
      host,
    });
    expect((await socialCardOf("/trades/plumbing", "es", host))?.title).toBe("Recepcionista con IA para plomeros");
    expect((await socialCardOf("/", "en", host))?.title).toBe("AI Voice Assistants for Trade Businesses");
    expect((await socialCardOf("/demo", "es", host))?.title).toBe("Empiece su prueba gratis");
    expect((await socialCardOf("/terms-of-service", "en", host))?.title).toBe("Terms of Service");
    expect((await socialCardOf("/reports/appliance-repair-ai/content", "en", host))?.title).toBe("2025 Appliance Repair AI Report");
  });

  it("has no card for a path where no page is published", async () => {
    expect(await socialCardOf("/trades/no-such-trade", "en", host)).toBeUndefined();
    expect(await socialCardOf("/no-such-page", "es", host)).toBeUndefined();
    expect(await socialCardOf("/media/images/og-report.png", "en", host)).toBeUndefined();
  });
});
