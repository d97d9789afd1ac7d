import { LiveNearScreen } from "~/components/ui/live-near-screen";
import { lazyLoadedOnServer } from "~/components/ui/server-preloaded";
import type { FaqAccordionProps } from "./faq-accordion-live";

export type { FaqItem } from "./faq-accordion-live";

const { Component: LiveFaqAccordion, load } = lazyLoadedOnServer(() =>
  import("./faq-accordion-live").then((module) => module.LiveFaqAccordion),
);

/**
 * Questions and answers (Radix's accordion), server-rendered with the page; the accordion's code loads, and the
 * questions go live, as they near the screen or at the visitor's first click or focus on them (`LiveNearScreen`).
 */
export function FaqAccordion(props: FaqAccordionProps) {
  return (
    <LiveNearScreen load={load}>
      <LiveFaqAccordion {...props} />
    </LiveNearScreen>
  );
}
