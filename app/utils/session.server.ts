import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type SessionData } from "@remix-run/node";
import { env } from "~/utils/env.server";
import { logEvent } from "../../shared/log.ts";

/**
 * Signed cookie sessions (the whole session lives in the cookie, signed with SESSION_SECRET). Without a
 * secret, a random one per process keeps a fresh clone working: sessions then end when the server restarts.
 */
let fallbackSecret: string | undefined;
function sessionSecrets(): string[] {
  if (env.SESSION_SECRET) return env.SESSION_SECRET.split(",").map((secret) => secret.trim());
  if (!fallbackSecret) {
    fallbackSecret = randomBytes(32).toString("hex");
    logEvent({ level: "warn", event: "session.random-secret", problem: "SESSION_SECRET is not set: sessions end on restart" });
  }
  return [fallbackSecret];
}

/**
 * A signed, httpOnly cookie session, Secure whenever the site is served over https; SameSite=Lax unless `sameSite`
 * says otherwise (Strict for a cookie no link from another site should carry).
 */
export function createSignedSessionStorage<Data = SessionData, FlashData = Data>(
  name: string,
  maxAgeSeconds?: number,
  sameSite: "lax" | "strict" = "lax",
) {
  return createCookieSessionStorage<Data, FlashData>({
    cookie: {
      name,
      httpOnly: true,
      sameSite,
      path: "/",
      secure: env.SITE_URL.startsWith("https:"),
      secrets: sessionSecrets(),
      ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
    },
  });
}
