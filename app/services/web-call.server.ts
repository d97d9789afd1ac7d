import Retell from "retell-sdk";
import { env as processEnv, type Env } from "~/utils/env.server";
import { createRetellClient, type RetellClientOptions } from "./retell-client.server";

/** What we tell Retell about a web call, read back from its webhooks (and Retell's dashboard): nothing personal. */
export interface WebCallMetadata {
  /** Tells a web call's webhook apart from a phone demo call's (which carries `demo_request_id`). */
  kind: "web-call";
  /** The page the visitor tapped on, as its path (`/es/trades/plumbing`). */
  page: string;
  language: "en" | "es";
  /** The button's source (`assistant:paris`, `trade:plumbing`, `live-demo`, `landing:<slug>:<blockKey>`). */
  source: string;
  /** The visitor's last-touch campaign (`source / medium / campaign`, "" for none) and the page's variants. */
  campaign: string;
  variant: string;
}

export interface NewWebCall {
  agentId: string;
  /** Greeting variables the agent's prompt reads (`{{businessType}}`, `{{trade}}`). */
  variables: Record<string, string>;
  metadata: WebCallMetadata;
  /** The page ends the call here; Retell is told to end it shortly after, whatever the page does. */
  maxCallSeconds: number;
}

export interface WebCallProvider {
  /** Mints the call and its short-lived access token (about 30 s); throws WebCallProviderError when it cannot. */
  createWebCall(call: NewWebCall): Promise<{ accessToken: string; callId: string }>;
  /** Ends the call on the provider's side (a call already over is fine); throws WebCallProviderError when it cannot. */
  stopCall(callId: string): Promise<void>;
}

/** The provider failed or refused: the visitor is offered the phone demo call; `message` (details) is only logged. */
export class WebCallProviderError extends Error {
  name = "WebCallProviderError";
}

/** Retell's own minimum for a call's maximum length. */
const RETELL_MIN_CALL_MS = 60_000;
/** The page stops the call at maxCallSeconds; Retell ends it this much later when the page could not (a closed tab). */
const PROVIDER_GRACE_MS = 15_000;

/** The most Retell lets a call last: the page's maximum plus a grace, never under Retell's minimum of a minute. */
export const providerMaxCallMs = (maxCallSeconds: number) => Math.max(RETELL_MIN_CALL_MS, maxCallSeconds * 1000 + PROVIDER_GRACE_MS);

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Web calls on Retell. A token is minted only on a visitor's tap and expires within seconds, so a slow answer is as
 * bad as none: a short timeout and no retry (a retried creation whose first attempt landed would open a second call).
 */
export function createRetellWebCalls(options: RetellClientOptions): WebCallProvider {
  const client = createRetellClient(options);
  return {
    async createWebCall({ agentId, variables, metadata, maxCallSeconds }) {
      try {
        const call = await client.call.createWebCall({
          agent_id: agentId,
          metadata,
          retell_llm_dynamic_variables: variables,
          agent_override: { agent: { max_call_duration_ms: providerMaxCallMs(maxCallSeconds) } },
        });
        return { accessToken: call.access_token, callId: call.call_id };
      } catch (error) {
        throw new WebCallProviderError(describe(error));
      }
    },
    async stopCall(callId) {
      try {
        await client.call.stop(callId);
      } catch (error) {
        // A call that already ended (or never started) is refused with a 4xx: it is over, which is what was asked.
        if (error instanceof Retell.APIError && error.status && error.status >= 400 && error.status < 500) return;
        throw new WebCallProviderError(describe(error));
      }
    },
  };
}

/** Web calls need only Retell's key; without it the buttons keep the spec's behaviour (to the live-demo form). */
export function webCallsAvailable(env: Pick<Env, "RETELL_API_KEY">): boolean {
  return Boolean(env.RETELL_API_KEY);
}

let provider: WebCallProvider | undefined;

/** Retell when its key is set (created on first use: the SDK throws without a key), else null: no web calls. */
export function getWebCallProvider(): WebCallProvider | null {
  if (!webCallsAvailable(processEnv)) return null;
  provider ??= createRetellWebCalls({ apiKey: processEnv.RETELL_API_KEY! });
  return provider;
}
