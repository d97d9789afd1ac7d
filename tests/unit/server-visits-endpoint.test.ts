import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { visitsFirst, type AnswerBeacon } from "../../server/visits-endpoint.ts";
import { testSiteLimits } from "../support/site-limits.ts";

const BEACON = JSON.stringify({ id: "4f1c2a7e-9b3d-4c5e-8f60-123456789abc", path: "/trades/plumbing" });

let server: http.Server | undefined;
// Refusals and failures are logged: the test output stays quiet.
beforeEach(() => void vi.spyOn(process.stdout, "write").mockImplementation(() => true));
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

/** A server whose beacons go to `answer` (trusting X-Forwarded-For, as behind a proxy) and whose other requests answer "site". */
async function start(answer: AnswerBeacon, limitPerMinute = 100, trustProxy = () => true, vitals: AnswerBeacon = answer) {
  const site = vi.fn<http.RequestListener>((_req, res) => void res.end("site"));
  server = http.createServer(
    visitsFirst(site, { answers: { visit: answer, vitals }, trustProxy, limits: testSiteLimits({ visitsPerMinute: limitPerMinute }) }),
  );
  server.listen(0);
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (body: string | ReadableStream<Uint8Array> = BEACON, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/visits`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": "203.0.113.7", ...headers },
      body,
      ...(typeof body === "string" ? {} : { duplex: "half" }),
    });
  return { base, site, post };
}

describe("the visit beacon's endpoint (before Express)", () => {
  it("hands the beacon's headers and body to the app and answers its status with no content, never cached, with the transport headers", async () => {
    const answer = vi.fn<AnswerBeacon>(async () => 204);
    const { post, site } = await start(answer);
    const response = await post(BEACON, { "user-agent": "Browser/1.0", cookie: "tv_attribution=x" });
    expect(response.status).toBe(204);
    expect(
      Object.fromEntries(
        ["cache-control", "content-security-policy", "strict-transport-security", "x-content-type-options", "referrer-policy"].map(
          (name) => [name, response.headers.get(name)],
        ),
      ),
    ).toEqual({
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    expect(response.headers.get("x-powered-by")).toBeNull();
    const [beacon] = answer.mock.calls[0];
    expect([beacon.headers.get("user-agent"), beacon.headers.get("cookie"), await beacon.text()]).toEqual([
      "Browser/1.0",
      "tv_attribution=x",
      BEACON,
    ]);
    expect(site).not.toHaveBeenCalled();
  });

  it("passes every other request to the site: pages, other posts, a beacon address with a query, another method", async () => {
    const { base, site } = await start(async () => 204);
    expect(await (await fetch(`${base}/trades/plumbing`)).text()).toBe("site");
    expect(await (await fetch(`${base}/demo`, { method: "POST", body: "a=1" })).text()).toBe("site");
    expect(await (await fetch(`${base}/api/visits?x=1`, { method: "POST", body: BEACON })).text()).toBe("site");
    expect(await (await fetch(`${base}/api/visits`)).text()).toBe("site");
    expect(site).toHaveBeenCalledTimes(4);
  });

  it("hands the field-vitals beacon's post to its own answer, counted in the same per-address limit", async () => {
    const visit = vi.fn<AnswerBeacon>(async () => 204);
    const vitals = vi.fn<AnswerBeacon>(async () => 400);
    const { base, post } = await start(visit, 2, () => true, vitals);
    const postVitals = () => fetch(`${base}/api/vitals`, { method: "POST", headers: { "x-forwarded-for": "203.0.113.7" }, body: BEACON });
    expect([(await postVitals()).status, (await post()).status, (await postVitals()).status]).toEqual([400, 204, 429]);
    expect([visit.mock.calls.length, vitals.mock.calls.length]).toEqual([1, 1]);
    expect(await vitals.mock.calls[0][0].text()).toBe(BEACON);
  });

  it("refuses a post from another site (403) without counting it; its own origin is counted", async () => {
    const answer = vi.fn<AnswerBeacon>(async () => 204);
    const { base, post } = await start(answer);
    expect((await post(BEACON, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(BEACON, { origin: "null" })).status).toBe(403);
    expect(answer).not.toHaveBeenCalled();
    expect((await post(BEACON, { origin: base })).status).toBe(204);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it("answers a visitor's beacons past the limit a minute 429; another address (IPv6 by its /64) has its own", async () => {
    const answer = vi.fn<AnswerBeacon>(async () => 204);
    const { post } = await start(answer, 2);
    expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([204, 204, 429]);
    expect((await post(BEACON, { "x-forwarded-for": "203.0.113.8" })).status).toBe(204);
    expect((await post(BEACON, { "x-forwarded-for": "2001:db8:1:2::1" })).status).toBe(204);
    expect((await post(BEACON, { "x-forwarded-for": "2001:db8:1:2::2" })).status).toBe(204);
    expect((await post(BEACON, { "x-forwarded-for": "2001:db8:1:2::3" })).status).toBe(429);
    expect(answer).toHaveBeenCalledTimes(5);
  });

  it("refuses a body over 2 KB, declared or streamed, and a compressed one (400), never reading it into the app", async () => {
    const answer = vi.fn<AnswerBeacon>(async () => 204);
    const { post } = await start(answer);
    expect((await post("x".repeat(2049))).status).toBe(400);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode("y".repeat(1000)));
        controller.close();
      },
    });
    expect((await post(streamed)).status).toBe(400);
    expect((await post(BEACON, { "content-encoding": "gzip" })).status).toBe(400);
    expect(answer).not.toHaveBeenCalled();
    expect((await post("x".repeat(2048))).status).toBe(204);
  });

  it("answers 400, not a 5xx, to a beacon its guards cannot read, and keeps serving", async () => {
    const answer = vi.fn<AnswerBeacon>(async () => 204);
    const { post, base } = await start(answer, 100, () => {
      throw new Error("no address");
    });
    expect((await post()).status).toBe(400);
    expect(answer).not.toHaveBeenCalled();
    expect(await (await fetch(`${base}/`)).text()).toBe("site");
  });

  it("answers 204, not a 5xx, when the app's answer fails", async () => {
    const { post } = await start(async () => {
      throw new Error("bug");
    });
    expect((await post()).status).toBe(204);
  });
});
