import type { WEB_CALL_PAGE_QUERY_RESULT } from "./types";

/** Where a web call was started: an assistant card, a trade page, the live-demo section or a landing page's block. */
export type WebCallSource =
  | { kind: "assistant"; id: string }
  | { kind: "trade"; slug: string }
  | { kind: "live-demo" }
  | { kind: "landing"; slug: string; blockKey: string };

/** The messages a visitor sees when a web call is refused or fails; each one points to the phone demo call. */
export const WEB_CALL_MESSAGE_KEYS = [
  "crossSite",
  "bot",
  "tooManyFromAddress",
  "dailyCapReached",
  "providerError",
  "microphoneDenied",
  "microphoneAbsent",
  "noWebRtc",
  "connectionLost",
  "tabHidden",
  "callLengthReached",
] as const;

export type WebCallMessageKey = (typeof WEB_CALL_MESSAGE_KEYS)[number];
export type WebCallMessages = Record<WebCallMessageKey, string>;

/** Who answers a web call from a source: the Retell agent, its greeting variables, and the call's longest length. */
export interface WebCallTarget {
  agentId: string;
  /** Passed to the agent as `retell_llm_dynamic_variables` (businessType, trade). */
  variables: Record<string, string>;
  maxCallSeconds: number;
  messages: WebCallMessages;
}

/** A source as the page posts it: `assistant:<id>`, `trade:<slug>`, `live-demo` or `landing:<slug>:<blockKey>`. */
export function webCallSourceText(source: WebCallSource): string {
  switch (source.kind) {
    case "assistant":
      return `assistant:${source.id}`;
    case "trade":
      return `trade:${source.slug}`;
    case "live-demo":
      return "live-demo";
    case "landing":
      return `landing:${source.slug}:${source.blockKey}`;
  }
}

/** Ids, slugs and block keys are letters, digits, `-`, `_` and `.` (document ids), never empty. */
const PART = /^[A-Za-z0-9._-]{1,120}$/;

/** Reads a posted source; null for anything else (the endpoint answers 404). */
export function parseWebCallSource(text: string): WebCallSource | null {
  if (text === "live-demo") return { kind: "live-demo" };
  const [kind, ...parts] = text.split(":");
  if (!parts.every((part) => PART.test(part))) return null;
  if (kind === "assistant" && parts.length === 1) return { kind, id: parts[0] };
  if (kind === "trade" && parts.length === 1) return { kind, slug: parts[0] };
  if (kind === "landing" && parts.length === 2) return { kind, slug: parts[0], blockKey: parts[1] };
  return null;
}

/** What a page with web-call buttons sends the browser: the call's longest length and every word of the panel. */
export type WebCallPage = Pick<NonNullable<WEB_CALL_PAGE_QUERY_RESULT>, "maxCallSeconds" | "labels" | "messages">;
