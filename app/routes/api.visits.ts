import type { ActionFunctionArgs } from "@remix-run/node";
import { publishedPagePaths } from "~/insights/published-pages.server";
import { visitFromBeacon } from "~/insights/visit-request.server";
import { getVisitCounter } from "~/insights/visits.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";

const noStore = { "Cache-Control": PRIVATE_CACHE_CONTROL };

export const loader = () => new Response(null, { status: 405, headers: { ...noStore, Allow: "POST" } });

/**
 * The visit beacon (app/insights/visit-beacon.js): 204 whether or not the view is counted (a browser learns
 * nothing from it), 400 for a body that is not a beacon's. A failure to count is logged, never a 5xx.
 */
export async function action({ request }: ActionFunctionArgs) {
  const answer = (status: number) => new Response(null, { status, headers: noStore });
  try {
    const result = await visitFromBeacon(request, { pagePaths: publishedPagePaths });
    if ("refused" in result) return answer(result.refused === "malformed" ? 400 : 204);
    await getVisitCounter().count(result.visit);
  } catch (error) {
    // The content (page list) and the store and its spool all failed: the view is lost, the visitor unaffected.
    console.error(`[visits] a view could not be counted: ${error instanceof Error ? error.message : String(error)}`);
  }
  return answer(204);
}
