import { BenefitGrid } from "~/components/sections/benefit-grid";
import { ComparisonTable } from "~/components/sections/comparison-table";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { PageHero } from "~/components/sections/page-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { StepsSection } from "~/components/sections/steps-section";
import { TestimonialGrid } from "~/components/sections/testimonial-grid";
import { ContentImage } from "~/components/ui/content-image";
import type { StaticBlock } from "~/sanity/landing-page.server";
import { RichText } from "~/sanity/portable-text";
import { isSafeContentHref } from "~/utils/content-link";
import { useLocalize } from "~/components/layout/root-data";
import { blockAnchor } from "./block-anchor";

/** A hero or banner button: a site path, a section of the page (#live-demo) or another address. */
function CtaLink({ link, className }: { link: { label: string | null; href: string | null } | null; className: string }) {
  const localize = useLocalize();
  if (!link?.href || !isSafeContentHref(link.href)) return null;
  return (
    <a href={link.href.startsWith("#") ? link.href : localize(link.href)} className={className}>
      {link.label}
    </a>
  );
}

/** The blocks without state or handlers: the same sections the fixed pages show, rendered once on the server. */
export function StaticSection({ block }: { block: StaticBlock }) {
  switch (block._type) {
    case "heroBlock":
      return (
        <PageHero
          hero={block}
          actions={
            <>
              <CtaLink link={block.primaryCta} className="btn-primary px-7" />
              <CtaLink link={block.secondaryCta} className="btn-secondary px-7" />
            </>
          }
        />
      );
    case "benefitsBlock":
      return <BenefitGrid id={blockAnchor(block, "benefits")} section={block} />;
    case "stepsBlock":
      return <StepsSection id={blockAnchor(block, "how-it-works")} section={block} className="bg-surface" />;
    case "integrationsBlock":
      return <IntegrationGrid id={blockAnchor(block, "integrations")} section={block} />;
    case "testimonialsBlock":
      return <TestimonialGrid id={blockAnchor(block, "customers")} intro={block.intro} items={block.items} />;
    case "statsBlock":
      return <StatsBand id={blockAnchor(block, "figures")} section={block} />;
    case "comparisonBlock":
      return (
        <ComparisonTable
          id={blockAnchor(block, "comparison")}
          heading={block.heading}
          columns={{
            label: block.featureLabel,
            product: block.productLabel,
            competitor: block.competitorLabel,
            details: block.detailsLabel ?? undefined,
          }}
          rows={block.rows}
        />
      );
    case "richTextBlock":
      return (
        <section className="section container-page max-w-3xl">
          <RichText value={block.body} />
        </section>
      );
    case "imageBlock":
      return block.image?.asset ? (
        <figure className="section container-page max-w-4xl">
          <ContentImage
            image={block.image}
            width={960}
            sizes="(min-width: 1024px) 896px, 100vw"
            className="h-auto w-full rounded-[var(--radius-card)]"
          />
          {block.caption ? <figcaption className="mt-3 text-center text-sm text-muted">{block.caption}</figcaption> : null}
        </figure>
      ) : null;
  }
}
