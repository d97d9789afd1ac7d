import { describe, expect, it } from "vitest";
import { seedDocument } from "../../tests/support/seed";
import { WEB_CALL_MESSAGE_KEYS, parseWebCallSource, webCallSourceText, type WebCallSource } from "./web-call";
import { webCallMessages, webCallTarget } from "./web-call.server";

/** Real GROQ over the seed dataset (the local content source), in both languages. */

const settings = (language: "en" | "es") => seedDocument(language === "en" ? "webCallSettings" : "webCallSettings-es");
const LANDING_BLOCK = "7a1c3e5b9d20";

describe("webCallTarget", () => {
  it.each(["en", "es"] as const)(
    "an assistant card in %s: its own agent and greeting variables, the settings' length and messages",
    async (language) => {
      const id = language === "en" ? "assistant-csr" : "assistant-csr-es";
      const assistant = seedDocument(id);
      expect(await webCallTarget({ kind: "assistant", id }, language)).toEqual({
        agentId: assistant.retellAgentId,
        variables: { businessType: assistant.businessType, trade: assistant.trade },
        maxCallSeconds: 180,
        messages: settings(language).messages,
      });
    },
  );

  it("the Spanish site talks to a Spanish agent: every source's agent differs between languages", async () => {
    const sources: [WebCallSource, WebCallSource][] = [
      [
        { kind: "assistant", id: "assistant-receptionist" },
        { kind: "assistant", id: "assistant-receptionist-es" },
      ],
      [
        { kind: "trade", slug: "plumbing" },
        { kind: "trade", slug: "plumbing" },
      ],
      [{ kind: "live-demo" }, { kind: "live-demo" }],
      [
        { kind: "landing", slug: "emergency-plumbing-calls", blockKey: LANDING_BLOCK },
        { kind: "landing", slug: "emergency-plumbing-calls", blockKey: LANDING_BLOCK },
      ],
    ];
    for (const [english, spanish] of sources) {
      const [en, es] = [await webCallTarget(english, "en"), await webCallTarget(spanish, "es")];
      expect(en?.agentId).toMatch(/^agent_/);
      expect(es?.agentId).toMatch(/^agent_/);
      expect(es?.agentId).not.toBe(en?.agentId);
      expect(es?.messages.providerError).toBe(settings("es").messages.providerError);
    }
  });

  it("a trade page with its own agent uses it; one without uses the default agent, with its trade's greeting", async () => {
    const plumbing = await webCallTarget({ kind: "trade", slug: "plumbing" }, "en");
    expect(plumbing?.agentId).toBe(seedDocument("trade-plumbing").retellAgentId);
    expect(plumbing?.variables).toEqual({ businessType: "plumbing company", trade: "plumbing" });
    const roofing = await webCallTarget({ kind: "trade", slug: "roofing" }, "es");
    expect(roofing?.agentId).toBe(settings("es").retellAgentId);
    expect(roofing?.variables).toEqual({
      businessType: seedDocument("trade-roofing-es").businessType,
      trade: seedDocument("trade-roofing-es").trade,
    });
  });

  it("the live-demo section and a landing block without an agent of its own use the default agent, with no variables", async () => {
    for (const source of [{ kind: "live-demo" }, { kind: "landing", slug: "emergency-plumbing-calls", blockKey: LANDING_BLOCK }] as const) {
      expect(await webCallTarget(source, "en")).toMatchObject({
        agentId: settings("en").retellAgentId,
        variables: {},
        maxCallSeconds: 180,
      });
    }
  });

  it.each<[string, WebCallSource]>([
    ["an unknown assistant", { kind: "assistant", id: "assistant-nope" }],
    ["an assistant of the other language", { kind: "assistant", id: "assistant-csr-es" }],
    ["an unknown trade", { kind: "trade", slug: "nope" }],
    ["an unknown landing page", { kind: "landing", slug: "nope", blockKey: LANDING_BLOCK }],
    ["a block of another kind", { kind: "landing", slug: "emergency-plumbing-calls", blockKey: "165370419dff" }],
  ])("is null for %s", async (_name, source) => {
    expect(await webCallTarget(source, "en")).toBeNull();
  });
});

describe("webCallMessages", () => {
  it.each(["en", "es"] as const)("gives every message in %s, each pointing to the phone demo call", async (language) => {
    const messages = await webCallMessages(language);
    expect(Object.keys(messages).sort()).toEqual([...WEB_CALL_MESSAGE_KEYS].sort());
    const demoCall = language === "en" ? /demo-call form/ : /formulario de llamada de demostración/;
    for (const key of WEB_CALL_MESSAGE_KEYS) expect(messages[key], key).toMatch(demoCall);
  });
});

describe("web-call sources as the page posts them", () => {
  it.each<WebCallSource>([
    { kind: "assistant", id: "assistant-csr-es" },
    { kind: "trade", slug: "pest-control" },
    { kind: "live-demo" },
    { kind: "landing", slug: "emergency-plumbing-calls", blockKey: LANDING_BLOCK },
  ])("reads back %j", (source) => expect(parseWebCallSource(webCallSourceText(source))).toEqual(source));

  it.each([
    "",
    "assistant",
    "assistant:",
    "assistant:a:b",
    "trade:a b",
    "landing:slug",
    "live-demo:x",
    "phone:1",
    "trade:" + "a".repeat(121),
  ])("refuses %j", (text) => expect(parseWebCallSource(text)).toBeNull());
});
