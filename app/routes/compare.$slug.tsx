import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ComparisonTable } from "~/components/sections/comparison-table";
import { DeferredDemoCallForm } from "~/components/forms/deferred-forms";
import { PageHero } from "~/components/sections/page-hero";
import { landingPageMeta } from "~/components/sections/route-meta";
import { TestimonialGrid } from "~/components/sections/testimonial-grid";
import { leadFormsCopySchema } from "~/leads/copy";
import { loadQuery } from "~/sanity/client.server";
import { isPreview } from "~/sanity/preview.server";
import { COMPARISON_PAGE_QUERY } from "~/sanity/queries";
import type { COMPARISON_PAGE_QUERYResult } from "~/sanity/types";
import { cacheHeaders } from "~/utils/http.server";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [content, preview] = await Promise.all([
    loadQuery<COMPARISON_PAGE_QUERYResult>(request, COMPARISON_PAGE_QUERY, { slug: params.slug ?? "" }),
    isPreview(request),
  ]);
  if (!content.page) throw new Response(null, { status: 404 });
  return data(
    {
      page: content.page,
      salesEmail: content.settings?.salesEmail ?? null,
      leadForms: leadFormsCopySchema.parse(content.leadForms),
    },
    { headers: cacheHeaders(preview) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, location }) =>
  landingPageMeta({ matches, path: location.pathname, seo: loaderData?.page.seo, fallbackTitle: loaderData?.page.hero?.heading });

interface RootLabels {
  settings?: { header?: { closeMenuLabel?: string | null } | null } | null;
}

export default function ComparisonPage() {
  const { page, salesEmail, leadForms } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData("root") as RootLabels | undefined;
  const { hero, features, pricing, metrics, reviews, banner, dialog } = page;
  return (
    <>
      <PageHero heading={hero?.heading} subheading={hero?.subheading} />
      <ComparisonTable
        id="features"
        heading={features?.heading}
        columns={{
          label: features?.featureLabel,
          product: features?.productLabel,
          competitor: features?.competitorLabel,
          details: features?.detailsLabel,
        }}
        rows={features?.rows?.map((row) => ({ ...row, label: row.feature }))}
      />
      <ComparisonTable
        id="pricing-comparison"
        className="bg-surface"
        heading={pricing?.heading}
        columns={{ label: features?.featureLabel, product: features?.productLabel, competitor: features?.competitorLabel }}
        rows={pricing?.rows?.map((row) => ({ ...row, label: row.feature }))}
      />
      <ComparisonTable
        id="scalability"
        heading={metrics?.heading}
        columns={{ label: features?.featureLabel, product: features?.productLabel, competitor: features?.competitorLabel }}
        rows={metrics?.rows?.map((row) => ({ ...row, label: row.metric }))}
      />
      <TestimonialGrid id="reviews" intro={{ heading: reviews?.heading }} items={reviews?.items} />
      <ClosingBanner
        heading={banner?.heading}
        body={banner?.body}
        primaryCtaLabel={banner?.primaryCtaLabel}
        secondaryCtaLabel={banner?.secondaryCtaLabel}
        salesEmail={salesEmail}
        dialog={dialog}
        closeLabel={root?.settings?.header?.closeMenuLabel ?? undefined}
        form={<DeferredDemoCallForm copy={leadForms} />}
      />
    </>
  );
}
