import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { DeferredReportDownloadForm } from "~/components/forms/deferred-forms";
import { landingPageMeta } from "~/components/sections/route-meta";
import { ContentImage } from "~/components/ui/content-image";
import { leadMessagesSchema, reportFormCopySchema } from "~/leads/copy";
import { redirectIfReportAccess } from "~/leads/report-access.server";
import type { ImageSource } from "~/sanity/image";
import { loadQuery } from "~/sanity/client.server";
import { REPORT_GATE_QUERY } from "~/sanity/queries";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import type { SeoContent } from "~/utils/meta";

export { routeHeaders as headers } from "~/utils/http.server";
export { reportDownloadAction as action } from "~/leads/report-access.server";

const gateSchema = z.object({
  report: z
    .object({
      title: z.string(),
      slug: z.string(),
      reportName: z.string().min(1),
      gate: z.object({
        eyebrow: z.string().nullish(),
        heading: z.string(),
        subheading: z.string(),
        highlights: z.array(z.string()).nullish(),
      }).passthrough(),
      form: reportFormCopySchema,
    })
    .passthrough(),
  messages: leadMessagesSchema,
});

type GateContent = z.infer<typeof gateSchema> & {
  report: { seo?: SeoContent; gate: { image?: (ImageSource & { alt?: string | null }) | null } };
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const raw = await loadQuery<{ report: unknown } | null>(request, REPORT_GATE_QUERY, { slug });
  if (!raw?.report) throw new Response(null, { status: 404 });
  const content = gateSchema.parse(raw) as GateContent;
  await redirectIfReportAccess(request, slug, content.report.reportName);
  // The answer depends on the visitor's cookie (a visitor with access is redirected): never reuse it for another.
  return data(content, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

export const meta: MetaFunction<typeof loader> = ({ data: content, matches }) =>
  landingPageMeta({
    matches,
    path: `/reports/${content?.report.slug ?? ""}`,
    seo: content?.report.seo,
    fallbackTitle: content?.report.title,
  });

export default function ReportGatePage() {
  const { report, messages } = useLoaderData<typeof loader>();
  const { gate } = report;
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
            <ContentImage image={gate.image} width={560} sizes="(min-width: 1024px) 40vw, 90vw" alt={gate.image.alt ?? ""} className="mt-8 w-full max-w-md rounded-[var(--radius-card)]" />
          )}
        </div>
        <div className="card">
          <DeferredReportDownloadForm copy={report.form} messages={messages} />
        </div>
      </div>
    </section>
  );
}
