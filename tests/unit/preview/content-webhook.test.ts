import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action, loader } from "~/routes/api.content-webhook";
import { fetchContent } from "~/sanity/client.server";
import { env } from "~/utils/env.server";

/**
 * The hosted source with a fake Content Lake: its answer changes when "published", as Sanity's would. Only the
 * webhook can make the cached copy go away here (there is no file whose change the cache key could see).
 */
const lake = vi.hoisted(() => ({ heading: "Published heading", fetches: 0 }));
vi.mock("@sanity/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@sanity/client")>();
  const fake = {
    fetch: async () => {
      lake.fetches += 1;
      return { heading: lake.heading };
    },
    withConfig: () => fake,
  };
  return { ...actual, createClient: () => fake };
});

const SECRET = "webhook-secret-for-tests";
const QUERY = `*[_id == "trade-plumbing"][0]{ "heading": hero.heading }`;
const PAYLOAD = JSON.stringify({ _id: "trade-plumbing", _type: "tradePage", slug: { current: "plumbing" } });
const original = { ...env };

beforeAll(() => Object.assign(env, { SANITY_PROJECT_ID: "abc123", SANITY_WEBHOOK_SECRET: SECRET }));
afterAll(() => Object.assign(env, original));
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

async function post(body: string, headers: Record<string, string> = {}, method = "POST") {
  const request = new Request("http://localhost:3000/api/content-webhook", { method, body, headers });
  return (await action({ request, params: {}, context: {} })) as Response;
}

async function signed(body: string, secret = SECRET) {
  return { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret), "Content-Type": "application/json" };
}

async function heading() {
  return (await fetchContent<{ heading: string }>(QUERY)).heading;
}

describe("POST /api/content-webhook", () => {
  it("rejects a missing, malformed, wrong or stale-body signature with 401 and keeps the cache", async () => {
    lake.heading = "Published heading";
    expect(await heading()).toBe("Published heading");
    lake.heading = "Edited heading";

    expect((await post(PAYLOAD)).status).toBe(401);
    expect((await post(PAYLOAD, { [SIGNATURE_HEADER_NAME]: "t=1,v1=garbage" })).status).toBe(401);
    expect((await post(PAYLOAD, await signed(PAYLOAD, "another-secret"))).status).toBe(401);
    expect((await post(`${PAYLOAD} `, await signed(PAYLOAD))).status).toBe(401);
    expect(await heading()).toBe("Published heading");
  });

  it("drops the cached content on a valid signature, so the next request shows the published change", async () => {
    lake.heading = "Before publish";
    const response = await post(PAYLOAD, await signed(PAYLOAD));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await heading()).toBe("Before publish");

    lake.heading = "After publish";
    const fetches = lake.fetches;
    expect(await heading()).toBe("Before publish");
    expect(lake.fetches).toBe(fetches);

    expect((await post(PAYLOAD, await signed(PAYLOAD))).status).toBe(200);
    expect(await heading()).toBe("After publish");
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining("tradePage trade-plumbing"));
  });

  it("answers 503 with a log line when the secret is not configured", async () => {
    env.SANITY_WEBHOOK_SECRET = undefined;
    const response = await post(PAYLOAD, await signed(PAYLOAD));
    env.SANITY_WEBHOOK_SECRET = SECRET;
    expect(response.status).toBe(503);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("SANITY_WEBHOOK_SECRET is not set"));
  });

  it("refuses oversized bodies and other methods", async () => {
    const big = "x".repeat(70 * 1024);
    expect((await post(big, await signed(big))).status).toBe(413);
    expect((await post(PAYLOAD, await signed(PAYLOAD), "PUT")).status).toBe(405);
    expect(loader().status).toBe(405);
  });
});
