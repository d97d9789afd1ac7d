// Experiments: which variant a visitor sees is decided by a random id in one first-party cookie (`tv_exp`) that holds
// nothing else. The server reaches this module only through the build's entry exports (`site.experimentVisit`).
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import type { ExperimentVisit } from "../../shared/site-entry.ts";
import { optedOut } from "~/utils/attribution-cookie.server";

export const EXPERIMENT_COOKIE = "tv_exp";
/** 90 days from the visit that set it (renewed by no visit: an assignment lasts as long as an experiment runs). */
export const EXPERIMENT_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const VISITOR_ID = /(?:^|;\s*)tv_exp=([0-9a-f-]{36})(?=;|$)/;

/** The visitor id in a Cookie header, or null (none, or not one the server wrote). */
export function experimentVisitorFromCookie(cookieHeader: string | null | undefined): string | null {
  return (cookieHeader && VISITOR_ID.exec(cookieHeader)?.[1]) || null;
}

/** Visitors who always see the control and are never counted: Global Privacy Control, Do Not Track, bots. */
export function experimentExcluded(headers: IncomingHttpHeaders): boolean {
  const userAgent = headers["user-agent"];
  return optedOut(headers) || !userAgent || isbot(userAgent);
}

function experimentCookie(visitorId: string, secure: boolean): string {
  return `${EXPERIMENT_COOKIE}=${visitorId}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * What the server's experiment middleware asks on a page visit (or its data request). A visitor without the cookie
 * gets a new id and, when the page has an experiment, the cookie; one excluded (`experimentExcluded`) gets none.
 */
export function experimentVisits({
  pageVariant,
  secure,
}: {
  pageVariant: (page: { path: string; visitorId: string | null }) => Promise<string>;
  secure: boolean;
}): (visit: { path: string; headers: IncomingHttpHeaders }) => Promise<ExperimentVisit> {
  return async ({ path, headers }) => {
    const excluded = experimentExcluded(headers);
    const known = excluded ? null : experimentVisitorFromCookie(headers.cookie);
    const visitorId = excluded ? null : (known ?? randomUUID());
    const variant = await pageVariant({ path, visitorId });
    const assigned = visitorId !== null && (known !== null || variant !== "");
    return {
      variant,
      visitorId: assigned ? visitorId : null,
      setCookie: assigned && !known ? experimentCookie(visitorId, secure) : null,
    };
  };
}
