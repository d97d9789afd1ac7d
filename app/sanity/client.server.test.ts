import { afterEach, describe, expect, it } from "vitest";
import { clearContentCache, fetchContent, loadQuery } from "./client.server";

const SETTINGS = `*[_id == "siteSettings"][0]{ productName, header }`;

afterEach(() => clearContentCache());

describe("content cache", () => {
  it("serves a published query from the cache until it is cleared", async () => {
    const first = await fetchContent(SETTINGS);
    expect(await fetchContent(SETTINGS)).toBe(first);
    clearContentCache();
    const afterClear = await fetchContent(SETTINGS);
    expect(afterClear).not.toBe(first);
    expect(afterClear).toEqual(first);
  });

  it("keys on params", async () => {
    const query = `*[_type == "simplePage" && slug.current == $slug][0].title`;
    await expect(fetchContent(query, { slug: "terms-of-service" })).resolves.toBe("Terms of Service");
    await expect(fetchContent(query, { slug: "privacy-policy" })).resolves.toBe("Privacy Policy");
  });

  it("does not cache the drafts perspective", async () => {
    const first = await fetchContent(SETTINGS, {}, "drafts");
    expect(await fetchContent(SETTINGS, {}, "drafts")).not.toBe(first);
  });

  it("hands out results nobody can change in place (they are shared between requests)", async () => {
    const settings = await fetchContent<{ header: { trialLabel: string } }>(SETTINGS);
    expect(() => {
      settings.header.trialLabel = "changed";
    }).toThrow(TypeError);
  });
});

describe("loadQuery", () => {
  it("reads published content for a visitor without a preview session", async () => {
    const result = await loadQuery<{ productName: string }>(new Request("http://localhost/"), SETTINGS);
    expect(result.productName).toBe("TradeVoice");
  });
});
