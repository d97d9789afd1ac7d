import { timingSafeEqual } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { createClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { safeRedirect } from "remix-utils/safe-redirect";
import { isSafeContentHref, isSitePath } from "~/utils/content-link";
import { env } from "~/utils/env.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { createSignedSessionStorage } from "~/utils/session.server";
import { hostedClientConfig } from "./sources.server";
import { logEvent } from "../../shared/log.ts";

/** A working day: long enough for an editing session in the Studio, short enough that a leaked cookie expires. */
export const PREVIEW_SESSION_SECONDS = 8 * 60 * 60;

type PreviewSessionData = { previewUntil: number };

const previewStorage = createSignedSessionStorage<PreviewSessionData>("tv_preview", PREVIEW_SESSION_SECONDS);

/**
 * The Studio frames the site from another site (e.g. *.sanity.studio), where browsers only send SameSite=None
 * cookies, and those must be Secure; Partitioned keeps them working where third-party cookies are blocked (the
 * session then belongs to the Studio tab that opened it). Over plain http (local runs) Secure cookies are
 * dropped, and the site and a local Studio are the same site anyway, so the storage's Lax default stays.
 */
function cookieAttributes() {
  return env.SITE_URL.startsWith("https:") ? ({ sameSite: "none", secure: true, partitioned: true } as const) : {};
}

const previewByRequest = new WeakMap<Pick<Request, "headers">, Promise<boolean>>();

async function readPreviewSession(request: Pick<Request, "headers">): Promise<boolean> {
  const session = await previewStorage.getSession(request.headers.get("Cookie"));
  const until = session.get("previewUntil");
  // The signature proves we issued the cookie; the stored deadline stops a copied cookie outliving its Max-Age.
  return typeof until === "number" && until > Date.now();
}

/**
 * Whether this request belongs to an open preview session (drafts perspective, no caching). Loaders ask
 * several times per request, so the answer is kept per Request.
 */
export function isPreview(request: Pick<Request, "headers">): Promise<boolean> {
  let answer = previewByRequest.get(request);
  if (!answer) {
    answer = readPreviewSession(request);
    previewByRequest.set(request, answer);
  }
  return answer;
}

/**
 * A path on this site to send the browser to, or `fallback`. remix-utils refuses absolute, protocol-relative and
 * `..` targets; the content-link rule refuses what a browser could read as another host (backslashes, control
 * characters, also percent-encoded, `/.//evil.com`). What passes goes out percent-encoded: a Location header
 * carries ASCII only, and `/es/señal` raw made the response fail (500).
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (!isSafeContentHref(target) || !isSitePath(target) || safeRedirect(target, fallback) !== target) return fallback;
  const url = new URL(target, "http://site.invalid");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The origins allowed to frame preview pages: the Studio's, when SANITY_STUDIO_URL is set. */
export function studioOrigins(): string[] {
  if (!env.SANITY_STUDIO_URL) return [];
  try {
    return [new URL(env.SANITY_STUDIO_URL).origin];
  } catch {
    logEvent({ level: "error", event: "preview.misconfigured", problem: "SANITY_STUDIO_URL is not a URL", value: env.SANITY_STUDIO_URL });
    return [];
  }
}

function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type PreviewCheck = { ok: true; redirectTo: string } | { ok: false; status: 401 | 503; message: string };

/**
 * Checks a request to open preview. Against hosted Sanity the Presentation tool's one-hour secret is looked up
 * with the read token (`@sanity/preview-url-secret`); against the local dataset `?secret=` must equal PREVIEW_SECRET.
 */
export async function checkPreviewRequest(request: Request): Promise<PreviewCheck> {
  if (env.SANITY_PROJECT_ID) {
    if (!env.SANITY_READ_TOKEN) {
      logEvent({
        level: "error",
        event: "preview.misconfigured",
        problem: "SANITY_READ_TOKEN is not set: preview cannot check the Studio's secret or read drafts",
      });
      return { ok: false, status: 503, message: "Preview is not configured." };
    }
    const client = createClient({ ...hostedClientConfig(env.SANITY_PROJECT_ID), useCdn: false, token: env.SANITY_READ_TOKEN });
    let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
    try {
      // `true` skips `cache: "no-store"` (meant for Next.js): with it the client takes its fetch() path, which has no
      // timeout, and a hanging Sanity would hold the request forever.
      result = await validatePreviewUrl(client, request.url, true);
    } catch (error) {
      logEvent({ level: "error", event: "preview.secret-unchecked", error: error instanceof Error ? error.message : String(error) });
      return { ok: false, status: 503, message: "Preview is unavailable right now." };
    }
    if (!result.isValid) return { ok: false, status: 401, message: "Invalid preview secret." };
    return { ok: true, redirectTo: safeRedirectPath(result.redirectTo) };
  }

  if (!env.PREVIEW_SECRET) {
    logEvent({ level: "error", event: "preview.misconfigured", problem: "PREVIEW_SECRET is not set: preview of the local dataset is off" });
    return { ok: false, status: 503, message: "Preview is not configured." };
  }
  const url = new URL(request.url);
  const secret = url.searchParams.get("secret") ?? "";
  if (!secretsMatch(secret, env.PREVIEW_SECRET)) return { ok: false, status: 401, message: "Invalid preview secret." };
  return { ok: true, redirectTo: safeRedirectPath(url.searchParams.get("redirect")) };
}

const noStore = { "Cache-Control": PRIVATE_CACHE_CONTROL };

/** Headers that open a preview session for PREVIEW_SESSION_SECONDS. */
export async function startPreviewSession(): Promise<Headers> {
  const session = await previewStorage.getSession();
  session.set("previewUntil", Date.now() + PREVIEW_SESSION_SECONDS * 1000);
  return new Headers({ ...noStore, "Set-Cookie": await previewStorage.commitSession(session, cookieAttributes()) });
}

/** Headers that end the preview session of this request. */
export async function endPreviewSession(request: Request): Promise<Headers> {
  const session = await previewStorage.getSession(request.headers.get("Cookie"));
  return new Headers({ ...noStore, "Set-Cookie": await previewStorage.destroySession(session, cookieAttributes()) });
}

/** Lets the Studio frame this preview response (CSP frame-ancestors); every other response keeps 'none'. */
export function allowStudioFraming(context: AppLoadContext) {
  const origins = studioOrigins();
  if (origins.length > 0) context.allowFraming?.(origins);
}
