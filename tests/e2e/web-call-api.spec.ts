import { expect, test } from "@playwright/test";
import Retell from "retell-sdk";
import { RETELL_CREATE_WEB_CALL_URL } from "../mocks/provider-handlers.js";
import { e2eLeadsForFile, freshEmail, freshPhone, providerRequests } from "../mocks/e2e-support";

/**
 * The web-call endpoints on the production server (Retell answered by msw in the server process): what the
 * server's guards and the route policy do before the endpoint (cross-site, a bot, a GET), the exact call Retell is
 * asked for, the end report, the webhook's refusal of a forged signature and a lead posted with the call's id.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const leads = e2eLeadsForFile();

test.describe("web-call endpoints", () => {
  test("a tap mints a call with the Studio's agent; cross-site, bot and GET are refused", async ({ request, baseURL }) => {
    const tap = (headers: Record<string, string>, data = { source: "assistant:assistant-csr-es", language: "es", page: "/es" }) =>
      request.post("/api/web-call", { headers: { "User-Agent": BROWSER, Origin: baseURL!, ...headers }, data });

    const minted = await tap({});
    expect(minted.status()).toBe(200);
    expect(minted.headers()["cache-control"]).toBe("private, no-store");
    const { accessToken, callId, maxCallSeconds } = (await minted.json()) as {
      accessToken: string;
      callId: string;
      maxCallSeconds: number;
    };
    expect(accessToken).toMatch(/^token_web_/);
    expect(maxCallSeconds).toBeGreaterThanOrEqual(30);
    // This tap's request: the other workers' tests ask Retell for web calls from other pages at the same time.
    const asked = providerRequests().filter(
      (entry) =>
        entry.url === RETELL_CREATE_WEB_CALL_URL &&
        (entry.body as { metadata?: { source?: string } } | null)?.metadata?.source === "assistant:assistant-csr-es",
    );
    expect(asked.at(-1)?.body).toMatchObject({
      agent_id: expect.stringMatching(/^agent_/),
      metadata: { kind: "web-call", page: "/es", language: "es", source: "assistant:assistant-csr-es" },
      agent_override: { agent: { max_call_duration_ms: Math.max(60_000, maxCallSeconds * 1000 + 15_000) } },
    });

    const crossSite = await tap({ Origin: "https://evil.example" });
    expect(crossSite.status()).toBe(403);
    expect(((await crossSite.json()) as { message: string }).message).toMatch(/\w/);
    const bot = await tap({ "User-Agent": "curl/8.5.0" });
    expect(bot.status()).toBe(403);
    expect((await request.get("/api/web-call")).status()).toBe(405);
    expect((await tap({}, { source: "assistant:no-such-card", language: "en", page: "/" })).status()).toBe(404);

    const ended = await request.post("/api/web-call/end", {
      headers: { "User-Agent": BROWSER, Origin: baseURL!, "Content-Type": "text/plain" },
      data: JSON.stringify({ callId, reason: "tab-hidden" }),
    });
    expect(ended.status()).toBe(204);
    expect(providerRequests().some((entry) => entry.url === `https://api.retellai.com/v2/stop-call/${callId}`)).toBe(true);
  });

  test("Retell's webhook refuses a forged signature; a lead posted with the call's id names it", async ({ request, baseURL }) => {
    const body = JSON.stringify({ event: "call_ended", call: { call_id: "call_web_x", call_type: "web_call" } });
    const forged = await request.post("/api/retell-webhook", {
      headers: { "Content-Type": "application/json", "x-retell-signature": await Retell.sign(body, "not_the_key") },
      data: body,
    });
    expect(forged.status()).toBe(401);

    const minted = await request.post("/api/web-call", {
      headers: { "User-Agent": BROWSER, Origin: baseURL! },
      data: { source: "live-demo", language: "en", page: "/" },
    });
    const { callId } = (await minted.json()) as { callId: string };
    const email = freshEmail("web-call");
    const posted = await request.post("/?index", {
      headers: { "User-Agent": BROWSER, Origin: baseURL! },
      form: { intent: "demo-call", name: "Jane Doe", companyName: "Acme Plumbing", email, phone: freshPhone().typed, webCallId: callId },
    });
    expect(posted.status()).toBeLessThan(400);
    await expect.poll(async () => (await leads.byEmail("demo-call", email))?.web_call_id).toBe(callId);
  });
});
