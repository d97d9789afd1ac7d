// Lead attribution: where a visitor came from, kept in one first-party cookie (`tv_attribution`) that holds
// nothing else. The server writes it on page visits that carry UTM parameters or come from another site (first
// touch written once, last touch updated); the lead pipeline reads it and stores it with every lead. The server
// reaches this module only through the build's entry exports (`site.visitAttribution`), so one copy of it runs.
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { createCookie, type Cookie } from "@remix-run/node";
import type { PageVisit } from "../../shared/site-entry.ts";

export const ATTRIBUTION_COOKIE = "tv_attribution";
/** 90 days from the last touch; a touch older than that is forgotten on read too. */
export const ATTRIBUTION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** A Cookie header longer than this is not read for attribution (the largest valid cookie is about 2.2 KB). */
export const MAX_COOKIE_HEADER_CHARS = 8192;

/** Longest kept value per field; longer values are cut when written and refused when read. */
const LIMITS = { utm: 100, host: 253, path: 200 };
const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Field names in the cookie (short: it travels with every request) and in the lead record. */
const SHORT = {
  utm_source: "s",
  utm_medium: "m",
  utm_campaign: "c",
  utm_term: "t",
  utm_content: "n",
  referrer_host: "r",
  landing_path: "p",
  date: "d",
} as const satisfies Record<keyof AttributionTouch, string>;
/** The touch fields in their order: the lead export's columns and the mailing contact's properties. */
export const ATTRIBUTION_TOUCH_FIELDS = Object.keys(SHORT) as (keyof AttributionTouch)[];
const LONG = Object.fromEntries(Object.entries(SHORT).map(([long, short]) => [short, long])) as Record<
  string,
  keyof AttributionTouch | undefined
>;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;
// Printable characters only: no control characters, line or paragraph separators, or bidirectional controls (marks,
// embeddings, overrides, isolates), which could reorder or hide what a sales email shows.
const CONTROL = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const CONTROLS = new RegExp(CONTROL.source, "gu");

/** One visit that brought the visitor. */
export interface AttributionTouch {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  /** The host of another site that linked here (never its path). */
  referrer_host?: string;
  landing_path: string;
  /** YYYY-MM-DD (UTC). */
  date: string;
}

/** What a lead records of where its visitor came from. */
export interface LeadAttribution {
  first_touch: AttributionTouch;
  last_touch: AttributionTouch;
}

const clean = (value: string, limit: number) => value.replace(CONTROLS, "").trim().slice(0, limit);
const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * The touch a page visit makes, or null when it has neither UTM parameters nor a referrer from another site
 * (direct visits and clicks inside the site leave the attribution as it is).
 */
export function touchFromVisit({
  url,
  referrer,
  ownHosts,
}: {
  url: URL;
  referrer?: string | null;
  ownHosts: string[];
}): AttributionTouch | null {
  const touch: Partial<AttributionTouch> = {};
  for (const field of UTM_FIELDS) {
    const value = clean(url.searchParams.get(field) ?? "", LIMITS.utm);
    if (value) touch[field] = value;
  }
  const referrerHost = externalHost(referrer, ownHosts);
  if (referrerHost) touch.referrer_host = referrerHost;
  if (Object.keys(touch).length === 0) return null;
  return { ...touch, landing_path: clean(decodePath(url.pathname), LIMITS.path) || "/", date: new Date().toISOString().slice(0, 10) };
}

/** The referrer's host when it is another site (never the path or query: only where the visitor came from). */
function externalHost(referrer: string | null | undefined, ownHosts: string[]): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    const parsed = new URL(referrer);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
    host = parsed.host.toLowerCase();
  } catch {
    return undefined;
  }
  if (!host || host.length > LIMITS.host || !HOST.test(host)) return undefined;
  return ownHosts.some((own) => bare(own) === bare(host)) ? undefined : host;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The attribution after a touch: the first touch is kept once written, the last is always the newest.
 */
export function withTouch(current: LeadAttribution | null, touch: AttributionTouch): LeadAttribution {
  return { first_touch: current?.first_touch ?? touch, last_touch: touch };
}

type ShortTouch = Record<string, string>;

/**
 * The signed cookie (Remix's `createCookie`: the value as base64 JSON, signed with HMAC-SHA256 by the first secret and
 * accepted with any of them, so secrets rotate as `new,old`). httpOnly, SameSite=Lax, 90 days; Secure on https sites.
 */
export function attributionCookie(secrets: string[], secure = false): Cookie {
  return createCookie(ATTRIBUTION_COOKIE, {
    secrets,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: ATTRIBUTION_MAX_AGE_SECONDS,
    secure,
  });
}

/** The Set-Cookie header for these touches, with short field names (the cookie travels with every request). */
export async function serializeAttribution(attribution: LeadAttribution, secrets: string[], secure = false): Promise<string> {
  const short = (touch: AttributionTouch): ShortTouch =>
    Object.fromEntries(Object.entries(touch).map(([key, value]) => [SHORT[key as keyof AttributionTouch], value]));
  return attributionCookie(secrets, secure).serialize({ f: short(attribution.first_touch), l: short(attribution.last_touch) });
}

/**
 * The attribution in a Cookie header: null when there is none, it is too long, not signed with one of `secrets`,
 * malformed, or holds anything but touches. A touch older than the cookie's lifetime is dropped (a first touch
 * that expired gives way to the last).
 */
export async function readAttribution(cookieHeader: string | undefined | null, secrets: string[]): Promise<LeadAttribution | null> {
  if (!cookieHeader || cookieHeader.length > MAX_COOKIE_HEADER_CHARS) return null;
  const parsed: unknown = await attributionCookie(secrets).parse(cookieHeader);
  if (!parsed || typeof parsed !== "object") return null;
  const { f, l } = parsed as { f?: unknown; l?: unknown };
  const oldest = new Date(Date.now() - ATTRIBUTION_MAX_AGE_SECONDS * 1000).toISOString().slice(0, 10);
  const first = readTouch(f, oldest);
  const last = readTouch(l, oldest);
  if (!last) return null;
  return { first_touch: first ?? last, last_touch: last };
}

/** A touch from the cookie, or null when any field is unknown, not a string, too long or out of shape. */
function readTouch(short: unknown, oldest: string): AttributionTouch | null {
  if (!short || typeof short !== "object" || Array.isArray(short)) return null;
  const touch: Partial<Record<keyof AttributionTouch, string>> = {};
  for (const [key, value] of Object.entries(short)) {
    const field = LONG[key];
    if (!field || typeof value !== "string" || CONTROL.test(value)) return null;
    const limit = field === "referrer_host" ? LIMITS.host : field === "landing_path" ? LIMITS.path : LIMITS.utm;
    if (value.length === 0 || value.length > limit) return null;
    touch[field] = value;
  }
  const { landing_path, date } = touch;
  if (!landing_path?.startsWith("/") || !date || !DATE.test(date) || date < oldest) return null;
  if (touch.referrer_host !== undefined && !HOST.test(touch.referrer_host)) return null;
  return { ...touch, landing_path, date };
}

/** Signs the cookie when SESSION_SECRET is not set: random, so such cookies last as long as the process. */
const fallbackSecret = randomBytes(32).toString("hex");

/**
 * The secrets the cookie is signed with: SESSION_SECRET's (comma-separated, the first signs, all verify), else a
 * random one per process.
 */
export function attributionSecrets(sessionSecret: string | undefined): string[] {
  const configured = (sessionSecret ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  return configured.length ? configured.map((secret) => `attribution:${secret}`) : [fallbackSecret];
}

/** A browser asking not to be tracked (Do Not Track, Global Privacy Control): the privacy policy promises it is not. */
export const optedOut = (headers: IncomingHttpHeaders): boolean => headers["dnt"] === "1" || headers["sec-gpc"] === "1";

/**
 * What the server's attribution middleware (server/attribution.ts) asks on each page visit: the `tv_attribution`
 * Set-Cookie header it brings (UTM parameters or a referrer from another site), or null (a direct or internal visit,
 * or a browser that asks not to be tracked). httpOnly, SameSite=Lax, 90 days; Secure on an https site.
 */
export function attributionForVisits({
  secrets,
  siteUrl,
}: {
  secrets: () => string[];
  siteUrl: string;
}): (visit: PageVisit) => Promise<string | null> {
  const siteHost = new URL(siteUrl).host;
  const secure = siteUrl.startsWith("https:");
  return async ({ url, headers }) => {
    if (optedOut(headers)) return null;
    const touch = touchFromVisit({ url, referrer: headers.referer, ownHosts: [siteHost, headers.host ?? ""] });
    if (!touch) return null;
    const keys = secrets();
    return serializeAttribution(withTouch(await readAttribution(headers.cookie, keys), touch), keys, secure);
  };
}
