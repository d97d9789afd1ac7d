import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DeferredDemoCallForm } from "~/components/forms/deferred-forms";
import { pageExperiments } from "~/experiments/experiments.server";
import { heroWithTexts } from "~/experiments/hero";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { FaqSection } from "~/components/sections/faq-section";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { LiveDemoSection } from "~/components/sections/live-demo-section";
import { PageHero } from "~/components/sections/page-hero";
import { RevenueCalculator } from "~/components/sections/revenue-calculator-section";
import { StatsBand } from "~/components/sections/stats-band";
import { StepsSection } from "~/components/sections/steps-section";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { CallSlot, TalkButton, WebCalls } from "~/components/web-call/web-calls";
import { withInlineImage } from "~/sanity/inline-image.server";
import { loadPage } from "~/sanity/load-page.server";
import { pagePath } from "~/sanity/paths";
import { TRADE_PAGE_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/components/layout/page-meta";
import { useRootData, useLocalize } from "~/components/layout/root-data";
import { webCallPage } from "~/sanity/web-call.server";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export const loader = async ({ request, params, context }: LoaderFunctionArgs) => {
  const [answer, experiments, webCall] = await Promise.all([
    loadPage(request, TRADE_PAGE_QUERY, params),
    pageExperiments(request, context),
    webCallPage(request),
  ]);
  const { page } = answer.data;
  const withVariant = data(
    {
      ...answer.data,
      experimentVariant: experiments.variant,
      webCall,
      slug: params.slug ?? "",
      page: { ...page, hero: heroWithTexts(page.hero, experiments.texts) },
    },
    answer.init ?? undefined,
  );
  return withInlineImage(withVariant, "hero");
};

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  routeMeta({ matches, location, seo: data?.page.seo, fallbackTitle: data?.page.title });

export default function TradePage() {
  const localize = useLocalize();
  const { page, leadForms, revenueCalculator, webCall, slug } = useLoaderData<typeof loader>();
  const { settings } = useRootData();
  const { hero, liveDemo } = page;
  return (
    <WebCalls copy={webCall}>
      <PageHero
        hero={hero}
        actions={
          <>
            <a href="#live-demo" className="btn-primary px-7">
              {hero?.primaryCtaLabel}
            </a>
            <Link to={localize(pagePath("demoPage"))} prefetch="intent" className="btn-secondary px-7">
              {hero?.secondaryCtaLabel}
            </Link>
          </>
        }
      />
      <BenefitGrid id="benefits" section={page.benefits} />
      <StepsSection id="how-it-works" section={page.howItWorks} className="bg-surface" />
      <IntegrationGrid id="integrations" section={page.integrations} />
      <LiveDemoSection
        heading={liveDemo?.heading}
        body={liveDemo?.body}
        form={<DeferredDemoCallForm copy={leadForms} />}
        talk={<TalkButton source={`trade:${slug}`} className="btn-primary mt-6" />}
        call={<CallSlot formHref="#live-demo-form" trialHref={localize(pagePath("demoPage"))} />}
      />
      <RevenueCalculator copy={revenueCalculator} defaults={page.calculator} pricePerMinute={settings.pricePerMinute} />
      <StatsBand id="results" section={page.results} />
      <FaqSection section={page.faq} />
    </WebCalls>
  );
}
