/**
 * Slugs of the pages at the site's root (`/<slug>`: landing pages and legal pages): the rules the Studio's
 * validation, the seed validator and the server apply. A slug is one lowercase path segment, not one the site's
 * own routes answer, and not taken by another root page of its language or by a redirect. Imports only files
 * without imports, so the Studio can import this file as it is.
 */
import { pageRoutes, type PageType } from "./paths";
import { RESERVED_PATHS, RESERVED_PREFIXES } from "./redirects";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../utils/language";

/** The page types whose address is the bare slug (`/:slug`); they share one set of addresses. */
export const rootPageTypes = (Object.keys(pageRoutes) as PageType[]).filter((type) => pageRoutes[type] === "/:slug");

/** Lowercase letters and digits in words joined by single hyphens: `emergency-plumbing-calls`. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_LENGTH = 96;

/** Whether `slug` can be a root page's address at all (the server answers nothing else at `/<slug>`). */
export function isRootSlug(slug: string): boolean {
  return slug.length <= MAX_LENGTH && SLUG.test(slug);
}

/** The first path segment of a route or reserved path: "/trades/:slug" gives "trades", "/robots.txt" "robots.txt". */
const firstSegment = (path: string) => path.split("/")[1] ?? "";

/**
 * Addresses the site answers itself: the first segment of every other page route (`demo`, `trades`, `compare`...),
 * of the paths the server keeps for files and machines (`api`, `media`, `sitemap.xml`, `healthz`...), the language
 * prefixes, and the blog's address.
 */
export const reservedSlugs: ReadonlySet<string> = new Set(
  [
    ...Object.values(pageRoutes).filter((route) => !route.startsWith("/:")),
    ...RESERVED_PREFIXES,
    ...RESERVED_PATHS,
    ...LANGUAGES.map((language) => `/${language}`),
    "/blog",
  ]
    .map(firstSegment)
    .filter(Boolean),
);

/** Why `slug` cannot be a root page's slug whatever the other pages (its characters, or a reserved address). */
export function slugProblem(slug: string): string | undefined {
  if (!isRootSlug(slug)) {
    return slug.length > MAX_LENGTH
      ? `At most ${MAX_LENGTH} characters.`
      : "Use lowercase letters a-z, digits and single hyphens between words (no spaces, accents, / or - at the ends).";
  }
  if (reservedSlugs.has(slug)) return `/${slug} is an address the site itself uses: pick another slug.`;
  return undefined;
}

/** A root page as the conflict check sees it (drafts and published alike carry their published id). */
export interface RootPage {
  id: string;
  type: string;
  slug: string | null;
  language: string | null;
}

/** The address of a root page in its language: `/es/<slug>` in Spanish. */
export function rootPagePath(slug: string, language: string | null): string {
  return !language || language === DEFAULT_LANGUAGE ? `/${slug}` : `/${language}/${slug}`;
}

/**
 * Why `page` cannot have `slug` given the other root pages and the redirects' from-paths: another root page of the
 * same language has it (a legal page and a landing page alike), or a redirect starts at its address.
 */
export function slugConflict(slug: string, page: Omit<RootPage, "slug">, others: readonly RootPage[], redirectPaths: readonly string[]) {
  const language = page.language ?? DEFAULT_LANGUAGE;
  const taken = others.find((other) => other.id !== page.id && other.slug === slug && (other.language ?? DEFAULT_LANGUAGE) === language);
  if (taken) return `Another page in this language already lives at /${slug} (${taken.id}).`;
  const path = rootPagePath(slug, language);
  if (redirectPaths.includes(path)) return `A redirect starts at ${path}: delete it first, or pick another slug.`;
  return undefined;
}
