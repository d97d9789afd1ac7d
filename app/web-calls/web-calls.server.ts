import type { KeyValueStore } from "~/store/key-value.server";
import type { Language } from "~/utils/language";

/**
 * Web calls in the store. A web call is not a lead: what is kept of every call says nothing about the person (when,
 * which page, button, campaign and variant, whether it connected, how long, why it ended), so the insights can count
 * it for good. What was said (transcript and the provider's summary) is kept apart, and only for
 * CONVERSATION_DAYS unless the visitor then left their details (a lead naming the call): the privacy policy says so.
 */

/** Transcripts and summaries of calls no lead names are removed after this many days (the privacy policy's figure). */
export const CONVERSATION_DAYS = 30;

/** What is kept of every web call, from the tap that started it. */
export interface WebCallRecord {
  call_id: string;
  /** When the token was minted (ISO). */
  started_at: string;
  /** The page's path without its language prefix (as visits are counted) and its language. */
  page: string;
  language: Language;
  /** The button (`assistant:paris`, `live-demo`...). */
  source: string;
  agent_id: string;
  /** The visitor's last-touch campaign: `source / medium / campaign`, "" for none (as the insights show it). */
  campaign: string;
  /** The experiment variants the page showed the visitor (`<experiment>:<variant>`, comma-joined), "" for none. */
  variant: string;
}

/** Where a call got to, as the provider's webhooks and the page said; overwritten as it moves on. */
export interface WebCallProgress {
  /** The provider said the call started (the visitor joined and the agent answered). */
  connected: boolean;
  /** The call's length in whole seconds, once it ended. */
  duration_seconds?: number;
  /** The provider's reason the call ended (`user_hangup`, `max_duration_reached`...). */
  ended_reason?: string;
  /** How the page says the call ended (`length-reached`, `tab-hidden`, `error`...), when it told us. */
  page_ended_reason?: string;
}

/** What was said: personal, so kept only CONVERSATION_DAYS unless a lead names the call. */
export interface WebCallConversation {
  transcript: string;
  summary?: string;
  /** When it was first stored (ISO): the sweep counts the days from it. */
  stored_at: string;
}

const recordKey = (callId: string) => `web-calls:records:${callId}`;
const progressKey = (callId: string) => `web-calls:progress:${callId}`;
const conversationKey = (callId: string) => `web-calls:conversations:${callId}`;
const lastSegment = (key: string) => key.slice(key.lastIndexOf(":") + 1);

async function readJson<T>(store: KeyValueStore, key: string): Promise<T | null> {
  const raw = await store.get(key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

/** Keeps a call minted on a tap (once: the id is the provider's). */
export async function recordWebCall(store: KeyValueStore, record: WebCallRecord): Promise<void> {
  await store.putOnce(recordKey(record.call_id), JSON.stringify(record));
}

export const readWebCall = (store: KeyValueStore, callId: string) => readJson<WebCallRecord>(store, recordKey(callId));
export const readWebCallProgress = (store: KeyValueStore, callId: string) => readJson<WebCallProgress>(store, progressKey(callId));
export const readConversation = (store: KeyValueStore, callId: string) => readJson<WebCallConversation>(store, conversationKey(callId));

/**
 * Merges what is newly known of a call's progress: a call once connected stays connected, and a length or reason
 * once known is kept unless a newer one is given (webhooks can arrive late or twice).
 */
export async function updateWebCallProgress(
  store: KeyValueStore,
  callId: string,
  update: Partial<WebCallProgress>,
): Promise<WebCallProgress> {
  const current = (await readWebCallProgress(store, callId)) ?? { connected: false };
  const defined = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as Partial<WebCallProgress>;
  const next: WebCallProgress = { ...current, ...defined, connected: current.connected || update.connected === true };
  await store.put(progressKey(callId), JSON.stringify(next));
  return next;
}

/** Stores what was said; a summary arriving later (`call_analyzed`) joins the transcript, keeping the first stored date. */
export async function storeConversation(
  store: KeyValueStore,
  callId: string,
  said: { transcript?: string; summary?: string },
): Promise<void> {
  const current = await readConversation(store, callId);
  const next: WebCallConversation = {
    transcript: said.transcript || current?.transcript || "",
    ...((said.summary ?? current?.summary) ? { summary: said.summary ?? current?.summary } : {}),
    stored_at: current?.stored_at ?? new Date().toISOString(),
  };
  if (!next.transcript && !next.summary) return;
  await store.put(conversationKey(callId), JSON.stringify(next));
}

/** Every web call kept, with its progress (the insights). */
export async function listWebCalls(store: KeyValueStore): Promise<(WebCallRecord & { progress: WebCallProgress | null })[]> {
  const ids = (await store.keys("web-calls:records")).map(lastSegment);
  const calls = await Promise.all(
    ids.map(async (id) => {
      const record = await readWebCall(store, id);
      return record ? { ...record, progress: await readWebCallProgress(store, id) } : null;
    }),
  );
  return calls.filter((call): call is NonNullable<typeof call> => call !== null);
}

/**
 * Removes what was said in calls older than CONVERSATION_DAYS that no lead names (`linkedCallIds`: the web call ids
 * of stored leads). The number removed.
 */
export async function sweepConversations(store: KeyValueStore, linkedCallIds: ReadonlySet<string>): Promise<number> {
  const oldest = Date.now() - CONVERSATION_DAYS * 86_400_000;
  let removed = 0;
  for (const key of await store.keys("web-calls:conversations")) {
    const id = lastSegment(key);
    if (linkedCallIds.has(id)) continue;
    const conversation = await readConversation(store, id);
    if (conversation && Date.parse(conversation.stored_at) >= oldest) continue;
    await store.remove(key);
    removed += 1;
  }
  return removed;
}

/** The web call ids stored leads name (their forms' hidden `webCallId`): what was said in those calls is kept. */
export async function linkedWebCallIds(leads: { list(kind: "demo-call" | "demo-signup"): Promise<{ web_call_id?: string }[]> }) {
  const [calls, signups] = await Promise.all([leads.list("demo-call"), leads.list("demo-signup")]);
  return new Set([...calls, ...signups].flatMap((lead) => (lead.web_call_id ? [lead.web_call_id] : [])));
}
