import { WEB_CALL_MESSAGE_KEYS, type WebCallMessages } from "../../app/sanity/web-call";
import type { KeyValueStore } from "../../app/store/key-value.server";
import { createRateLimits, limitRules } from "../../app/store/rate-limits.server";
import type { Language } from "../../app/utils/language";
import type { StartWebCallDeps } from "../../app/web-calls/start-web-call.server";

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

/** The site's limits counted in `store` with these caps; every instance of a test hashes keys alike. */
export const testLimits = (store: KeyValueStore, caps: TestCaps = {}) =>
  createRateLimits(store, {
    rules: limitRules({
      LEAD_FORM_LIMIT_PER_HOUR: 10,
      VISIT_LIMIT_PER_MINUTE: 120,
      WEB_CALL_LIMIT_PER_ADDRESS_HOUR: 3,
      WEB_CALL_LIMIT_PER_ADDRESS_DAY: 6,
      WEB_CALL_DAILY_CALLS: 200,
      WEB_CALL_DAILY_MINUTES: 300,
      ...caps,
    }),
    secret: "web-call-tests",
  });
