import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { KeyValueStore } from "~/store/key-value.server";
import { getStore } from "~/store/process-store.server";
import { createSignedSessionStorage } from "~/utils/session.server";

/** How long a sign-in lasts: a working day. */
const SESSION_SECONDS = 8 * 60 * 60;

/** The cookie carries only a random session id; the session itself is in the store, so ending it there ends it everywhere. */
interface InsightsCookie {
  session: string;
}

/** A session as stored: no personal data, only when it ends and a proof of the password it was opened with. */
interface SessionRecord {
  /** Epoch ms the session ends (the file store keeps keys past their TTL). */
  until: number;
  /** HMAC-SHA256 of the team password keyed by the session id (hex): a changed password no longer matches it. */
  proof: string;
}

// Strict: no link or form from another site ever carries it (the page needs no cross-site entry).
const cookies = createSignedSessionStorage<InsightsCookie>("tv_insights", SESSION_SECONDS, "strict");

/**
 * Whether the Insights page may show its data: not configured (no team password in the environment: it refuses
 * everything), signed out (the sign-in form only) or signed in.
 */
export type InsightsAccess = "not-configured" | "signed-out" | "signed-in";

/** Where sessions are kept (tests pass their own). */
export interface SessionOptions {
  store?: KeyValueStore;
}

const SESSIONS = "insights:sessions";
const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
/** The id's digest names the key: what the store holds cannot be turned back into a cookie. */
const sessionKey = (id: string) => `${SESSIONS}:${digest(id).toString("hex")}`;
const passwordProof = (id: string, password: string) => createHmac("sha256", id).update(password, "utf8").digest();

/** Whether `given` is `password`, in a time that says nothing of either: both are compared as SHA-256 digests of one length. */
export function passwordMatches(given: string, password: string): boolean {
  return timingSafeEqual(digest(given), digest(password));
}

async function sessionId(request: Request): Promise<string | undefined> {
  const id = (await cookies.getSession(request.headers.get("Cookie"))).get("session");
  return typeof id === "string" && id ? id : undefined;
}

function parseRecord(raw: string | null): SessionRecord | null {
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw) as Partial<SessionRecord>;
    return typeof record.until === "number" && typeof record.proof === "string" ? (record as SessionRecord) : null;
  } catch {
    return null;
  }
}

export async function insightsAccess(
  request: Request,
  password: string | undefined,
  { store = getStore() }: SessionOptions = {},
): Promise<InsightsAccess> {
  if (!password) return "not-configured";
  const id = await sessionId(request);
  const record = id ? parseRecord(await store.get(sessionKey(id))) : null;
  if (!id || !record || record.until <= Date.now()) return "signed-out";
  const proof = Buffer.from(record.proof, "hex");
  const expected = passwordProof(id, password);
  return proof.length === expected.length && timingSafeEqual(proof, expected) ? "signed-in" : "signed-out";
}

/** Removes sessions past their end: the file store keeps keys past their TTL (Redis drops them itself). */
async function sweepEnded(store: KeyValueStore, now: number): Promise<void> {
  for (const key of await store.keys(SESSIONS)) {
    const record = parseRecord(await store.get(key));
    if (!record || record.until <= now) await store.remove(key);
  }
}

/** The Set-Cookie of a new session when `given` is the team password, else null (also when none is configured). */
export async function signIn(
  given: string,
  password: string | undefined,
  { store = getStore() }: SessionOptions = {},
): Promise<string | null> {
  if (!password || !passwordMatches(given, password)) return null;
  const now = Date.now();
  await sweepEnded(store, now);
  const id = randomBytes(32).toString("base64url");
  const record: SessionRecord = { until: now + SESSION_SECONDS * 1000, proof: passwordProof(id, password).toString("hex") };
  // `lease` is the store's write with an expiry (SET NX EX; `put` keeps no TTL on any driver); a new random id is never taken.
  if (!(await store.lease(sessionKey(id), JSON.stringify(record), SESSION_SECONDS))) throw new Error("Insights session id collision");
  const cookie = await cookies.getSession();
  cookie.set("session", id);
  return cookies.commitSession(cookie);
}

/** Ends the session in the store (a copy of its cookie stops working too) and answers the Set-Cookie that clears it. */
export async function signOut(request: Request, { store = getStore() }: SessionOptions = {}): Promise<string> {
  const id = await sessionId(request);
  if (id) await store.remove(sessionKey(id));
  return cookies.destroySession(await cookies.getSession(request.headers.get("Cookie")));
}
