import type { ReactNode } from "react";
import { SignupScheduling, useSignupBooking } from "~/components/forms/demo-scheduling";
import { DeferredDemoCallForm, DeferredDemoSignupForm, DeferredReportDownloadForm } from "~/components/forms/deferred-forms";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ComparisonTable } from "~/components/sections/comparison-table";
import { FaqSection } from "~/components/sections/faq-section";
import { IntegrationGrid } from "~/components/sections/integration-grid";
import { LiveDemoSection } from "~/components/sections/live-demo-section";
import { PageHero } from "~/components/sections/page-hero";
import { PricingSection } from "~/components/sections/pricing-section";
import { RevenueCalculator } from "~/components/sections/revenue-calculator-section";
import { StatsBand } from "~/components/sections/stats-band";
import { StepsSection } from "~/components/sections/steps-section";
import { TestimonialGrid } from "~/components/sections/testimonial-grid";
import { ContentImage } from "~/components/ui/content-image";
import { ServerPart } from "~/components/ui/server-rendered";
import type { LandingPageData, StaticBlock } from "~/sanity/landing-page.server";
import { RichText } from "~/sanity/portable-text";
import { isSafeContentHref } from "~/utils/content-link";
import { useLocalize, useRootData } from "~/utils/root-data";

type Block = LandingPageData["blocks"][number];
type BlockOf<T extends Block["_type"]> = Extract<Block, { _type: T }>;

/** A block's section id: its own anchor, unique on the page (a block type may appear more than once). */
const anchor = (block: { _key: string }, name: string) => `${name}-${block._key}`;

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
function StaticSection({ block }: { block: StaticBlock }) {
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
      return <BenefitGrid id={anchor(block, "benefits")} section={block} />;
    case "stepsBlock":
      return <StepsSection id={anchor(block, "how-it-works")} section={block} className="bg-surface" />;
    case "integrationsBlock":
      return <IntegrationGrid id={anchor(block, "integrations")} section={block} />;
    case "testimonialsBlock":
      return <TestimonialGrid id={anchor(block, "customers")} intro={block.intro} items={block.items} />;
    case "statsBlock":
      return <StatsBand id={anchor(block, "figures")} section={block} />;
    case "comparisonBlock":
      return (
        <ComparisonTable
          id={anchor(block, "comparison")}
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
            alt={block.image.alt ?? ""}
            className="h-auto w-full rounded-[var(--radius-card)]"
          />
          {block.caption ? <figcaption className="mt-3 text-center text-sm text-muted">{block.caption}</figcaption> : null}
        </figure>
      ) : null;
  }
}

/** The demo signup as a block: the /demo form, then the same scheduling step once the signup is stored. */
function SignupBlock({ block }: { block: BlockOf<"demoSignupBlock"> }) {
  const form = block.demoPage?.form;
  const booking = useSignupBooking(form ?? { successTitle: "", successText: "" });
  if (!form || !block.messages || !block.demoPage?.scheduling) return null;
  return (
    <LiveDemoSection
      id={anchor(block, "demo-signup")}
      heading={block.heading ?? undefined}
      body={block.body ?? undefined}
      form={
        booking ? (
          <SignupScheduling booking={booking} scheduling={block.demoPage.scheduling} />
        ) : (
          <DeferredDemoSignupForm copy={form} messages={block.messages} />
        )
      }
    />
  );
}

function Section({ block }: { block: Block }): ReactNode {
  const { settings } = useRootData();
  switch (block._type) {
    case "static":
      return <ServerPart value={block.content}>{(content) => <StaticSection block={content} />}</ServerPart>;
    case "pricingBlock":
      return <PricingSection section={block.section} questions={block.questions} pricePerMinute={settings.pricePerMinute} />;
    case "faqBlock":
      return <FaqSection id={anchor(block, "faq")} section={block} />;
    case "calculatorBlock":
      return block.copy ? (
        <RevenueCalculator copy={block.copy} defaults={block.calculator} pricePerMinute={settings.pricePerMinute} />
      ) : null;
    case "bannerBlock":
      return block.copy ? (
        <ClosingBanner
          banner={block}
          dialog={{ title: block.dialogTitle, description: block.dialogDescription }}
          salesEmail={settings.salesEmail}
          closeLabel={settings.header.closeMenuLabel}
          form={<DeferredDemoCallForm copy={block.copy} />}
        />
      ) : null;
    case "demoCallBlock":
      return block.copy ? (
        <LiveDemoSection
          heading={block.heading ?? undefined}
          body={block.body ?? undefined}
          form={<DeferredDemoCallForm copy={block.copy} />}
        />
      ) : null;
    case "demoSignupBlock":
      return <SignupBlock block={block} />;
    case "reportDownloadBlock":
      return block.report?.form && block.messages ? (
        <LiveDemoSection
          id={anchor(block, "report-download")}
          heading={block.heading ?? undefined}
          body={block.body ?? undefined}
          form={<DeferredReportDownloadForm copy={block.report.form} messages={block.messages} report={block.report.slug ?? undefined} />}
        />
      ) : null;
  }
}

/**
 * A landing page's blocks in order, each one the section the fixed pages show. In a preview session every block is
 * wrapped in an element carrying its `data-sanity` attribute (the Presentation tool outlines it and lets editors drag
 * it), the list in one carrying the array's.
 */
export function LandingBlocks({ blocks, editing }: Pick<LandingPageData, "blocks" | "editing">) {
  if (!editing) return blocks.map((block) => <Section key={block._key} block={block} />);
  return (
    <div data-sanity={editing.list}>
      {blocks.map((block) => (
        <div key={block._key} data-sanity={editing.items[block._key]}>
          <Section block={block} />
        </div>
      ))}
    </div>
  );
}
