import { Accordion } from "@radix-ui/react-accordion";
import type { ReactNode } from "react";
import { AccordionItem, KeptAccordionItem } from "~/components/ui/accordion-item";
import type { ServerRendered } from "~/components/ui/server-rendered";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** A question and its answer (page FAQ sections and the home pricing questions project the same fields). */
export type FaqItem = PageContent<typeof TRADE_PAGE_QUERY>["faq"]["items"][number];

/** Numbers shown before FAQ items on use-case pages: 001, 002, ... */
export function faqNumber(index: number) {
  return String(index + 1).padStart(3, "0");
}

/** The props of `FaqAccordion` (faq-accordion.tsx), which loads this module as the questions near the screen. */
export type FaqAccordionProps = {
  items: { _key: string }[];
  /** Classes for the accordion itself (its spacing), so a caller needs no wrapper. */
  className?: string;
} & (
  | { question: (index: number) => ReactNode; answer: (index: number) => ReactNode; numbered?: boolean; kept?: never }
  | { kept: ServerRendered<FaqItem[]>; question?: never; answer?: never; numbered?: never }
);

/**
 * Questions as a single-open, collapsible accordion (Radix), all closed at first. `question` and `answer` draw item
 * `index`'s text from the item's own fields; or `kept` holds every item's text as HTML the server kept (`ServerPart`),
 * which each trigger and panel hold themselves.
 */
export function LiveFaqAccordion({ items, question, answer, kept, numbered = false, className }: FaqAccordionProps) {
  return (
    <Accordion type="single" collapsible className={`accordion accordion-faq ${className ?? ""}`}>
      {items.map((item, index) =>
        kept ? (
          <KeptAccordionItem
            key={item._key}
            value={item._key}
            texts={kept}
            trigger={(faqs) => faqs[index]?.question}
            panel={(faqs) => faqs[index]?.answer}
          />
        ) : (
          <AccordionItem
            key={item._key}
            value={item._key}
            trigger={
              numbered ? (
                <>
                  <span className="font-mono text-sm font-medium text-brand tabular-nums">{faqNumber(index)}</span>
                  <span className="flex-1">{question(index)}</span>
                </>
              ) : (
                // The question's text is the trigger's own flex item (the chevron keeps to the right): no wrapper per item.
                question(index)
              )
            }
          >
            {numbered ? <p className="pl-10">{answer(index)}</p> : answer(index)}
          </AccordionItem>
        ),
      )}
    </Accordion>
  );
}
