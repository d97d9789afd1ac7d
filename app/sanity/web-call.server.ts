import { loadFormCopy } from "~/leads/copy.server";
import { webCallsAvailable } from "~/services/web-call.server";
import { env } from "~/utils/env.server";
import type { Language } from "~/utils/language";
import type { QueryResult } from "./content";
import { fetchPublished, requestLanguage } from "./load-page.server";
import { WEB_CALL_MESSAGES_QUERY, WEB_CALL_PAGE_QUERY, WEB_CALL_TARGET_QUERY } from "./queries";
import type { WebCallMessages, WebCallPage, WebCallSource, WebCallTarget } from "./web-call";

type TargetAnswer = QueryResult<typeof WEB_CALL_TARGET_QUERY>;
type GreetingSource = { retellAgentId: string | null; businessType?: string | null; trade?: string | null };

const hasSettings = (answer: TargetAnswer): boolean => Boolean(answer.settings?.messages);

/** The query's parameters for one source: its own is set, the others null (they match nothing). */
function sourceParams(source: WebCallSource) {
  return {
    assistantId: source.kind === "assistant" ? source.id : null,
    tradeSlug: source.kind === "trade" ? source.slug : null,
    landingSlug: source.kind === "landing" ? source.slug : null,
    blockKey: source.kind === "landing" ? source.blockKey : null,
  };
}

/** The source's own document in the answer: none of its own for the live-demo section, null when it does not exist. */
function ownDocument(source: WebCallSource, answer: TargetAnswer): GreetingSource | null {
  switch (source.kind) {
    case "assistant":
      return answer.assistant;
    case "trade":
      return answer.trade;
    case "landing":
      return answer.landingBlock;
    case "live-demo":
      return { retellAgentId: null };
  }
}

/**
 * Who answers a web call started from `source` in `language`: the source's own Retell agent, else the default agent
 * of the language's web-call settings, with the source's greeting variables. Null when web calls are off in that
 * language, when the source does not exist there, or when no agent is set. Read like the lead forms' copy: a
 * content outage serves the last good answer and never fails the request.
 */
export async function webCallTarget(source: WebCallSource, language: Language): Promise<WebCallTarget | null> {
  const answer = await loadFormCopy<typeof WEB_CALL_TARGET_QUERY, TargetAnswer>(
    WEB_CALL_TARGET_QUERY,
    { language, ...sourceParams(source) },
    hasSettings,
  );
  const { settings } = answer;
  const own = ownDocument(source, answer);
  if (!settings?.enabled || !own) return null;
  const agentId = own.retellAgentId || settings.retellAgentId;
  if (!agentId) return null;
  const variables = Object.fromEntries(
    Object.entries({ businessType: own.businessType, trade: own.trade }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return { agentId, variables, maxCallSeconds: settings.maxCallSeconds, messages: settings.messages };
}

/** The messages a web call's refusals and failures show, in `language` (English when not translated yet). */
export function webCallMessages(language: Language): Promise<WebCallMessages> {
  return loadFormCopy<typeof WEB_CALL_MESSAGES_QUERY, WebCallMessages>(WEB_CALL_MESSAGES_QUERY, { language }, (messages) =>
    Boolean(messages?.providerError),
  );
}

/**
 * The web-call copy a page's loader sends (home, trade and landing pages), or null when its buttons stay links to
 * the demo-call form: no Retell key on the server, web calls off in the Studio for the language, or no default agent.
 */
export async function webCallPage(request: Request): Promise<WebCallPage | null> {
  if (!webCallsAvailable(env)) return null;
  const copy = await fetchPublished(WEB_CALL_PAGE_QUERY, { language: requestLanguage(request) });
  if (!copy?.enabled || !copy.hasDefaultAgent) return null;
  const { maxCallSeconds, labels, messages } = copy;
  return { maxCallSeconds, labels, messages };
}
