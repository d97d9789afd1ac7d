import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { closeStore } from "~/store/process-store.server";
import { env } from "~/utils/env.server";
import { startContentLake, useHostedLake, type ContentLakeStandIn } from "../../tests/mocks/content-lake";
import {
  announcePublish,
  checkContentReady,
  stopContent,
  ContentUnavailableError,
  contentRevision,
  fetchContent,
  loadQuery,
} from "./client.server";
import { logger } from "../../shared/log.ts";

const SETTINGS = `*[_id == "siteSettings"][0]{ productName, header }`;
const PRODUCT = `*[_id == "siteSettings"][0].productName`;
const original = { ...env };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-"));
  Object.assign(env, { CONTENT_CACHE_DIR: path.join(dir, "content-cache"), LEAD_STORE_DIR: path.join(dir, "leads") });
});
afterEach(async () => {
  await stopContent();
  await closeStore();
  Object.assign(env, original);
  rmSync(dir, { recursive: true, force: true });
});

describe("content cache (local dataset)", () => {
  it("serves a published query from the cache until a publish is announced", async () => {
    const first = await fetchContent(SETTINGS);
    expect(await fetchContent(SETTINGS)).toBe(first);
    const before = contentRevision();
    await announcePublish();
    expect(contentRevision()).not.toBe(before);
    const afterPublish = await fetchContent(SETTINGS);
    expect(afterPublish).not.toBe(first);
    expect(afterPublish).toEqual(first);
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

describe("hosted Sanity (the Content Lake stand-in)", () => {
  let lake: ContentLakeStandIn;
  beforeAll(async () => {
    lake = await startContentLake();
  });
  afterAll(() => lake.close());
  beforeEach(() => {
    Object.assign(env, useHostedLake(lake));
    vi.spyOn(logger, "error").mockImplementation(() => {});
    vi.spyOn(logger, "info").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("asks the Content Lake for published content without a token, with the project id header", async () => {
    await expect(fetchContent(PRODUCT)).resolves.toBe("TradeVoice");
    expect(lake.requests).toEqual([
      {
        method: "GET",
        dataset: "production",
        perspective: "published",
        query: PRODUCT,
        params: {},
        projectId: lake.projectId,
        authorized: false,
      },
    ]);
  });

  it("reads drafts with the read token, uncached", async () => {
    const slug = `*[_type == "simplePage" && slug.current == $slug][0].title`;
    lake.put({ ...lake.document("page-terms-of-service")!, _id: "drafts.page-terms-of-service", title: "Draft terms" });
    await expect(fetchContent(slug, { slug: "terms-of-service" }, "drafts")).resolves.toBe("Draft terms");
    await expect(fetchContent(slug, { slug: "terms-of-service" })).resolves.toBe("Terms of Service");
    expect(lake.requests.map(({ perspective, authorized, params }) => ({ perspective, authorized, params }))).toEqual([
      { perspective: "drafts", authorized: true, params: { slug: "terms-of-service" } },
      { perspective: "published", authorized: false, params: { slug: "terms-of-service" } },
    ]);
  });

  it.each(["error", "hang"] as const)("serves the last good copy when the Content Lake answers with %s", async (mode) => {
    const first = await fetchContent(SETTINGS);
    await announcePublish();
    lake.mode = mode;
    const started = performance.now();
    await expect(fetchContent(SETTINGS)).resolves.toEqual(first);
    expect(performance.now() - started).toBeLessThan(env.CONTENT_TIMEOUT_MS + 500);
    expect(lake.requests).toHaveLength(2);
    // The next request does not wait for the failing source: the copy is served while it is retried.
    const again = performance.now();
    await expect(fetchContent(SETTINGS)).resolves.toEqual(first);
    expect(performance.now() - again).toBeLessThan(env.CONTENT_TIMEOUT_MS);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: "content.source", outcome: expect.stringContaining("serving last good copies") }),
    );
    await expect(checkContentReady()).resolves.toBe("last-good-copy");
  });

  it("once the source is known to fail, other queries get their copy without waiting, and fresh content returns with it", async () => {
    await expect(fetchContent(PRODUCT)).resolves.toBe("TradeVoice");
    await expect(fetchContent(SETTINGS)).resolves.toMatchObject({ productName: "TradeVoice" });
    lake.mode = "hang";
    await announcePublish();
    await expect(fetchContent(SETTINGS)).resolves.toMatchObject({ productName: "TradeVoice" });
    const started = performance.now();
    await expect(fetchContent(PRODUCT)).resolves.toBe("TradeVoice");
    expect(performance.now() - started).toBeLessThan(env.CONTENT_TIMEOUT_MS);

    const settings = lake.document("siteSettings")!;
    onTestFinished(() => lake.put(settings));
    lake.put({ ...settings, productName: "TradeVoice Back" });
    lake.mode = "answer";
    await vi.waitFor(async () => expect(await fetchContent(PRODUCT)).toBe("TradeVoice Back"), { timeout: 5_000, interval: 50 });
    expect(logger.info).toHaveBeenCalledWith({ event: "content.source", outcome: "answers again" });
  });

  it("keeps the last good copy across a restart", async () => {
    const first = await fetchContent(SETTINGS);
    await stopContent();
    lake.mode = "error";
    await expect(fetchContent(SETTINGS)).resolves.toEqual(first);
  });

  it("fails clearly on a cold start during an outage: a 503 response for every caller, not ready", async () => {
    lake.mode = "error";
    for (const load of [() => fetchContent(SETTINGS), () => loadQuery(new Request("http://localhost/"), SETTINGS)]) {
      const thrown = await load().catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(503);
      expect((thrown as Response).headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: "content.unavailable", error: expect.stringContaining("Content unavailable") }),
    );
    await expect(checkContentReady()).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it("shows a publish on the next request once the revision changes", async () => {
    await expect(fetchContent(PRODUCT)).resolves.toBe("TradeVoice");
    const settings = lake.document("siteSettings")!;
    onTestFinished(() => lake.put(settings));
    lake.put({ ...settings, productName: "TradeVoice Pro" });
    await expect(fetchContent(PRODUCT)).resolves.toBe("TradeVoice");
    await announcePublish();
    await expect(fetchContent(PRODUCT)).resolves.toBe("TradeVoice Pro");
    await expect(checkContentReady()).resolves.toBe("reachable");
  });
});
