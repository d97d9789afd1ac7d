import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/api.preview";
import { env } from "~/utils/env.server";

// The Content Lake is not reachable in tests: the secret lookup is replaced, the decision around it is ours.
vi.mock("@sanity/preview-url-secret", () => ({ validatePreviewUrl: vi.fn() }));
const validate = vi.mocked(validatePreviewUrl);

const original = { ...env };
beforeEach(() => {
  Object.assign(env, { SANITY_PROJECT_ID: "abc123", SANITY_READ_TOKEN: "read-token", PREVIEW_SECRET: "local-only" });
});
afterEach(() => validate.mockReset());
afterAll(() => Object.assign(env, original));

function enable(query: string) {
  const request = new Request(`http://localhost:3000/api/preview?${query}`);
  return loader({ request, params: {}, context: {} }) as Promise<Response>;
}

describe("GET /api/preview with hosted Sanity (Presentation tool)", () => {
  it("checks the Studio's secret with a token client and redirects to the previewed page", async () => {
    validate.mockResolvedValue({ isValid: true, redirectTo: "/trades/plumbing?sanity-preview-perspective=drafts" });
    const response = await enable("sanity-preview-secret=s&sanity-preview-pathname=/trades/plumbing");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/trades/plumbing?sanity-preview-perspective=drafts");
    expect(response.headers.get("Set-Cookie")).toMatch(/^tv_preview=/);
    const [client, url] = validate.mock.calls[0];
    expect(client.config().token).toBe("read-token");
    expect(url).toBe("http://localhost:3000/api/preview?sanity-preview-secret=s&sanity-preview-pathname=/trades/plumbing");
  });

  it("rejects an invalid Studio secret with 401", async () => {
    validate.mockResolvedValue({ isValid: false });
    const response = await enable("sanity-preview-secret=old");
    expect(response.status).toBe(401);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("does not accept the local PREVIEW_SECRET against hosted Sanity", async () => {
    validate.mockResolvedValue({ isValid: false });
    expect((await enable("secret=local-only")).status).toBe(401);
  });

  it("never redirects off-site, whatever path the secret carried", async () => {
    validate.mockResolvedValue({ isValid: true, redirectTo: "//evil.com/x" });
    expect((await enable("sanity-preview-secret=s")).headers.get("Location")).toBe("/");
  });

  it("answers 503 without a read token or when Sanity cannot be reached", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    env.SANITY_READ_TOKEN = undefined;
    expect((await enable("sanity-preview-secret=s")).status).toBe(503);
    expect(validate).not.toHaveBeenCalled();

    env.SANITY_READ_TOKEN = "read-token";
    validate.mockRejectedValue(new Error("network down"));
    expect((await enable("sanity-preview-secret=s")).status).toBe(503);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
