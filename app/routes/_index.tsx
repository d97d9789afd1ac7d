import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AssistantsSection } from "~/components/sections/assistants-section";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { BookingSection } from "~/components/sections/booking-section";
import { DeferredDemoCallForm } from "~/components/forms/deferred-forms";
import { HomeHero } from "~/components/sections/home-hero";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { LiveDemoSection } from "~/components/sections/live-demo-section";
import { PricingSection } from "~/components/sections/pricing-section";
import { landingPageMeta } from "~/components/sections/route-meta";
import { SampleLinePanel } from "~/components/sections/sample-line-panel";
import { StatsBand } from "~/components/sections/stats-band";
import { StepsSection } from "~/components/sections/steps-section";
import { homeJsonLd } from "~/components/sections/structured-data";
import { TestimonialGrid } from "~/components/sections/testimonial-grid";
import { JsonLd } from "~/components/ui/json-ld";
import { leadFormsCopySchema } from "~/leads/copy";
import { loadQuery } from "~/sanity/client.server";
import { isPreview } from "~/sanity/preview.server";
import { HOME_PAGE_QUERY } from "~/sanity/queries";
import type { HOME_PAGE_QUERYResult } from "~/sanity/types";
import { env } from "~/utils/env.server";
import { cacheHeaders } from "~/utils/http.server";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoCallAction as action } from "~/leads/demo-call.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const [content, preview] = await Promise.all([
    loadQuery<HOME_PAGE_QUERYResult>(request, HOME_PAGE_QUERY),
    isPreview(request),
  ]);
  if (!content.page) throw new Response(null, { status: 404 });
  return data(
    {
      page: content.page,
      sampleLines: content.sampleLines,
      settings: content.settings,
      leadForms: leadFormsCopySchema.parse(content.leadForms),
      siteUrl: env.SITE_URL,
    },
    { headers: cacheHeaders(preview) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, location }) =>
  landingPageMeta({ matches, path: location.pathname, seo: loaderData?.page.seo, fallbackTitle: loaderData?.page.hero?.heading });

export default function HomePage() {
  const { page, sampleLines, settings, leadForms, siteUrl } = useLoaderData<typeof loader>();
  const { hero, assistants, liveDemo, integrations, howItWorks, features, pricing, scale, testimonials } = page;
  return (
    <>
      <HomeHero hero={hero} socialProof={settings?.socialProof} />
      <AssistantsSection
        intro={assistants?.intro}
        items={assistants?.items}
        talkLabel={assistants?.talkLabel}
        more={assistants?.more}
        voiceMessages={settings?.voiceMessages}
      />
      <LiveDemoSection
        heading={liveDemo?.heading}
        body={liveDemo?.body}
        note={liveDemo?.note}
        form={<DeferredDemoCallForm copy={leadForms} />}
        aside={<SampleLinePanel lines={sampleLines} label={liveDemo?.panelLabel} />}
      />
      <IntegrationGrid id="integrations" intro={integrations?.intro} tiles={integrations?.tiles} />
      <StepsSection id="how-it-works" intro={howItWorks?.intro} steps={howItWorks?.steps} className="bg-surface" />
      <BenefitGrid id="features" intro={features?.intro} items={features?.items} />
      <PricingSection
        intro={pricing?.intro}
        plans={pricing?.plans}
        featureGroups={pricing?.featureGroups}
        featureTableHeading={pricing?.featureTableHeading}
        faqHeading={pricing?.faqHeading}
        faqs={pricing?.faqs}
        pricePerMinute={settings?.pricePerMinute}
      />
      <StatsBand id="scale" intro={scale?.intro} stats={scale?.stats} />
      <TestimonialGrid id="customers" intro={testimonials?.intro} items={testimonials?.items} />
      <BookingSection
        copy={settings?.booking}
        calendarLink={settings?.calendarLink}
        minutes={settings?.bookingMinutes}
        salesEmail={settings?.salesEmail}
      />
      <JsonLd data={homeJsonLd({ siteUrl, settings, plans: pricing?.plans ?? [] })} />
    </>
  );
}
