import { isbot } from "isbot";
import { webCallSourceText, type WebCallMessages, type WebCallSource, type WebCallTarget } from "~/sanity/web-call";
import type { WebCallProvider } from "~/services/web-call.server";
import type { KeyValueStore } from "~/store/key-value.server";
import type { RateLimits } from "~/store/rate-limits.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { unlocalizedPath, type Language } from "~/utils/language";
import { logEvent } from "../../shared/log.ts";
import type { LeadAttribution } from "~/utils/attribution-cookie.server";
import { releaseWebCallSlot, takeWebCallSlot } from "./web-call-caps.server";
import { readWebCallAsk } from "./web-call-request.server";
import { recordWebCall } from "./web-calls.server";

export interface StartWebCallDeps {
  /** Null without RETELL_API_KEY: no web calls at all. */
  provider: WebCallProvider | null;
  store: KeyValueStore;
  /** The site's limits (app/store/rate-limits.server.ts): per address, calls and minutes a day. */
  limits: RateLimits;
  /** The agent, greeting variables and maximum length of a source; null when web calls are off or no agent is set. */
  target(source: WebCallSource, language: Language): Promise<WebCallTarget | null>;
  messages(language: Language): Promise<WebCallMessages>;
  attribution(request: Request): Promise<LeadAttribution | null>;
  /** The experiment variants `page` shows this visitor (from their cookie, never from the body). */
  variant(headers: Headers, page: string): Promise<string>;
}

/** What the server tells the action about the request (AppLoadContext). */
export interface WebCallRequestContext {
  clientIp?: string;
  crossSiteRequest?: boolean;
  requestId?: string;
}

const answer = (body: object, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Robots-Tag": "noindex", ...headers } });

const campaignText = (touch: LeadAttribution["last_touch"] | undefined) => {
  const parts = [touch?.utm_source ?? "", touch?.utm_medium ?? "", touch?.utm_campaign ?? ""];
  return parts.some(Boolean) ? parts.join(" / ") : "";
};

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * `POST /api/web-call`: one tap, one web call. In order: the body (400), a cross-site origin (403), a known bot or no
 * user agent (403), the source's agent (404 when web calls are off for it), the visitor address's hourly and daily
 * limits (429 with Retry-After), everyone's daily cap of calls and minutes (503), then Retell mints the call (503 when
 * it cannot). Every refusal carries the visitor-language message that points to the phone demo call. The call is kept
 * (nothing personal: app/web-calls/web-calls.server.ts) before its token is handed out.
 */
export async function startWebCall(request: Request, context: WebCallRequestContext, deps: StartWebCallDeps): Promise<Response> {
  const startedAt = new Date().toISOString();
  const log = (outcome: string, extra: Record<string, unknown> = {}) =>
    logEvent({ event: "web-call.start", outcome, requestId: context.requestId, ...extra });
  if (!deps.provider) return answer({ message: "Web calls are not configured." }, 404);

  const read = await readWebCallAsk(request);
  const language = "ask" in read ? read.ask.language : read.language;
  const messages = () => deps.messages(language);
  if (context.crossSiteRequest) {
    log("cross-site");
    return answer({ message: (await messages()).crossSite }, 403);
  }
  const userAgent = request.headers.get("user-agent");
  if (!userAgent || isbot(userAgent)) {
    log("bot");
    return answer({ message: (await messages()).bot }, 403);
  }
  if (!("ask" in read)) {
    log("malformed");
    return answer({ message: (await messages()).providerError }, 400);
  }
  const { ask } = read;
  const target = await deps.target(ask.source, ask.language);
  if (!target) {
    log("off", { source: webCallSourceText(ask.source) });
    return answer({ message: (await messages()).providerError }, 404);
  }

  // While the store is down the limits count in this process (never throws): calls go on, capped per instance.
  const slot = await takeWebCallSlot(deps.limits, context.clientIp ?? "");
  if (slot.refused === "address") {
    log("rate-limited");
    const { retryAfterSeconds } = slot;
    return answer({ message: target.messages.tooManyFromAddress, retryAfterSeconds }, 429, { "Retry-After": String(retryAfterSeconds) });
  }
  if (slot.refused === "daily-cap") {
    log("daily-cap");
    return answer({ message: target.messages.dailyCapReached }, 503);
  }

  const touch = (await deps.attribution(request))?.last_touch;
  const page = unlocalizedPath(decodedPath(ask.page));
  const metadata = {
    kind: "web-call" as const,
    page: ask.page,
    language: ask.language,
    source: webCallSourceText(ask.source),
    campaign: campaignText(touch),
    variant: await deps.variant(request.headers, page),
  };
  let minted;
  try {
    minted = await deps.provider.createWebCall({
      agentId: target.agentId,
      variables: target.variables,
      metadata,
      maxCallSeconds: target.maxCallSeconds,
    });
  } catch (error) {
    log("provider-error", { reason: error instanceof Error ? error.message : String(error) });
    await releaseWebCallSlot(deps.limits);
    return answer({ message: target.messages.providerError }, 503);
  }
  try {
    await recordWebCall(deps.store, {
      call_id: minted.callId,
      started_at: startedAt,
      page,
      language: ask.language,
      source: metadata.source,
      agent_id: target.agentId,
      campaign: metadata.campaign,
      variant: metadata.variant,
    });
  } catch (error) {
    // The store went away after counting: the call goes on, its webhooks find no record and only the log has it.
    log("not-recorded", { callId: minted.callId, reason: error instanceof Error ? error.message : String(error) });
  }
  log("started", { callId: minted.callId, source: metadata.source });
  return answer({ accessToken: minted.accessToken, callId: minted.callId, maxCallSeconds: target.maxCallSeconds });
}
