import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeferredReportDownloadForm } from "~/components/forms/deferred-forms";
import { ContentImage } from "~/components/ui/content-image";
import { redirectIfReportAccess } from "~/leads/report-access.server";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { withInlineImage } from "~/sanity/inline-image.server";
import { loadPage } from "~/sanity/load-page.server";
import { REPORT_PAGE_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/components/layout/page-meta";

export { routeHeaders as headers } from "~/utils/http.server";
export { reportDownloadAction as action } from "~/leads/report-access.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Personal: a visitor who already has access is sent on to the report, so the answer is never shared.
  const answer = await loadPage(request, REPORT_PAGE_QUERY, params, { personal: true });
  await redirectIfReportAccess(request, params.slug ?? "", answer.data.page.reportName);
  return withInlineImage(answer, "gate");
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  routeMeta({ matches, location, seo: data?.page.seo, fallbackTitle: data?.page.title });

export default function ReportGatePage() {
  const { page, messages } = useLoaderData<typeof loader>();
  const { gate } = page;
  return (
    <section className="section">
      <div className="container-page grid items-start gap-12 lg:grid-cols-2">
        <div>
          {gate.eyebrow && <p className="eyebrow">{gate.eyebrow}</p>}
          <h1 className="heading-1 mt-3">{gate.heading}</h1>
          <p className="lead mt-4">{gate.subheading}</p>
          {gate.highlights?.length ? (
            <ul className="mt-6 list-disc space-y-2 pl-6 text-ink-soft">
              {gate.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          ) : null}
          {gate.image?.asset && (
            <ContentImage
              image={gate.image}
              width={560}
              sizes="(min-width: 1024px) 40vw, 90vw"
              priority
              className="mt-8 w-full max-w-md rounded-[var(--radius-card)]"
            />
          )}
        </div>
        <div className="card">
          <DeferredReportDownloadForm copy={page.form} messages={messages} />
        </div>
      </div>
    </section>
  );
}
