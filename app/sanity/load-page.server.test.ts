import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/utils/http.server";
import { loadPage } from "./load-page.server";
import { TRADE_PAGE_QUERY } from "./queries";

const request = new Request("http://localhost/trades/plumbing");

describe("loadPage over the seed", () => {
  it("answers the page's content with the public Cache-Control", async () => {
    const answer = await loadPage(request, TRADE_PAGE_QUERY, { slug: "plumbing" });
    expect(answer.data.page.title).toBe("Plumbing");
    expect(answer.data.leadForms.demoCall.submitLabel).toBeTruthy();
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("answers 404 when no document has the slug", async () => {
    const thrown = await loadPage(request, TRADE_PAGE_QUERY, { slug: "no-such-trade" }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("keeps a personal page out of shared caches", async () => {
    const answer = await loadPage(request, TRADE_PAGE_QUERY, { slug: "plumbing" }, { personal: true });
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});
