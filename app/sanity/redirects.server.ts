import { redirect } from "@remix-run/node";
import { defineQuery } from "groq";
import { PUBLIC_CACHE_CONTROL } from "~/utils/http.server";
import { logEvent } from "../../shared/log.ts";
import { fetchContent } from "./client.server";
import type { QueryResult } from "./content";
import { redirectLocation, redirectMap, resolveRedirect, withQuery } from "./redirects";

/** Every published redirect; cached and refreshed on publish like any other published query. */
export const REDIRECTS_QUERY = defineQuery(
  `*[_type == "redirect" && defined(from) && defined(to)]{ from, to, "permanent": coalesce(permanent, false) }`,
);

/**
 * The redirect answering a request no page answers, or undefined. The visitor's query string is kept (not Remix's
 * own `_routes`); a chain is followed to its end in one answer; a loop, or a target that is neither a site path nor
 * an https:// address (content written past the Studio), answers 404 and is logged.
 * 301/302: redirects answer only GET and HEAD (a post to a path without a page is a 405 before any loader), and browsers
 * keep a 301 without Cache-Control for good: it gets the pages' Cache-Control, so an undone redirect stops within minutes.
 */
export async function redirectFor(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const redirects = await fetchContent<QueryResult<typeof REDIRECTS_QUERY>>(REDIRECTS_QUERY);
  const resolution = resolveRedirect(path, redirectMap(redirects));
  if (!resolution) return undefined;
  if ("loop" in resolution) {
    logEvent({ level: "warn", event: "redirect-loop", path, loop: resolution.loop.join(" -> ") });
    return undefined;
  }
  const target = redirectLocation(resolution.to);
  if ("problem" in target) {
    logEvent({ level: "warn", event: "redirect-refused", path, problem: target.problem });
    return undefined;
  }
  url.searchParams.delete("_routes");
  return redirect(withQuery(target.location, url.search), {
    status: resolution.permanent ? 301 : 302,
    headers: { "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}

/** What a loader throws when no page answers the request: a redirect if one starts at its path, else a 404. */
export async function notFound(request: Request): Promise<never> {
  throw (await redirectFor(request)) ?? new Response(null, { status: 404 });
}
