import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireReportAccess } from "~/leads/report-access.server";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { loadPage } from "~/sanity/load-page.server";
import { RichText } from "~/sanity/portable-text";
import { REPORT_CONTENT_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/components/layout/page-meta";

export { routeHeaders as headers } from "~/utils/http.server";

/** The report body: only after the access check, and only in this loader's data (never in a JS asset). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireReportAccess(request, params.slug ?? "");
  return loadPage(request, REPORT_CONTENT_QUERY, params, { personal: true });
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  data
    ? [
        ...routeMeta({ matches, location, seo: data.page.seo, fallbackTitle: data.page.title, type: "article" }),
        // Gated: search engines only ever see the download page.
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function ReportContentPage() {
  const { content } = useLoaderData<typeof loader>().page;
  return (
    <article className="section">
      <div className="container-page max-w-3xl">
        <h1 className="heading-1">{content.heading}</h1>
        <p className="lead mt-4">{content.intro}</p>
        <RichText value={content.body} className="mt-10" />
      </div>
    </article>
  );
}
