import { describe, expect, it } from "vitest";
import { browserLanguage, rememberedLanguage, suggestedLanguage } from "./language-choice";

describe("language choice", () => {
  it("reads the remembered language from the cookie header, ignoring unknown values", () => {
    expect(rememberedLanguage("a=1; tv_language=es; b=2")).toBe("es");
    expect(rememberedLanguage("tv_language=fr")).toBeNull();
    expect(rememberedLanguage("xtv_language=es")).toBeNull();
    expect(rememberedLanguage("")).toBeNull();
  });

  it("takes the browser's first language the site has, by its base tag", () => {
    expect(browserLanguage(["es-MX", "en-US"])).toBe("es");
    expect(browserLanguage(["fr-FR", "en-GB"])).toBe("en");
    expect(browserLanguage(["fr-FR"])).toBeNull();
  });

  it("suggests the preferred language only on a page in another one; a remembered choice wins over the browser", () => {
    expect(suggestedLanguage("en", "", ["es-US", "en"])).toBe("es");
    expect(suggestedLanguage("es", "", ["es-US"])).toBeNull();
    expect(suggestedLanguage("en", "tv_language=en", ["es-US"])).toBeNull();
    expect(suggestedLanguage("en", "tv_language=es", ["en-US"])).toBe("es");
    expect(suggestedLanguage("es", "", ["de-DE"])).toBeNull();
  });
});
