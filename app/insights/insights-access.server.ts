import { createHash, timingSafeEqual } from "node:crypto";
import { createSignedSessionStorage } from "~/utils/session.server";

/** How long a sign-in lasts: a working day. The expiry is kept in the signed value too, so an old cookie kept past it fails. */
const SESSION_SECONDS = 8 * 60 * 60;

interface InsightsSession {
  /** Epoch ms the session ends. */
  until: number;
}

// Strict: no link or form from another site ever carries it (the page needs no cross-site entry).
const sessions = createSignedSessionStorage<InsightsSession>("tv_insights", SESSION_SECONDS, "strict");

/**
 * Whether the Insights page may show its data: not configured (no team password in the environment: it refuses
 * everything), signed out (the sign-in form only) or signed in.
 */
export type InsightsAccess = "not-configured" | "signed-out" | "signed-in";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Whether `given` is `password`, in a time that says nothing of either: both are compared as SHA-256 digests of one length. */
export function passwordMatches(given: string, password: string): boolean {
  return timingSafeEqual(digest(given), digest(password));
}

export async function insightsAccess(request: Request, password: string | undefined, now = Date.now()): Promise<InsightsAccess> {
  if (!password) return "not-configured";
  const session = await sessions.getSession(request.headers.get("Cookie"));
  const until = session.get("until");
  return typeof until === "number" && until > now ? "signed-in" : "signed-out";
}

/** The Set-Cookie of a new session when `given` is the team password, else null (also when none is configured). */
export async function signIn(given: string, password: string | undefined, now = Date.now()): Promise<string | null> {
  if (!password || !passwordMatches(given, password)) return null;
  const session = await sessions.getSession();
  session.set("until", now + SESSION_SECONDS * 1000);
  return sessions.commitSession(session);
}

/** The Set-Cookie that ends the session. */
export async function signOut(request: Request): Promise<string> {
  return sessions.destroySession(await sessions.getSession(request.headers.get("Cookie")));
}
