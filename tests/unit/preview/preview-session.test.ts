import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action, loader } from "~/routes/api.preview";
import { loadQuery } from "~/sanity/client.server";
import { isPreview, PREVIEW_SESSION_SECONDS, safeRedirectPath } from "~/sanity/preview.server";
import { TRADE_PAGE_QUERY } from "~/sanity/queries";
import type { TRADE_PAGE_QUERY_RESULT } from "~/sanity/types";
import { env } from "~/utils/env.server";
import { DRAFT_HERO_HEADING, publishedPlumbingPage, UNPUBLISHED_SLUG, writePreviewDataset } from "../../fixtures/preview-dataset.mjs";
import { logger } from "../../../shared/log.ts";

const SECRET = "local-preview-secret-for-tests";
const PUBLISHED_HEADING: string = publishedPlumbingPage().hero.heading;
const original = { ...env };

beforeAll(() => {
  env.CONTENT_DATASET_FILE = writePreviewDataset(mkdtempSync(path.join(tmpdir(), "preview-dataset-")));
  env.SESSION_SECRET = "session-secret-for-preview-tests";
});
afterEach(() => {
  env.PREVIEW_SECRET = SECRET;
  env.SITE_URL = original.SITE_URL;
  env.SANITY_PROJECT_ID = undefined;
  vi.useRealTimers();
});
afterAll(() => Object.assign(env, original));

/** What the loader would run: `GET /api/preview?...`. */
function enable(query: string) {
  return loader({ request: new Request(`http://localhost:3000/api/preview?${query}`), params: {}, context: {} });
}

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
function cookieOf(response: Response): string {
  const setCookie = response.headers.get("Set-Cookie");
  if (!setCookie) throw new Error("no Set-Cookie");
  return setCookie.split(";")[0];
}

function pageRequest(cookie?: string) {
  return new Request("http://localhost:3000/trades/plumbing", { headers: cookie ? { Cookie: cookie } : {} });
}

async function heroHeading(cookie?: string) {
  const { page } = await loadQuery<TRADE_PAGE_QUERY_RESULT>(pageRequest(cookie), TRADE_PAGE_QUERY, { slug: "plumbing" });
  return page?.hero?.heading;
}

describe("safeRedirectPath", () => {
  it.each([
    ["/trades/plumbing", "/trades/plumbing"],
    ["/trades/plumbing?tab=faq#faq", "/trades/plumbing?tab=faq#faq"],
    ["/", "/"],
  ])("keeps the site path %s", (target, expected) => expect(safeRedirectPath(target)).toBe(expected));

  it.each([
    "//evil.com",
    "//evil.com/trades",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com/",
    "http://localhost:3000/trades",
    "javascript:alert(1)",
    "evil.com",
    "/\tevil",
    "/\t/evil.com",
    "/../evil.com",
    "",
    null,
    42,
  ])("sends %s home", (target) => expect(safeRedirectPath(target)).toBe("/"));

  it("collapses paths that resolve to a protocol-relative URL", () => expect(safeRedirectPath("/.//evil.com")).toBe("/"));
});

describe("GET /api/preview with the local dataset", () => {
  it("rejects a wrong, empty or missing secret with 401 and no cookie", async () => {
    for (const query of ["secret=wrong", "secret=", "", `secret=${SECRET}x`]) {
      const response = await enable(query);
      expect(response.status).toBe(401);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("answers 503 when PREVIEW_SECRET is not configured, even for an empty secret", async () => {
    env.PREVIEW_SECRET = undefined;
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const response = await enable("secret=");
    expect(response.status).toBe(503);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ problem: expect.stringContaining("PREVIEW_SECRET") }));
    error.mockRestore();
  });

  it("opens a signed, httpOnly, private session and redirects to the requested page", async () => {
    const response = await enable(`secret=${SECRET}&redirect=${encodeURIComponent("/trades/plumbing")}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/trades/plumbing");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^tv_preview=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain(`Max-Age=${PREVIEW_SESSION_SECONDS}`);
    expect(setCookie).not.toContain("Secure");
  });

  it.each(["//evil.com", "https://evil.com", "/\\evil.com"])("redirects home instead of off-site (%s)", async (target) => {
    const response = await enable(`secret=${SECRET}&redirect=${encodeURIComponent(target)}`);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("makes the cookie SameSite=None; Secure; Partitioned when the site is served over https (Studio iframe)", async () => {
    env.SITE_URL = "https://www.tradevoice.ai";
    const setCookie = (await enable(`secret=${SECRET}`)).headers.get("Set-Cookie") ?? "";
    expect(setCookie).toContain("SameSite=None");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("Partitioned");
  });
});

describe("drafts in preview", () => {
  it("shows the published page without a session and the draft inside one", async () => {
    expect(await heroHeading()).toBe(PUBLISHED_HEADING);
    const cookie = cookieOf(await enable(`secret=${SECRET}`));
    expect(await heroHeading(cookie)).toBe(DRAFT_HERO_HEADING);
    // The published copy cached for visitors is untouched by the preview.
    expect(await heroHeading()).toBe(PUBLISHED_HEADING);
  });

  it("finds a never-published page only in preview", async () => {
    const cookie = cookieOf(await enable(`secret=${SECRET}`));
    const find = (cookie?: string) =>
      loadQuery<TRADE_PAGE_QUERY_RESULT>(pageRequest(cookie), TRADE_PAGE_QUERY, { slug: UNPUBLISHED_SLUG }).then(({ page }) => page);
    expect(await find()).toBeNull();
    expect(await find(cookie)).toMatchObject({ title: publishedPlumbingPage().title });
  });

  it("ignores a forged cookie (changed value or signed with another secret)", async () => {
    const cookie = cookieOf(await enable(`secret=${SECRET}`));
    const [name, value] = cookie.split("=");
    const payload = decodeURIComponent(value);
    const forgedPayload = `${btoa(JSON.stringify({ previewUntil: Date.now() + 1e9 }))}${payload.slice(payload.lastIndexOf("."))}`;
    expect(await isPreview(pageRequest(`${name}=${encodeURIComponent(forgedPayload)}`))).toBe(false);
    expect(
      await isPreview(pageRequest(`${name}=${encodeURIComponent(`${btoa(JSON.stringify({ previewUntil: Date.now() + 1e9 }))}`)}`)),
    ).toBe(false);
    expect(await heroHeading(`${name}=${value.slice(0, -3)}abc`)).toBe(PUBLISHED_HEADING);
  });

  it("ends the session when it expires, even if the browser keeps sending the cookie", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-05T09:00:00Z") });
    const cookie = cookieOf(await enable(`secret=${SECRET}`));
    expect(await heroHeading(cookie)).toBe(DRAFT_HERO_HEADING);
    vi.setSystemTime(new Date(Date.now() + PREVIEW_SESSION_SECONDS * 1000 + 1000));
    expect(await heroHeading(cookie)).toBe(PUBLISHED_HEADING);
  });
});

describe("POST /api/preview (exit)", () => {
  function exit(body: BodyInit | null, cookie?: string) {
    const request = new Request("http://localhost:3000/api/preview", {
      method: "POST",
      body,
      headers: cookie ? { Cookie: cookie } : {},
    });
    return action({ request, params: {}, context: {} });
  }

  it("clears the cookie and returns to the page it came from with a GET", async () => {
    const cookie = cookieOf(await enable(`secret=${SECRET}`));
    const form = new FormData();
    form.set("redirectTo", "/trades/plumbing");
    const response = await exit(form, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/trades/plumbing");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const cleared = response.headers.get("Set-Cookie") ?? "";
    expect(cleared).toMatch(/^tv_preview=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("never leaves the site after exit", async () => {
    const form = new FormData();
    form.set("redirectTo", "//evil.com");
    expect((await exit(form)).headers.get("Location")).toBe("/");
    expect((await exit("not a form")).headers.get("Location")).toBe("/");
  });
});
