import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeferredDemoCallForm } from "~/components/forms/deferred-forms";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ComparisonTable } from "~/components/sections/comparison-table";
import { PageHero } from "~/components/sections/page-hero";
import { TestimonialGrid } from "~/components/sections/testimonial-grid";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { loadPage } from "~/sanity/load-page.server";
import { COMPARISON_PAGE_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/components/layout/page-meta";
import { useRootData } from "~/components/layout/root-data";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadPage(request, COMPARISON_PAGE_QUERY, params);

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  routeMeta({ matches, location, seo: data?.page.seo, fallbackTitle: data?.page.hero?.heading });

export default function ComparisonPage() {
  const { page, leadForms } = useLoaderData<typeof loader>();
  const { settings } = useRootData();
  const { hero, features, pricing, metrics, reviews } = page;
  // The pricing and metrics tables share the features table's column headings.
  const columns = { label: features?.featureLabel, product: features?.productLabel, competitor: features?.competitorLabel };
  return (
    <>
      <PageHero hero={hero} />
      <ComparisonTable
        id="features"
        heading={features?.heading}
        columns={{ ...columns, details: features?.detailsLabel }}
        rows={features?.rows}
      />
      <ComparisonTable id="pricing-comparison" className="bg-surface" heading={pricing?.heading} columns={columns} rows={pricing?.rows} />
      <ComparisonTable id="scalability" heading={metrics?.heading} columns={columns} rows={metrics?.rows} />
      <TestimonialGrid id="reviews" intro={{ heading: reviews?.heading }} items={reviews?.items} />
      <ClosingBanner
        banner={page.banner}
        dialog={page.dialog}
        salesEmail={settings.salesEmail}
        closeLabel={settings.header.closeMenuLabel}
        form={<DeferredDemoCallForm copy={leadForms} />}
      />
    </>
  );
}
