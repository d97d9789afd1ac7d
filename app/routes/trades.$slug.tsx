import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { FaqSection } from "~/components/sections/faq-section";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { LiveDemoSection } from "~/components/sections/live-demo-section";
import { DeferredDemoCallForm } from "~/components/forms/deferred-forms";
import { PageHero } from "~/components/sections/page-hero";
import { landingPageMeta } from "~/components/sections/route-meta";
import { StatsBand } from "~/components/sections/stats-band";
import { StepsSection } from "~/components/sections/steps-section";
import { leadFormsCopySchema } from "~/leads/copy";
import { loadQuery } from "~/sanity/client.server";
import { isPreview } from "~/sanity/preview.server";
import { TRADE_PAGE_QUERY } from "~/sanity/queries";
import type { TRADE_PAGE_QUERYResult } from "~/sanity/types";
import { cacheHeaders } from "~/utils/http.server";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [content, preview] = await Promise.all([
    loadQuery<TRADE_PAGE_QUERYResult>(request, TRADE_PAGE_QUERY, { slug: params.slug ?? "" }),
    isPreview(request),
  ]);
  if (!content.page) throw new Response(null, { status: 404 });
  return data(
    { page: content.page, leadForms: leadFormsCopySchema.parse(content.leadForms) },
    { headers: cacheHeaders(preview) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, location }) =>
  landingPageMeta({ matches, path: location.pathname, seo: loaderData?.page.seo, fallbackTitle: loaderData?.page.title });

export default function TradePage() {
  const { page, leadForms } = useLoaderData<typeof loader>();
  const { hero, benefits, howItWorks, integrations, liveDemo, results, faq } = page;
  return (
    <>
      <PageHero
        eyebrow={hero?.eyebrow}
        heading={hero?.heading}
        subheading={hero?.subheading}
        image={hero?.image}
        actions={
          <>
            <a href="#live-demo" className="btn-primary px-7">
              {hero?.primaryCtaLabel}
            </a>
            <Link to="/demo" prefetch="intent" className="btn-secondary px-7">
              {hero?.secondaryCtaLabel}
            </Link>
          </>
        }
      />
      <BenefitGrid id="benefits" intro={benefits?.intro} items={benefits?.items} />
      <StepsSection id="how-it-works" intro={howItWorks?.intro} steps={howItWorks?.steps} className="bg-surface" />
      <IntegrationGrid id="integrations" intro={integrations?.intro} tiles={integrations?.tiles} />
      <LiveDemoSection heading={liveDemo?.heading} body={liveDemo?.body} form={<DeferredDemoCallForm copy={leadForms} />} />
      <StatsBand id="results" intro={results?.intro} stats={results?.stats} />
      <FaqSection intro={faq?.intro} items={faq?.items} />
    </>
  );
}
