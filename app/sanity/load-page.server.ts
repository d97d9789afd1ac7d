import { data } from "@remix-run/node";
import { cacheHeaders, PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { fetchContent } from "./client.server";
import type { PageData, PageQuery, Query, QueryResult } from "./content";
import { isPreview } from "./preview.server";

type QueryParams = Record<string, unknown>;

/** Runs a query over published content (sitemap, voice samples): no preview, typed by the query. */
export function fetchPublished<Q extends Query>(query: Q, params: QueryParams = {}): Promise<QueryResult<Q>> {
  return fetchContent<QueryResult<Q>>(query, params);
}

/** Runs a query for a request: drafts in a preview session, else published content. */
export async function loadContent<Q extends Query>(request: Request, query: Q, params: QueryParams = {}) {
  const preview = await isPreview(request);
  const content = await fetchContent<QueryResult<Q>>(query, params, preview ? "drafts" : "published");
  return { content, preview };
}

/**
 * A page loader's answer: the page query's result (drafts in a preview session), 404 when the page's document
 * does not exist, an error when another part is missing (a singleton such as the form copy: a broken dataset),
 * and its Cache-Control: public, or private for preview and for `personal` pages (the answer depends on the
 * visitor's cookie).
 */
export async function loadPage<Q extends PageQuery>(
  request: Request,
  query: Q,
  params: QueryParams = {},
  { personal = false }: { personal?: boolean } = {},
) {
  const { content, preview } = await loadContent(request, query, params);
  if (!content.page) throw new Response(null, { status: 404 });
  const missing = Object.keys(content).filter((part) => content[part as keyof typeof content] == null);
  if (missing.length > 0) throw new Error(`The dataset has no ${missing.join(", ")} for ${new URL(request.url).pathname}.`);
  const headers = personal ? { "Cache-Control": PRIVATE_CACHE_CONTROL } : cacheHeaders(preview);
  return data(content as PageData<Q>, { headers });
}
