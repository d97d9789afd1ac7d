import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { FaqSection } from "~/components/sections/faq-section";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessAccordion } from "~/components/sections/process-accordion";
import { ToolsCarousel } from "~/components/sections/tools-carousel";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { withInlineImage } from "~/sanity/inline-image.server";
import { loadPage } from "~/sanity/load-page.server";
import { RichText } from "~/sanity/portable-text";
import { USE_CASE_PAGE_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/components/layout/page-meta";
import { useRootData, useLocalize } from "~/components/layout/root-data";

export { routeHeaders as headers } from "~/utils/http.server";

export const loader = async ({ request, params }: LoaderFunctionArgs) =>
  withInlineImage(await loadPage(request, USE_CASE_PAGE_QUERY, params), "hero");

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  routeMeta({ matches, location, seo: data?.page.seo, fallbackTitle: data?.page.title });

export default function UseCasePage() {
  const localize = useLocalize();
  const { page } = useLoaderData<typeof loader>();
  const { salesEmail } = useRootData().settings;
  const { hero, body } = page;
  return (
    <>
      <PageHero
        hero={hero}
        actions={
          <>
            <a href={localize("/#live-demo")} className="btn-primary px-7">
              {hero?.primaryCtaLabel}
            </a>
            <a href={`mailto:${salesEmail}`} className="btn-secondary px-7">
              {hero?.secondaryCtaLabel}
            </a>
          </>
        }
      />
      <BenefitGrid id="benefits" section={page.benefits} />
      <ProcessAccordion section={page.process} />
      <ToolsCarousel section={page.tools} />
      <IntegrationGrid id="integrations" section={page.integrations} className="bg-surface" />
      {body?.length ? (
        <section className="section">
          <div className="container-page max-w-3xl">
            <RichText value={body} />
          </div>
        </section>
      ) : null}
      <FaqSection section={page.faq} numbered />
    </>
  );
}
