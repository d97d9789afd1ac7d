import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireReportAccess } from "~/leads/report-access.server";
import { loadQuery } from "~/sanity/client.server";
import { RichText } from "~/sanity/portable-text";
import { REPORT_CONTENT_QUERY } from "~/sanity/queries";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { pageMeta, type SeoContent } from "~/utils/meta";

export { routeHeaders as headers } from "~/utils/http.server";

interface ReportContent {
  title: string;
  slug: string;
  seo?: SeoContent;
  content: { heading: string; intro: string; body: unknown[] } | null;
}

/** The report body: only after the access check, and only in this loader's data (never in a JS asset). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  await requireReportAccess(request, slug);
  const report = await loadQuery<ReportContent | null>(request, REPORT_CONTENT_QUERY, { slug });
  if (!report?.content) throw new Response(null, { status: 404 });
  return data({ report }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

export const meta: MetaFunction<typeof loader> = ({ data: content, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as { siteUrl?: string; settings?: { productName?: string } } | undefined;
  if (!content) return [];
  return [
    ...pageMeta({
      seo: content.report.seo,
      path: `/reports/${content.report.slug}/content`,
      siteUrl: root?.siteUrl ?? "",
      fallbackTitle: content.report.title,
      siteName: root?.settings?.productName,
      type: "article",
    }),
    // Gated: search engines only ever see the download page.
    { name: "robots", content: "noindex" },
  ];
};

export default function ReportContentPage() {
  const { report } = useLoaderData<typeof loader>();
  const content = report.content!;
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
