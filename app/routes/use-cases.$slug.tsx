import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { FaqSection } from "~/components/sections/faq-section";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessAccordion } from "~/components/sections/process-accordion";
import { landingPageMeta } from "~/components/sections/route-meta";
import { ToolsCarousel } from "~/components/sections/tools-carousel";
import { loadQuery } from "~/sanity/client.server";
import { RichText } from "~/sanity/portable-text";
import { isPreview } from "~/sanity/preview.server";
import { USE_CASE_PAGE_QUERY } from "~/sanity/queries";
import type { USE_CASE_PAGE_QUERYResult } from "~/sanity/types";
import { cacheHeaders } from "~/utils/http.server";

export { routeHeaders as headers } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [content, preview] = await Promise.all([
    loadQuery<USE_CASE_PAGE_QUERYResult>(request, USE_CASE_PAGE_QUERY, { slug: params.slug ?? "" }),
    isPreview(request),
  ]);
  if (!content.page) throw new Response(null, { status: 404 });
  return data({ page: content.page, salesEmail: content.settings?.salesEmail ?? null }, { headers: cacheHeaders(preview) });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, location }) =>
  landingPageMeta({ matches, path: location.pathname, seo: loaderData?.page.seo, fallbackTitle: loaderData?.page.title });

export default function UseCasePage() {
  const { page, salesEmail } = useLoaderData<typeof loader>();
  const { hero, benefits, process, tools, integrations, body, faq } = page;
  return (
    <>
      <PageHero
        eyebrow={hero?.eyebrow}
        heading={hero?.heading}
        subheading={hero?.subheading}
        image={hero?.image}
        actions={
          <>
            <a href="/#live-demo" className="btn-primary px-7">
              {hero?.primaryCtaLabel}
            </a>
            {salesEmail ? (
              <a href={`mailto:${salesEmail}`} className="btn-secondary px-7">
                {hero?.secondaryCtaLabel}
              </a>
            ) : null}
          </>
        }
      />
      <BenefitGrid id="benefits" intro={benefits?.intro} items={benefits?.items} />
      <ProcessAccordion intro={process?.intro} steps={process?.steps} initiallyOpen={process?.initiallyOpen} />
      <ToolsCarousel intro={tools?.intro} items={tools?.items} />
      <IntegrationGrid id="integrations" intro={integrations?.intro} tiles={integrations?.tiles} className="bg-surface" />
      {body?.length ? (
        <section className="section">
          <div className="container-page max-w-3xl">
            <RichText value={body} />
          </div>
        </section>
      ) : null}
      <FaqSection intro={faq?.intro} items={faq?.items} numbered />
    </>
  );
}
