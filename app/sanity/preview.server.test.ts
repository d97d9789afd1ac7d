import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/api.preview";
import { env } from "~/utils/env.server";
import { safeRedirectPath } from "./preview.server";

const SECRET = "preview-redirect-test-secret";
const original = { ...env };
beforeAll(() => {
  env.PREVIEW_SECRET = SECRET;
  env.SESSION_SECRET = "preview-redirect-session-secret";
  env.SANITY_PROJECT_ID = undefined;
});
afterAll(() => Object.assign(env, original));

const open = (redirect: string) =>
  loader({
    request: new Request(`http://localhost:3000/api/preview?secret=${SECRET}&redirect=${encodeURIComponent(redirect)}`),
    params: {},
    context: {},
  });

describe("preview redirect", () => {
  it.each([
    ["/es/señal", "/es/se%C3%B1al"],
    ["/trades/日本?q=ü#ñ", "/trades/%E6%97%A5%E6%9C%AC?q=%C3%BC#%C3%B1"],
    ["/trades/plumbing?tab=faq#faq", "/trades/plumbing?tab=faq#faq"],
    ["/es/se%C3%B1al", "/es/se%C3%B1al"],
  ])("sends %s percent-encoded", (target, location) => {
    expect(safeRedirectPath(target)).toBe(location);
  });

  it.each(["/%5Cevil.example", "/%2F/evil.example", "/%09/evil.example", "/\\evil.example/x", "/\u2028/evil.example", "/a b"])(
    "sends %j home",
    (target) => expect(safeRedirectPath(target)).toBe("/"),
  );

  it("answers a non-ASCII path with a redirect, never a 500", async () => {
    for (const [target, location] of [
      ["/es/señal", "/es/se%C3%B1al"],
      ["/日本", "/%E6%97%A5%E6%9C%AC"],
      ["/\u{1F600}", "/%F0%9F%98%80"],
    ]) {
      const response = await open(target);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(location);
    }
  });
});
