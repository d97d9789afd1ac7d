import { describe, expect, it } from "vitest";
import { pagePaths } from "./published-pages.server";

describe("pagePaths", () => {
  it("lists every published page's address and its further ones, noindex pages too, documents that are no page left out", () => {
    const page = (_type: string, slug: string | null, noIndex: boolean | null = null) => ({ _type, slug, noIndex });
    expect(
      pagePaths([
        page("homePage", null),
        page("tradePage", "plumbing"),
        page("report", "missed-calls"),
        page("simplePage", "thank-you", true),
        page("siteSettings", null),
      ]),
    ).toEqual(new Set(["/", "/trades/plumbing", "/reports/missed-calls", "/reports/missed-calls/content", "/thank-you"]));
  });
});
