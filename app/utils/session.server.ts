import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type SessionData } from "@remix-run/node";
import { env } from "~/utils/env.server";

/**
 * Signed cookie sessions (the whole session lives in the cookie, signed with SESSION_SECRET). Without a
 * secret, a random one per process keeps a fresh clone working: sessions then end when the server restarts.
 */
let fallbackSecret: string | undefined;
function sessionSecrets(): string[] {
  if (env.SESSION_SECRET) return env.SESSION_SECRET.split(",").map((secret) => secret.trim());
  if (!fallbackSecret) {
    fallbackSecret = randomBytes(32).toString("hex");
    console.warn("[session] SESSION_SECRET is not set: using a random secret, sessions end on restart.");
  }
  return [fallbackSecret];
}

/** A signed, httpOnly, SameSite=Lax cookie session, Secure whenever the site is served over https. */
export function createSignedSessionStorage<Data = SessionData, FlashData = Data>(name: string, maxAgeSeconds?: number) {
  return createCookieSessionStorage<Data, FlashData>({
    cookie: {
      name,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.SITE_URL.startsWith("https:"),
      secrets: sessionSecrets(),
      ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
    },
  });
}
