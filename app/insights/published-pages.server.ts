import type { QueryResult } from "~/sanity/content";
import { fetchPublished } from "~/sanity/load-page.server";
import { extraRoutes, fillRoute, isPageType, pageRoutes } from "~/sanity/paths";
import { SITEMAP_QUERY } from "~/sanity/queries";

type PublishedPages = QueryResult<typeof SITEMAP_QUERY>;

/**
 * The paths (without a language prefix) of every published page: each page document's address and its further
 * ones (paths.ts), noindex pages included. A page exists in every language (an untranslated one shows its English
 * copy), so one set serves all.
 */
export function pagePaths(pages: readonly { _type: string; slug: string | null }[]): Set<string> {
  const paths = new Set<string>();
  for (const page of pages) {
    if (!isPageType(page._type)) continue;
    for (const route of [pageRoutes[page._type], ...Object.values(extraRoutes[page._type] ?? {})]) {
      paths.add(fillRoute(route, page.slug ?? undefined));
    }
  }
  return paths;
}

// The query's answer is cached per content revision and frozen, so its identity says when to build the set again.
const setsByAnswer = new WeakMap<PublishedPages, Set<string>>();

/** The published page paths of the current content revision (the sitemap's query, noindex pages kept). */
export async function publishedPagePaths(): Promise<Set<string>> {
  const pages = await fetchPublished(SITEMAP_QUERY, { types: Object.keys(pageRoutes) });
  let paths = setsByAnswer.get(pages);
  if (!paths) setsByAnswer.set(pages, (paths = pagePaths(pages)));
  return paths;
}
