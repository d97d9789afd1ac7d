import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeferredDemoCallForm } from "~/components/forms/deferred-forms";
import { AssistantsSection } from "~/components/sections/assistants-section";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { BookingSection } from "~/components/sections/booking-section";
import { HomeHero } from "~/components/sections/home-hero";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { LiveDemoSection } from "~/components/sections/live-demo-section";
import { PricingSection, type PricingQuestions } from "~/components/sections/pricing-section";
import { RevenueCalculator } from "~/components/sections/revenue-calculator-section";
import { SampleLinePanel } from "~/components/sections/sample-line-panel";
import { StatsBand } from "~/components/sections/stats-band";
import { StepsSection } from "~/components/sections/steps-section";
import { TestimonialGrid } from "~/components/sections/testimonial-grid";
import { CallSlot, TalkButton, WebCalls } from "~/components/web-call/web-calls";
import { pageExperiments } from "~/experiments/experiments.server";
import { heroWithTexts } from "~/experiments/hero";
import { homeJsonLd } from "~/components/structured-data/home-json-ld";
import { JsonLd } from "~/components/structured-data/json-ld";
import { ServerPart } from "~/components/ui/server-rendered";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { loadPage } from "~/sanity/load-page.server";
import { HOME_PAGE_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/components/layout/page-meta";
import { serverRendered } from "~/components/ui/server-rendered.server";
import { useLocalize, useRootData } from "~/components/layout/root-data";
import { webCallPage } from "~/sanity/web-call.server";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const [{ data: content, init }, experiments, webCall] = await Promise.all([
    loadPage(request, HOME_PAGE_QUERY),
    pageExperiments(request, context),
    webCallPage(request),
  ]);
  const { page, sampleLines, ...rest } = content;
  const { hero: ownHero, integrations, howItWorks, features, pricing, scale, testimonials, ...interactive } = page;
  const hero = heroWithTexts(ownHero, experiments.texts);
  const forBrowser = {
    ...rest,
    experimentVariant: experiments.variant,
    webCall,
    // The panel rotates the lines the server rendered (HTML only).
    sampleLines: serverRendered(context, sampleLines),
    page: {
      ...interactive,
      // The hero has no state or handlers either; its heading is also the title when the page sets none.
      hero: serverRendered(context, hero),
      heading: hero?.heading,
      // Sections the browser never renders again reach it as HTML only (`ServerPart`).
      sections: serverRendered(context, { integrations, howItWorks, features, scale, testimonials }),
      pricing: serverRendered(context, pricing),
      pricingQuestions: {
        heading: pricing?.faqHeading,
        keys: (pricing?.faqs ?? []).map(({ _key }) => ({ _key })),
        texts: serverRendered(context, pricing?.faqs ?? []),
      } satisfies PricingQuestions,
    },
  };
  return data(forBrowser, init ?? undefined);
};

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  routeMeta({ matches, location, seo: data?.page.seo, fallbackTitle: data?.page.heading });

export default function HomePage() {
  const { page, sampleLines, leadForms, revenueCalculator, webCall } = useLoaderData<typeof loader>();
  const { settings, siteUrl } = useRootData();
  const localize = useLocalize();
  return (
    <WebCalls copy={webCall}>
      <ServerPart value={page.hero}>{(hero) => <HomeHero hero={hero} socialProof={settings.socialProof} />}</ServerPart>
      <AssistantsSection section={page.assistants} voiceMessages={settings.voiceMessages} />
      <LiveDemoSection
        heading={page.liveDemo?.heading}
        body={page.liveDemo?.body}
        note={page.liveDemo?.note}
        form={<DeferredDemoCallForm copy={leadForms} />}
        aside={<SampleLinePanel lines={sampleLines} label={page.liveDemo?.panelLabel} />}
        talk={<TalkButton source="live-demo" className="btn-primary mt-6" />}
        call={<CallSlot formHref="#live-demo-form" trialHref={localize("/demo")} />}
      />
      <RevenueCalculator copy={revenueCalculator} defaults={page.calculator} pricePerMinute={settings.pricePerMinute} />
      <ServerPart value={page.sections}>
        {(sections) => (
          <>
            <IntegrationGrid id="integrations" section={sections.integrations} />
            <StepsSection id="how-it-works" section={sections.howItWorks} className="bg-surface" />
            <BenefitGrid id="features" section={sections.features} />
          </>
        )}
      </ServerPart>
      <PricingSection section={page.pricing} questions={page.pricingQuestions} pricePerMinute={settings.pricePerMinute} />
      <ServerPart value={page.sections}>
        {(sections) => (
          <>
            <StatsBand id="scale" section={sections.scale} />
            <TestimonialGrid id="customers" intro={sections.testimonials?.intro} items={sections.testimonials?.items} />
          </>
        )}
      </ServerPart>
      <BookingSection settings={settings} />
      <ServerPart value={page.pricing}>
        {(pricing) => <JsonLd data={homeJsonLd({ siteUrl, settings, plans: pricing?.plans ?? [] })} />}
      </ServerPart>
    </WebCalls>
  );
}
