import type { AppLoadContext } from "@remix-run/node";
import type { PricingQuestions } from "~/components/sections/pricing-section";
import { serverRendered } from "~/components/ui/server-rendered.server";
import type { PageContent } from "./content";
import { arrayEditAttributes } from "./edit-attributes.server";
import type { LANDING_PAGE_QUERY } from "./queries";

type LandingPage = PageContent<typeof LANDING_PAGE_QUERY>;
export type LandingBlock = NonNullable<LandingPage["blocks"]>[number];
type BlockOf<T extends LandingBlock["_type"]> = Extract<LandingBlock, { _type: T }>;

/** Blocks without state or handlers: their content reaches the browser as HTML only (`ServerPart`). */
const STATIC_BLOCKS = [
  "heroBlock",
  "benefitsBlock",
  "stepsBlock",
  "integrationsBlock",
  "testimonialsBlock",
  "statsBlock",
  "comparisonBlock",
  "richTextBlock",
  "imageBlock",
] as const;
export type StaticBlock = BlockOf<(typeof STATIC_BLOCKS)[number]>;

const isStatic = (block: LandingBlock): block is StaticBlock => (STATIC_BLOCKS as readonly string[]).includes(block._type);

/** A pricing block as home's pricing section takes it: plans and table kept on the server, the questions' keys sent. */
function pricingForBrowser(context: AppLoadContext | undefined, { _key, _type, ...pricing }: BlockOf<"pricingBlock">) {
  return {
    _key,
    _type,
    section: serverRendered(context, pricing),
    questions: {
      heading: pricing.faqHeading,
      keys: (pricing.faqs ?? []).map(({ _key: key }) => ({ _key: key })),
      texts: serverRendered(context, pricing.faqs ?? []),
    } satisfies PricingQuestions,
  };
}

/**
 * What a landing page's loader sends: the page's head fields, its focused layout, and its blocks in order, the static
 * ones kept on the server for a document's render. In a preview session, the `data-sanity` attributes that let the
 * Presentation tool outline and reorder the blocks.
 */
export function landingPageForBrowser(context: AppLoadContext | undefined, page: LandingPage, preview: boolean) {
  const { _id, _type, blocks, focusedLayout, cta, ...head } = page;
  const list = blocks ?? [];
  // A web-call block's way on is the page's own demo-call form (#live-demo), else the home page's.
  const formHref = list.some((block) => block._type === "demoCallBlock") ? "#live-demo-form" : "/#live-demo";
  return {
    ...head,
    focusedLayout: focusedLayout ? { cta: cta ?? null } : null,
    blocks: list.map((block) => {
      if (isStatic(block)) return { _key: block._key, _type: "static" as const, content: serverRendered(context, block) };
      if (block._type === "pricingBlock") return pricingForBrowser(context, block);
      if (block._type === "webCallBlock") return { ...block, formHref };
      return block;
    }),
    editing: preview
      ? arrayEditAttributes(
          { _id, _type },
          "blocks",
          list.map((block) => block._key),
        )
      : null,
  };
}

export type LandingPageData = ReturnType<typeof landingPageForBrowser>;
export type FocusedLayout = NonNullable<LandingPageData["focusedLayout"]>;
