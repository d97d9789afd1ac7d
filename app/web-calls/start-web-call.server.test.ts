import { beforeEach, describe, expect, it } from "vitest";
import { RETELL_CREATE_WEB_CALL_URL } from "../../tests/mocks/provider-handlers.js";
import { mockProvidersPerFile } from "../../tests/mocks/provider-server";
import { webCallMessages, webCallTarget } from "~/sanity/web-call.server";
import { startWebCall, type StartWebCallDeps } from "./start-web-call.server";
import { countCallMinutes } from "./web-call-caps.server";
import { setClock } from "../../tests/support/clock";
import { messagesIn, tap, testStartDeps, useTestStore, type TestCaps } from "../../tests/support/web-call-tests";
import { readWebCall } from "./web-calls.server";

const { requests } = mockProvidersPerFile();

const store = useTestStore("web-call-start");
const NOW = new Date("2026-11-27T10:15:00Z");
beforeEach(() => setClock(NOW));
const deps = (overrides: Partial<StartWebCallDeps> = {}, caps: TestCaps = {}) => testStartDeps(store(), caps, overrides);
const ask = { source: "assistant:paris", language: "en", page: "/trades/plumbing" };
const webCalls = () => requests.filter((request) => request.url === RETELL_CREATE_WEB_CALL_URL);

describe("POST /api/web-call", () => {
  it("mints the call with the source's agent, greeting variables and metadata, keeps it, and answers the token", async () => {
    const attribution = async () => ({
      first_touch: { landing_path: "/", date: "2026-11-20" },
      last_touch: {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "spring",
        landing_path: "/es/trades/fontaneria",
        date: "2026-11-27",
      },
    });
    const request = tap({ ...ask, language: "es", page: "/es/trades/plumbing" });
    const answer = await startWebCall(request, { clientIp: "203.0.113.7" }, deps({ attribution, variant: async () => "hero:b" }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({ accessToken: "token_web_1", callId: "call_web_1", maxCallSeconds: 180 });
    expect(webCalls()).toEqual([
      {
        provider: "retell",
        url: RETELL_CREATE_WEB_CALL_URL,
        method: "POST",
        authorization: "Bearer key_test_retell",
        body: {
          agent_id: "agent_es_assistant",
          metadata: {
            kind: "web-call",
            page: "/es/trades/plumbing",
            language: "es",
            source: "assistant:paris",
            campaign: "google / cpc / spring",
            variant: "hero:b",
          },
          retell_llm_dynamic_variables: { businessType: "plumbing company", trade: "plumbing" },
          // The page stops at 180 s; Retell ends the call 15 s later whatever the page does.
          agent_override: { agent: { max_call_duration_ms: 195_000 } },
        },
      },
    ]);
    // Nothing personal: no address, no user agent.
    expect(await readWebCall(store(), "call_web_1")).toEqual({
      call_id: "call_web_1",
      started_at: NOW.toISOString(),
      page: "/trades/plumbing",
      language: "es",
      source: "assistant:paris",
      agent_id: "agent_es_assistant",
      campaign: "google / cpc / spring",
      variant: "hero:b",
    });
  });

  it("reads a form-encoded tap too", async () => {
    const request = new Request("http://localhost/api/web-call", {
      method: "POST",
      body: new URLSearchParams({ source: "landing:spring-offer:block-1", language: "en", page: "/spring-offer" }),
      headers: { "User-Agent": tap({}).headers.get("User-Agent")! },
    });
    expect((await startWebCall(request, { clientIp: "203.0.113.7" }, deps())).status).toBe(200);
    expect(webCalls()[0].body).toMatchObject({ agent_id: "agent_en_landing", metadata: { source: "landing:spring-offer:block-1" } });
  });

  it("refuses a cross-site tap with 403 and the visitor-language message, asking Retell nothing", async () => {
    const answer = await startWebCall(tap({ ...ask, language: "es" }), { clientIp: "203.0.113.7", crossSiteRequest: true }, deps());
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: messagesIn("es").crossSite });
    expect(webCalls()).toEqual([]);
  });

  it.each([
    ["a known bot", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["curl", { "User-Agent": "curl/8.5.0" }],
    ["no user agent", { "User-Agent": "" }],
  ])("refuses %s with 403 and the bot message", async (_name, headers) => {
    const answer = await startWebCall(tap(ask, headers), { clientIp: "203.0.113.7" }, deps());
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: messagesIn("en").bot });
    expect(webCalls()).toEqual([]);
  });

  it("answers 429 with Retry-After past 3 calls an hour from one address (an IPv6 visitor by their /64); others go on", async () => {
    const limited = deps();
    const from = (clientIp: string) => startWebCall(tap(ask), { clientIp }, limited);
    for (const suffix of ["1", "2", "3"]) expect((await from(`2001:db8:1:1::${suffix}`)).status).toBe(200);
    const refused = await from("2001:db8:1:1::ffff");
    expect(refused.status).toBe(429);
    // The hour's window started with the first call: about an hour to wait.
    const { message, retryAfterSeconds } = (await refused.json()) as { message: string; retryAfterSeconds: number };
    expect(message).toBe(messagesIn("en").tooManyFromAddress);
    expect(retryAfterSeconds).toBeGreaterThan(3500);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(refused.headers.get("Retry-After")).toBe(String(retryAfterSeconds));
    expect((await from("2001:db8:1:2::1")).status).toBe(200);
    expect(webCalls()).toHaveLength(4);
  });

  it("answers 429 past 6 calls a day from one address, for the rest of the day", async () => {
    const limited = deps({}, { WEB_CALL_LIMIT_PER_ADDRESS_HOUR: 100 });
    for (let call = 0; call < 6; call++) expect((await startWebCall(tap(ask), { clientIp: "198.51.100.4" }, limited)).status).toBe(200);
    const refused = await startWebCall(tap(ask), { clientIp: "198.51.100.4" }, limited);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(86_000);
  });

  it("stops everyone with 503 once the day's calls are used", async () => {
    const capped = deps({}, { WEB_CALL_DAILY_CALLS: 2 });
    for (const ip of ["192.0.2.1", "192.0.2.2"]) expect((await startWebCall(tap(ask), { clientIp: ip }, capped)).status).toBe(200);
    const refused = await startWebCall(tap({ ...ask, language: "es" }), { clientIp: "192.0.2.3" }, capped);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: messagesIn("es").dailyCapReached });
    expect(webCalls()).toHaveLength(2);
  });

  it("stops everyone with 503 once the day's minutes are used (lengths the webhook reported)", async () => {
    const capped = deps({}, { WEB_CALL_DAILY_MINUTES: 5 });
    await countCallMinutes(store(), capped.limits, "call_a", 180);
    expect((await startWebCall(tap(ask), { clientIp: "192.0.2.1" }, capped)).status).toBe(200);
    // A repeated report of the same call does not count twice; 61 s count as 2 minutes.
    await countCallMinutes(store(), capped.limits, "call_a", 180);
    expect((await startWebCall(tap(ask), { clientIp: "192.0.2.2" }, capped)).status).toBe(200);
    await countCallMinutes(store(), capped.limits, "call_b", 61);
    const refused = await startWebCall(tap(ask), { clientIp: "192.0.2.2" }, capped);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: messagesIn("en").dailyCapReached });
  });

  it("answers 503 with the provider message when Retell fails (5xx), keeping nothing and giving back the day's call", async () => {
    const oneCallADay = deps({}, { WEB_CALL_DAILY_CALLS: 1 });
    const answer = await startWebCall(tap({ ...ask, source: "assistant:down" }), { clientIp: "203.0.113.7" }, oneCallADay);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: messagesIn("en").providerError });
    expect(await store().keys("web-calls:records")).toEqual([]);
    expect((await startWebCall(tap(ask), { clientIp: "203.0.113.8" }, oneCallADay)).status).toBe(200);
  });

  it("answers 404 when web calls are off for the source or not configured, 400 for a malformed tap", async () => {
    expect((await startWebCall(tap({ ...ask, source: "trade:off" }), { clientIp: "203.0.113.7" }, deps())).status).toBe(404);
    expect((await startWebCall(tap(ask), { clientIp: "203.0.113.7" }, deps({ provider: null }))).status).toBe(404);
    for (const body of [{ ...ask, source: "assistant:../x" }, { ...ask, page: "//evil.example" }, { ...ask, language: "fr" }, {}]) {
      expect((await startWebCall(tap(body), { clientIp: "203.0.113.7" }, deps())).status).toBe(400);
    }
    expect(webCalls()).toEqual([]);
  });

  it("talks to the agent the Studio sets for the source (the seed), with its greeting variables, in Spanish too", async () => {
    const seeded = deps({ target: webCallTarget, messages: webCallMessages });
    const english = await startWebCall(tap({ ...ask, source: "assistant:assistant-csr" }), { clientIp: "203.0.113.7" }, seeded);
    expect(english.status).toBe(200);
    const spanish = await startWebCall(
      tap({ source: "assistant:assistant-csr-es", language: "es", page: "/es" }),
      { clientIp: "203.0.113.7" },
      seeded,
    );
    expect(spanish.status).toBe(200);
    const [en, es] = webCalls().map((request) => request.body as { agent_id: string; retell_llm_dynamic_variables: object });
    expect(en.agent_id).toMatch(/^agent_/);
    expect(es.agent_id).toMatch(/^agent_/);
    expect(es.agent_id).not.toBe(en.agent_id);
    const bot = await startWebCall(tap(ask, { "User-Agent": "curl/8.5.0" }), { clientIp: "203.0.113.7" }, seeded);
    expect(((await bot.json()) as { message: string }).message).toBe((await webCallMessages("en")).bot);
  });
});
