import type { ReactNode } from "react";
import { DeferredDemoCallForm, DeferredReportDownloadForm } from "~/components/forms/deferred-forms";
import { LiveDemoSection } from "~/components/sections/live-demo-section";
import { RevenueCalculator } from "~/components/sections/revenue-calculator-section";
import { serverPreloaded } from "~/components/ui/server-preloaded";
import { ServerPart } from "~/components/ui/server-rendered";
import type { LandingPageData } from "~/sanity/landing-page.server";
import { useRootData } from "~/components/layout/root-data";
import { blockAnchor } from "./block-anchor";
import { WebCallBlock } from "./web-call-block";

type Block = LandingPageData["blocks"][number];

/** The static blocks' sections: their code reaches a browser only when it renders one (a client-side navigation). */
const StaticSection = serverPreloaded("landing-static-blocks", () => import("./static-blocks").then((module) => module.StaticSection));
/** The interactive sections a page may not have: each one's code is fetched by the pages that show it. */
const PricingSection = serverPreloaded("pricing-section", () =>
  import("~/components/sections/pricing-section").then((module) => module.PricingSection),
);
const FaqSection = serverPreloaded("faq-section", () => import("~/components/sections/faq-section").then((module) => module.FaqSection));
const ClosingBanner = serverPreloaded("closing-banner", () =>
  import("~/components/sections/closing-banner").then((module) => module.ClosingBanner),
);
const SignupBlock = serverPreloaded("landing-signup-block", () => import("./signup-block").then((module) => module.SignupBlock));

function Section({ block }: { block: Block }): ReactNode {
  const { settings } = useRootData();
  switch (block._type) {
    case "static":
      return <ServerPart value={block.content}>{(content) => <StaticSection block={content} />}</ServerPart>;
    case "pricingBlock":
      return <PricingSection section={block.section} questions={block.questions} pricePerMinute={settings.pricePerMinute} />;
    case "faqBlock":
      return <FaqSection id={blockAnchor(block, "faq")} section={block} />;
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
    case "webCallBlock":
      return <WebCallBlock block={block} />;
    case "reportDownloadBlock":
      return block.report?.form && block.messages ? (
        <LiveDemoSection
          id={blockAnchor(block, "report-download")}
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
