/**
 * Redirect documents (`redirect` in the Studio): the rules both the Studio's validation and the server apply.
 * A redirect answers only a path no page answers (the server looks it up where it would answer 404), follows a
 * chain of redirects a few hops at most and never a loop. Imports only files without imports, so the Studio
 * can import this file as it is.
 */
import { blogFeedPath, extraRoutes, fillRoute, pageRoutes, type PageType } from "./paths";
import { DEFAULT_LANGUAGE, unlocalizedPath } from "../utils/language";

export interface Redirect {
  from: string;
  to: string;
  permanent: boolean;
}

/** Prefixes the server answers whatever the content (files, machines, the Studio): a redirect there would never answer. */
export const RESERVED_PREFIXES = ["/api", "/assets", "/media", "/voice-samples", "/social-cards", "/studio", "/build"];
/** Single addresses the server answers itself. */
export const RESERVED_PATHS = ["/robots.txt", "/sitemap.xml", "/favicon.svg", "/favicon.ico", "/healthz", "/readyz", "/insights"];

/** The blog's feed and its further list pages (`/blog/page/2`, `/blog/category/revenue/page/2`), in every language. */
const isBlogListing = (bare: string) =>
  bare === blogFeedPath || new RegExp(`^${pageRoutes.blogPage}(/category/[^/]+)?/page/[^/]+$`).test(bare);

/** How many redirects in a row the server follows before it gives up (and answers 404). */
export const MAX_HOPS = 5;

/** Path segments of unreserved and sub-delimiter characters or %XX escapes: nothing a URL should not carry. */
const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;

/** Why `path` cannot be a redirect's "from", or undefined when it can. */
export function fromPathProblem(path: string): string | undefined {
  if (!path.startsWith("/")) return "Start with / (a path on this site, e.g. /plumbers).";
  if (/[?#]/.test(path)) return "Only the path: no ? or # part (the visitor's query string is kept on the way).";
  if (path === "/") return "The home page cannot be redirected.";
  if (path.endsWith("/")) return "No / at the end (/plumbers/ is answered as /plumbers).";
  const segments = path.slice(1).split("/");
  if (segments.some((segment) => !SEGMENT.test(segment) || segment === "." || segment === ".."))
    return "Use letters, digits and - _ . ~ only, one / between parts (spaces and accents as %20, %C3%B1...).";
  if (path.endsWith(".data")) return "Paths ending in .data belong to the site's own requests.";
  const reserved = RESERVED_PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (reserved || RESERVED_PATHS.includes(path)) return `${path} is answered by the site itself, not by pages.`;
  if (isBlogListing(unlocalizedPath(path))) return `${path} is the blog's feed or one of its list pages.`;
  return undefined;
}

/** Why `to` cannot be a redirect's target: it must be a path on this site or an https:// address (what the server serves). */
export function toProblem(to: string): string | undefined {
  if (to.startsWith("/") && /[\s<>"\\^`{|}]/.test(to)) return 'A path without spaces or < > " { } | \\ ^ `.';
  if ("problem" in redirectLocation(to)) return "A path on this site (/trades/plumbing) or a full address starting with https://.";
  return undefined;
}

/** Characters a `Location` path may carry as they are; anything else is percent-encoded (an existing %XX escape is kept). */
const UNSAFE_IN_PATH = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]/gu;
/** C0 controls, DEL and C1 controls: a browser drops some (a tab or a line break inside `/\t/evil`) and headers refuse others. */
const CONTROL = /\p{Cc}/u;

/**
 * The `Location` a stored target may be served as, or why not. The Studio checks targets (toProblem), but content
 * written through the API or an import is not: only a path on this site (one leading /, never `//` or `/\`, which
 * browsers read as another host) or an https:// address is served, percent-encoded (`/es/señal` is `/es/se%C3%B1al`).
 */
export function redirectLocation(to: string): { location: string } | { problem: string } {
  if (CONTROL.test(to)) return { problem: "control character" };
  if (to.startsWith("/")) {
    if (to[1] === "/" || to[1] === "\\") return { problem: "another host (// or /\\)" };
    try {
      return { location: to.replace(UNSAFE_IN_PATH, (character) => encodeURIComponent(character)) };
    } catch {
      return { problem: "not UTF-8 text" };
    }
  }
  if (!/^https:\/\//i.test(to) || /\s/.test(to)) return { problem: "neither a site path nor an https:// address" };
  try {
    // The parsed address, written out again: the browser goes where this check looked.
    return { location: new URL(to).href };
  } catch {
    return { problem: "not a valid https:// address" };
  }
}

/** The path part of a site path (no query, no fragment), without a trailing slash; undefined for an absolute URL. */
export function sitePathOf(to: string): string | undefined {
  if (!to.startsWith("/") || to.startsWith("//")) return undefined;
  const path = to.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** A published page: its type and slug (any language: an untranslated page shows its English version). */
export interface PageAddress {
  type: string;
  slug: string | null;
}

const routePattern = (route: string) => new RegExp(`^${route.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(":slug", "([^/]+)")}$`);

/** A path segment unescaped (`%C3%B1` is ñ), or as it is when its escapes are not UTF-8. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a page answers `path` (in any language): a page without slug (home, demo), or a document's slug. */
export function isLivePage(path: string, pages: PageAddress[]): boolean {
  const bare = unlocalizedPath(path);
  return (Object.keys(pageRoutes) as PageType[]).some((type) =>
    [pageRoutes[type], ...Object.values(extraRoutes[type] ?? {})].some((route) => {
      if (!route.includes(":slug")) return route === bare;
      const match = routePattern(route).exec(bare);
      return match !== null && pages.some((page) => page.type === type && page.slug === decoded(match[1]));
    }),
  );
}

/** Where a visitor to `path` ends up: the last target of the chain, permanent only when every hop is. */
export type Resolution = { to: string; permanent: boolean; hops: number } | { loop: string[] };

/**
 * Follows the redirects from `path`: undefined when none starts there, `{ loop }` (the paths visited) when the chain
 * comes back to a path it passed or is longer than MAX_HOPS.
 */
export function resolveRedirect(path: string, redirects: ReadonlyMap<string, Redirect>): Resolution | undefined {
  let current = redirects.get(path);
  if (!current) return undefined;
  const visited = [path];
  let permanent = current.permanent;
  for (;;) {
    const next = sitePathOf(current.to);
    const nextRedirect = next === undefined ? undefined : redirects.get(next);
    if (!nextRedirect || next === undefined) return { to: current.to, permanent, hops: visited.length };
    if (visited.includes(next) || visited.length >= MAX_HOPS) return { loop: [...visited, next] };
    visited.push(next);
    permanent &&= nextRedirect.permanent;
    current = nextRedirect;
  }
}

/** Redirects by their "from" path (the first of duplicates wins, as the Studio refuses duplicates). */
export function redirectMap(redirects: readonly Redirect[]): Map<string, Redirect> {
  const map = new Map<string, Redirect>();
  for (const redirect of redirects) if (!map.has(redirect.from)) map.set(redirect.from, redirect);
  return map;
}

/** Why `redirect` cannot join `others` (the other redirects): it points at itself or closes a loop. */
export function chainProblem(redirect: Redirect, others: readonly Redirect[]): string | undefined {
  if (sitePathOf(redirect.to) === redirect.from) return "This redirect points at its own path.";
  const resolution = resolveRedirect(redirect.from, redirectMap([redirect, ...others]));
  if (resolution && "loop" in resolution) {
    return resolution.loop.length > MAX_HOPS
      ? `Too many redirects in a row (${resolution.loop.join(" → ")}): point ${redirect.from} at the last address.`
      : `These redirects go round in a loop: ${resolution.loop.join(" → ")}.`;
  }
  return undefined;
}

/** The target with the visitor's query string added (before the target's fragment, after its own query). */
export function withQuery(to: string, search: string): string {
  const query = search.replace(/^\?/, "");
  if (!query) return to;
  const hashAt = to.indexOf("#");
  const [base, hash] = hashAt === -1 ? [to, ""] : [to.slice(0, hashAt), to.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}${query}${hash}`;
}

/** The path a page of `type` had in `language` with `slug`: `/es/trades/plumbing`. */
export function localizedPagePath(type: PageType, slug: string, language: string | undefined): string {
  const path = fillRoute(pageRoutes[type], slug);
  return language && language !== DEFAULT_LANGUAGE ? `/${language}${path === "/" ? "" : path}` : path;
}
