import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeferredDemoCallForm } from "~/components/forms/deferred-forms";
import { AssistantsSection } from "~/components/sections/assistants-section";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { BookingSection } from "~/components/sections/booking-section";
import { HomeHero } from "~/components/sections/home-hero";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { LiveDemoSection } from "~/components/sections/live-demo-section";
import { PricingSection } from "~/components/sections/pricing-section";
import { RevenueCalculator } from "~/components/sections/revenue-calculator";
import { SampleLinePanel } from "~/components/sections/sample-line-panel";
import { StatsBand } from "~/components/sections/stats-band";
import { StepsSection } from "~/components/sections/steps-section";
import { TestimonialGrid } from "~/components/sections/testimonial-grid";
import { homeJsonLd } from "~/components/structured-data/home-json-ld";
import { JsonLd } from "~/components/structured-data/json-ld";
import type { RootLoader } from "~/root";
import { loadPage } from "~/sanity/load-page.server";
import { HOME_PAGE_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request, HOME_PAGE_QUERY);

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  routeMeta({ matches, location, seo: data?.page.seo, fallbackTitle: data?.page.hero?.heading });

export default function HomePage() {
  const { page, sampleLines, leadForms, revenueCalculator } = useLoaderData<typeof loader>();
  const { settings, siteUrl } = useRootData();
  return (
    <>
      <HomeHero hero={page.hero} socialProof={settings.socialProof} />
      <AssistantsSection section={page.assistants} voiceMessages={settings.voiceMessages} />
      <LiveDemoSection
        heading={page.liveDemo?.heading}
        body={page.liveDemo?.body}
        note={page.liveDemo?.note}
        form={<DeferredDemoCallForm copy={leadForms} />}
        aside={<SampleLinePanel lines={sampleLines} label={page.liveDemo?.panelLabel} />}
      />
      <RevenueCalculator copy={revenueCalculator} defaults={page.calculator} pricePerMinute={settings.pricePerMinute} />
      <IntegrationGrid id="integrations" section={page.integrations} />
      <StepsSection id="how-it-works" section={page.howItWorks} className="bg-surface" />
      <BenefitGrid id="features" section={page.features} />
      <PricingSection section={page.pricing} pricePerMinute={settings.pricePerMinute} />
      <StatsBand id="scale" section={page.scale} />
      <TestimonialGrid id="customers" intro={page.testimonials?.intro} items={page.testimonials?.items} />
      <BookingSection settings={settings} />
      <JsonLd data={homeJsonLd({ siteUrl, settings, plans: page.pricing?.plans ?? [] })} />
    </>
  );
}
