import type { AppLoadContext } from "@remix-run/node";
import { experimentExcluded, experimentVisitorFromCookie } from "./visitor-cookie.server";
import { fetchContent } from "~/sanity/client.server";
import { pagePath } from "~/sanity/paths";
import { isPreview } from "~/sanity/preview.server";
import { EXPERIMENTS_QUERY } from "~/sanity/queries";
import type { EXPERIMENTS_QUERY_RESULT } from "~/sanity/types";
import { languageFromPath, unlocalizedPath } from "~/utils/language";
import { assignVariants, variantDimension, variantTexts, type Experiment } from "./assignment";
import { logEvent } from "../../shared/log.ts";

const toExperiment = ({ pages, variants, ...experiment }: EXPERIMENTS_QUERY_RESULT[number]): Experiment => ({
  ...experiment,
  pages: pages.map((page) => (page._type === "homePage" ? pagePath("homePage") : pagePath(page._type, page.slug))),
  variants: (variants ?? []).map(({ key, weight, text }) => ({ key, weight, text })),
});

/**
 * The published experiments (running or stopped); with `drafts`, the drafts perspective's, drafts included. None
 * when the content cannot be read: a page then shows its own text rather than fail for its experiment (the content
 * source has logged why).
 */
export async function loadExperiments({ drafts = false }: { drafts?: boolean } = {}): Promise<Experiment[]> {
  try {
    const found = await fetchContent<EXPERIMENTS_QUERY_RESULT>(EXPERIMENTS_QUERY, { drafts }, drafts ? "drafts" : "published");
    return found.map(toExperiment);
  } catch (error) {
    if (!(error instanceof Response))
      logEvent({ level: "error", event: "experiments.unread", error: error instanceof Error ? error.message : String(error) });
    return [];
  }
}

/**
 * The variant dimension (`home-hero-heading:b`, "" for none) of a page for a visitor (null: the control for
 * everyone): what the server's page cache keys its copies by (visitor-cookie.server.ts).
 */
export async function pageVariant({ path, visitorId }: { path: string; visitorId: string | null }): Promise<string> {
  return variantDimension(
    assignVariants({ experiments: await loadExperiments(), path: unlocalizedPath(path), visitorId, now: new Date() }),
  );
}

/**
 * The visitor a loader or action assigns variants to: the id the server's middleware read or gave (document requests),
 * else the `tv_exp` cookie's, and null for visitors who always see the control (GPC, DNT, bots, no cookie).
 */
function visitorOf(request: Request, context: AppLoadContext | undefined): string | null {
  if (context?.experimentVisitor !== undefined) return context.experimentVisitor;
  return experimentExcluded(Object.fromEntries(request.headers)) ? null : experimentVisitorFromCookie(request.headers.get("Cookie"));
}

/**
 * The experiments' texts a page shows this request (by field) and its variant dimension. A preview session may ask for
 * any variant with `?variant=<key>`; its views are never counted, so its dimension is "".
 */
export async function pageExperiments(request: Request, context: AppLoadContext | undefined) {
  const url = new URL(request.url);
  const preview = await isPreview(request);
  const assignments = assignVariants({
    experiments: await loadExperiments({ drafts: preview }),
    path: unlocalizedPath(url.pathname),
    visitorId: visitorOf(request, context),
    now: new Date(),
    previewVariant: preview ? (url.searchParams.get("variant") ?? undefined) : undefined,
  });
  return { texts: variantTexts(assignments, languageFromPath(url.pathname)), variant: preview ? "" : variantDimension(assignments) };
}

/**
 * The variant dimension a view of `path` counts under: the visitor's own assignment, from the `tv_exp` cookie in
 * `headers` (the control for visitors without one, GPC, DNT, bots), whatever a beacon claims it showed.
 */
export function assignedVariant(headers: Headers, path: string): Promise<string> {
  const visitorId = experimentExcluded(Object.fromEntries(headers)) ? null : experimentVisitorFromCookie(headers.get("Cookie"));
  return pageVariant({ path, visitorId });
}
