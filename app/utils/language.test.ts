import { describe, expect, it } from "vitest";
import { languageFromPath, localizedPath, unlocalizedPath } from "./language";

describe("language of a path", () => {
  it("is Spanish under /es and English at the root paths", () => {
    expect(languageFromPath("/es")).toBe("es");
    expect(languageFromPath("/es/trades/plumbing")).toBe("es");
    expect(languageFromPath("/")).toBe("en");
    expect(languageFromPath("/trades/plumbing")).toBe("en");
    expect(languageFromPath("/en/trades/plumbing")).toBe("en");
    expect(languageFromPath("/espanol")).toBe("en");
  });

  it("strips and adds the prefix", () => {
    expect(unlocalizedPath("/es/trades/plumbing")).toBe("/trades/plumbing");
    expect(unlocalizedPath("/es")).toBe("/");
    expect(localizedPath("/trades/plumbing", "es")).toBe("/es/trades/plumbing");
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/#live-demo", "es")).toBe("/es#live-demo");
    expect(localizedPath("/?calls=40", "es")).toBe("/es?calls=40");
    expect(localizedPath("/es/demo", "en")).toBe("/demo");
    expect(localizedPath("/es/demo", "es")).toBe("/es/demo");
  });

  it("leaves files, external and protocol-relative links alone", () => {
    for (const href of ["/media/images/a.svg", "/assets/x.js", "/api/preview", "https://cal.com/x", "mailto:a@b.c", "//evil.example"]) {
      expect(localizedPath(href, "es")).toBe(href);
    }
  });
});
