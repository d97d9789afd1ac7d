import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, vi } from "vitest";
import { WEB_CALL_MESSAGE_KEYS, type WebCallMessages } from "../../app/sanity/web-call";
import { createRetellWebCalls } from "../../app/services/web-call.server";
import { createKeyValueStore } from "../../app/store/create-store.server";
import type { KeyValueStore } from "../../app/store/key-value.server";
import { createRateLimits, limitRules } from "../../app/store/rate-limits.server";
import { parseEnv } from "../../app/utils/env.server";
import type { Language } from "../../app/utils/language";
import type { StartWebCallDeps } from "../../app/web-calls/start-web-call.server";
import type { WebCallRecord } from "../../app/web-calls/web-calls.server";

/**
 * A file store of its own for each test of the file (in a temporary folder named after `label`), with the log kept
 * quiet and every mock undone after the test. The store of the running test.
 */
export function useTestStore(label: string): () => KeyValueStore {
  let dir: string;
  let store: KeyValueStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `${label}-`));
    store = createKeyValueStore({ driver: "fs", dir });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  return () => store;
}

/** A web call as the start endpoint records it: started now on the home page, in English, from the live demo. */
export const testWebCall = (callId: string, fields: Partial<WebCallRecord> = {}): WebCallRecord => ({
  call_id: callId,
  started_at: new Date().toISOString(),
  page: "/",
  language: "en",
  source: "live-demo",
  agent_id: "agent_en",
  campaign: "",
  variant: "",
  ...fields,
});

/** Every refusal text, marked with its language so a test sees which one the visitor got. */
export const messagesIn = (language: Language): WebCallMessages =>
  Object.fromEntries(
    WEB_CALL_MESSAGE_KEYS.map((name) => [name, `${name} (${language}): call us on the phone demo instead`]),
  ) as WebCallMessages;

/** The agent each source talks to in these tests: the assistant's, or the failing one for `assistant:down`. */
export const testTarget: StartWebCallDeps["target"] = async (source, language) => {
  if (source.kind === "trade" && source.slug === "off") return null;
  const variables: Record<string, string> = source.kind === "assistant" ? { businessType: "plumbing company", trade: "plumbing" } : {};
  const agentId = source.kind === "assistant" && source.id === "down" ? "agent_provider_down" : `agent_${language}_${source.kind}`;
  return {
    agentId,
    variables,
    maxCallSeconds: 180,
    messages: messagesIn(language),
  };
};

/** A browser's user agent (isbot lets it through). */
export const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** A tap's request: JSON like the call panel's fetch. */
export const tap = (body: object, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/web-call", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "User-Agent": BROWSER, ...headers },
  });

/** The web-call caps a test sets (the env's names), the rest as the defaults. */
export interface TestCaps {
  WEB_CALL_LIMIT_PER_ADDRESS_HOUR?: number;
  WEB_CALL_LIMIT_PER_ADDRESS_DAY?: number;
  WEB_CALL_DAILY_CALLS?: number;
  WEB_CALL_DAILY_MINUTES?: number;
}

/** The site's limits counted in `store` with these caps, the rest at their defaults; every instance of a test hashes keys alike. */
export const testLimits = (store: KeyValueStore, caps: TestCaps = {}) =>
  createRateLimits(store, {
    rules: limitRules({ ...parseEnv({}), ...caps }),
    secret: "web-call-tests",
  });

/** The web-call endpoint's wiring in a test: Retell (behind msw), the caps counted in `store`, the test agents and texts. */
export const testStartDeps = (store: KeyValueStore, caps: TestCaps = {}, overrides: Partial<StartWebCallDeps> = {}): StartWebCallDeps => ({
  // Made after msw listens: the SDK keeps the fetch it found when created.
  provider: createRetellWebCalls({ apiKey: "key_test_retell" }),
  store,
  limits: testLimits(store, caps),
  target: testTarget,
  messages: async (language) => messagesIn(language),
  attribution: async () => null,
  variant: async () => "",
  ...overrides,
});
