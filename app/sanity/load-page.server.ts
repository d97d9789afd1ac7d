import { data } from "@remix-run/node";
import { env } from "~/utils/env.server";
import { cacheHeaders, PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { DEFAULT_LANGUAGE, languageFromPath, type Language } from "~/utils/language";
import { fetchContent } from "./client.server";
import { socialImageUrl, type ImageSource } from "./image";
import type { PageData, PageQuery, Query, QueryResult } from "./content";
import { isPreview } from "./preview.server";
import { notFound } from "./redirects.server";

type QueryParams = Record<string, unknown>;

/** The language a request is in: its path's prefix (`/es/...`), English at the root paths. */
export function requestLanguage(request: Request): Language {
  return languageFromPath(new URL(request.url).pathname);
}

/** Runs a query over published content (sitemap, voice samples): no preview, typed by the query. */
export function fetchPublished<Q extends Query>(query: Q, params: QueryParams = {}): Promise<QueryResult<Q>> {
  return fetchContent<QueryResult<Q>>(query, params);
}

/**
 * Runs a query for a request in the request's language (`$language`): drafts in a preview session, else
 * published content. When `complete` says the answer lacks a translation, the English answer is used instead
 * and `translationMissing` says so (the page is then noindex and marked for editors).
 */
export async function loadContent<Q extends Query>(
  request: Request,
  query: Q,
  params: QueryParams = {},
  complete: (content: QueryResult<Q>) => boolean = () => true,
) {
  const preview = await isPreview(request);
  const perspective = preview ? "drafts" : "published";
  const language = requestLanguage(request);
  const content = await fetchContent<QueryResult<Q>>(query, { ...params, language }, perspective);
  if (language === DEFAULT_LANGUAGE || complete(content)) return { content, preview, translationMissing: false };
  const fallback = await fetchContent<QueryResult<Q>>(query, { ...params, language: DEFAULT_LANGUAGE }, perspective);
  return { content: complete(fallback) ? fallback : content, preview, translationMissing: complete(fallback) };
}

const missingParts = (content: object) => Object.keys(content).filter((part) => content[part as keyof typeof content] == null);

/**
 * A page loader's answer: the page query's result (drafts in a preview session), a redirect (redirects.server.ts)
 * or 404 when the page's document does not exist, an error when another part is missing (a singleton such as the form copy: a broken dataset),
 * and its Cache-Control: public, or private for preview and for `personal` pages (the answer depends on the
 * visitor's cookie). A page not translated yet shows its English version (`translationMissing`).
 */
export async function loadPage<Q extends PageQuery>(
  request: Request,
  query: Q,
  params: QueryParams = {},
  { personal = false }: { personal?: boolean } = {},
) {
  const { content, preview, translationMissing } = await loadContent(request, query, params, (answer) => missingParts(answer).length === 0);
  if (!content.page) return notFound(request);
  const missing = missingParts(content);
  if (missing.length > 0) throw new Error(`The dataset has no ${missing.join(", ")} for ${new URL(request.url).pathname}.`);
  const headers = personal ? { "Cache-Control": PRIVATE_CACHE_CONTROL } : cacheHeaders(preview);
  const seo = (content.page as { seo?: { image?: ImageSource } | null }).seo;
  return data({ ...(content as PageData<Q>), translationMissing, socialImage: socialImageUrl(seo?.image, env.SITE_URL) }, { headers });
}
