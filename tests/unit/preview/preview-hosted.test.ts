import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/api.preview";
import { env } from "~/utils/env.server";
import { startContentLake, useHostedLake, type ContentLakeStandIn } from "../../mocks/content-lake";
import { logger } from "../../../shared/log.ts";

/**
 * The Presentation tool's secret checked for real (`@sanity/preview-url-secret` with the read token) against the
 * Content Lake stand-in, which holds the secret document the Studio writes before it opens the preview URL.
 */
const SECRET = "studio-secret-for-tests";
const original = { ...env };
let lake: ContentLakeStandIn;

beforeAll(async () => {
  lake = await startContentLake();
  lake.put({
    _id: "sanity-preview-url-secret.unit",
    _type: "sanity.previewUrlSecret",
    _updatedAt: new Date().toISOString(),
    secret: SECRET,
    studioUrl: "http://localhost:3333",
  });
});
afterAll(async () => {
  Object.assign(env, original);
  await lake.close();
});
beforeEach(() => {
  Object.assign(env, useHostedLake(lake), { PREVIEW_SECRET: "local-only" });
});

function enable(query: string) {
  const request = new Request(`http://localhost:3000/api/preview?${query}`);
  return loader({ request, params: {}, context: {} });
}

describe("GET /api/preview with hosted Sanity (Presentation tool)", () => {
  it("checks the Studio's secret with the read token and redirects to the previewed page", async () => {
    const response = await enable(
      `sanity-preview-secret=${SECRET}&sanity-preview-pathname=/trades/plumbing&sanity-preview-perspective=drafts`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/trades/plumbing?sanity-preview-perspective=drafts");
    expect(response.headers.get("Set-Cookie")).toMatch(/^tv_preview=/);
    expect(lake.requests).toEqual([expect.objectContaining({ perspective: "raw", authorized: true, params: { secret: SECRET } })]);
  });

  it("rejects an unknown or expired Studio secret with 401", async () => {
    lake.put({
      ...lake.document("sanity-preview-url-secret.unit")!,
      _id: "sanity-preview-url-secret.old",
      secret: "old",
      _updatedAt: "2020-01-01T00:00:00Z",
    });
    for (const secret of ["wrong", "old"]) {
      const response = await enable(`sanity-preview-secret=${secret}`);
      expect(response.status).toBe(401);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("does not accept the local PREVIEW_SECRET against hosted Sanity", async () => {
    expect((await enable("secret=local-only")).status).toBe(401);
  });

  it("never redirects off-site, whatever path the secret carried", async () => {
    for (const pathname of ["//evil.com/x", "https://evil.com/x", "/\\evil.com/x"]) {
      const location = (
        await enable(`sanity-preview-secret=${SECRET}&sanity-preview-pathname=${encodeURIComponent(pathname)}`)
      ).headers.get("Location");
      expect(new URL(location!, "http://localhost:3000").origin, pathname).toBe("http://localhost:3000");
    }
  });

  it("answers 503 without a read token, or when Sanity fails or does not answer", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    env.SANITY_READ_TOKEN = undefined;
    expect((await enable(`sanity-preview-secret=${SECRET}`)).status).toBe(503);
    expect(lake.requests).toHaveLength(0);

    env.SANITY_READ_TOKEN = lake.token;
    for (const mode of ["error", "hang"] as const) {
      lake.mode = mode;
      expect((await enable(`sanity-preview-secret=${SECRET}`)).status).toBe(503);
    }
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
