import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeStore } from "~/store/process-store.server";
import { action, loader } from "~/routes/api.content-webhook";
import { stopContent, fetchContent } from "~/sanity/client.server";
import { env } from "~/utils/env.server";
import { startContentLake, useHostedLake, type ContentLakeStandIn } from "../../mocks/content-lake";
import { logger } from "../../../shared/log.ts";

/** The hosted source against the Content Lake stand-in: a publish edits its dataset, as Sanity's would. */
let lake: ContentLakeStandIn;
let dir: string;

const SECRET = "webhook-secret-for-tests";
const QUERY = `*[_id == "trade-plumbing"][0]{ "heading": hero.heading }`;
const PAYLOAD = JSON.stringify({ _id: "trade-plumbing", _type: "tradePage", slug: { current: "plumbing" } });
const original = { ...env };

beforeAll(async () => {
  lake = await startContentLake();
  dir = mkdtempSync(path.join(tmpdir(), "webhook-"));
  Object.assign(env, useHostedLake(lake), {
    SANITY_WEBHOOK_SECRET: SECRET,
    CONTENT_CACHE_DIR: path.join(dir, "content-cache"),
    LEAD_STORE_DIR: path.join(dir, "leads"),
  });
});
afterAll(async () => {
  await stopContent();
  await closeStore();
  await lake.close();
  Object.assign(env, original);
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(logger, "info").mockImplementation(() => {});
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  vi.spyOn(logger, "error").mockImplementation(() => {});
});

async function post(body: string, headers: Record<string, string> = {}, method = "POST") {
  const request = new Request("http://localhost:3000/api/content-webhook", { method, body, headers });
  return await action({ request, params: {}, context: {} });
}

/** Each delivery is signed at its own moment (Sanity signs each one), so no two are the same signature. */
let lastSignedAt = 0;
async function signed(body: string, secret = SECRET, at?: number) {
  const timestamp = at ?? (lastSignedAt = Math.max(Date.now(), lastSignedAt + 1));
  return { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, secret), "Content-Type": "application/json" };
}

function publish(heading: string) {
  const page = lake.document("trade-plumbing")!;
  lake.put({ ...page, hero: { ...(page.hero as object), heading } });
}

async function heading() {
  return (await fetchContent<{ heading: string }>(QUERY)).heading;
}

describe("POST /api/content-webhook", () => {
  it("rejects a missing, malformed, wrong or stale-body signature with 401 and keeps the cache", async () => {
    publish("Published heading");
    expect(await heading()).toBe("Published heading");
    publish("Edited heading");

    expect((await post(PAYLOAD)).status).toBe(401);
    expect((await post(PAYLOAD, { [SIGNATURE_HEADER_NAME]: "t=1,v1=garbage" })).status).toBe(401);
    expect((await post(PAYLOAD, await signed(PAYLOAD, "another-secret"))).status).toBe(401);
    expect((await post(`${PAYLOAD} `, await signed(PAYLOAD))).status).toBe(401);
    expect(await heading()).toBe("Published heading");
  });

  it("announces a new revision on a valid signature, so the next request shows the published change", async () => {
    publish("Before publish");
    const response = await post(PAYLOAD, await signed(PAYLOAD));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ revision: expect.stringMatching(/^[0-9A-Z]{26}$/) });
    expect(await heading()).toBe("Before publish");

    publish("After publish");
    const fetches = lake.requests.length;
    expect(await heading()).toBe("Before publish");
    expect(lake.requests.length).toBe(fetches);

    expect((await post(PAYLOAD, await signed(PAYLOAD))).status).toBe(200);
    expect(await heading()).toBe("After publish");
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ change: expect.stringContaining("tradePage trade-plumbing") }));
  });

  it("refuses a replay of a delivered signature, and signatures older than 5 minutes or dated in the future", async () => {
    const headers = await signed(PAYLOAD);
    expect((await post(PAYLOAD, headers)).status).toBe(200);
    expect((await post(PAYLOAD, headers)).status).toBe(409);
    const now = Date.now();
    expect((await post(PAYLOAD, await signed(PAYLOAD, SECRET, now - 5 * 60_000 - 1_000))).status).toBe(401);
    expect((await post(PAYLOAD, await signed(PAYLOAD, SECRET, Date.parse("2021-06-01T00:00:00Z")))).status).toBe(401);
    expect((await post(PAYLOAD, await signed(PAYLOAD, SECRET, Date.parse("2100-01-01T00:00:00Z")))).status).toBe(401);
    expect((await post(PAYLOAD, await signed(PAYLOAD, SECRET, now + 60_000))).status).toBe(401);
    // Within the 30 s clock skew allowed, and 4 minutes old: accepted.
    expect((await post(PAYLOAD, await signed(PAYLOAD, SECRET, now + 10_000))).status).toBe(200);
    expect((await post(PAYLOAD, await signed(PAYLOAD, SECRET, now - 4 * 60_000))).status).toBe(200);
  });

  it("refreshes once for a burst of valid publishes", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => (await post(PAYLOAD, await signed(PAYLOAD))).json() as Promise<{ revision: string }>),
    );
    // The first may start at once; the rest share one refresh after it.
    expect(new Set(answers.map(({ revision }) => revision)).size).toBeLessThanOrEqual(2);
  });

  it("answers 503 with a log line when the secret is not configured", async () => {
    env.SANITY_WEBHOOK_SECRET = undefined;
    const response = await post(PAYLOAD, await signed(PAYLOAD));
    env.SANITY_WEBHOOK_SECRET = SECRET;
    expect(response.status).toBe(503);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ problem: expect.stringContaining("SANITY_WEBHOOK_SECRET is not set") }),
    );
  });

  it("refuses other methods", async () => {
    expect((await post(PAYLOAD, await signed(PAYLOAD), "PUT")).status).toBe(405);
    expect(loader().status).toBe(405);
  });
});
