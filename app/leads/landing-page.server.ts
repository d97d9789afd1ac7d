import type { ActionFunctionArgs } from "@remix-run/node";
import { loadContent } from "~/sanity/load-page.server";
import { LANDING_PAGE_FORMS_QUERY } from "~/sanity/queries";
import { demoCallAction } from "./demo-call.server";
import { demoSignupAction } from "./demo-signup.server";
import { PRIVATE_HEADERS } from "./pipeline.server";
import { reportDownloadAction } from "./report-access.server";
import { FORM_INTENT_FIELD, REPORT_FIELD } from "./schemas";

/** Which block shows each form: the demo-call form is also in the closing banner's dialog. */
const FORM_BLOCKS = {
  "demo-call": ["demoCallBlock", "bannerBlock"],
  "demo-signup": ["demoSignupBlock"],
  "report-download": ["reportDownloadBlock"],
} as const;

const refuse = (status: number) => new Response(null, { status, headers: PRIVATE_HEADERS });

/**
 * A landing page's action: the post goes to the flow of the form it names (its intent field), when the page shows
 * that form; a report form's post to the report its block names. The flows validate and answer as on the fixed pages.
 * A page that does not show the form answers 404, a post naming no form 400.
 */
export async function landingPageAction(args: ActionFunctionArgs) {
  const { request, params } = args;
  // The flows read the body themselves (size-limited); the server already refused a body over its limit.
  const posted = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  const intent = posted.get(FORM_INTENT_FIELD);
  if (intent !== "demo-call" && intent !== "demo-signup" && intent !== "report-download") return refuse(400);
  const { content } = await loadContent(request, LANDING_PAGE_FORMS_QUERY, { slug: params["*"] ?? "" }, (page) => page !== null);
  const blocks = (content?.forms ?? []).filter((block) => (FORM_BLOCKS[intent] as readonly string[]).includes(block._type));
  if (blocks.length === 0) return refuse(404);
  if (intent === "demo-call") return demoCallAction(args);
  if (intent === "demo-signup") return demoSignupAction(args);
  const report = posted.get(REPORT_FIELD);
  const block = blocks.find((candidate) => candidate.reportSlug === report);
  if (!block?.reportSlug) return refuse(400);
  return reportDownloadAction({ ...args, params: { slug: block.reportSlug } });
}
