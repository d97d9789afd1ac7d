import { Accordion } from "@radix-ui/react-accordion";
import type { ReactNode } from "react";
import { AccordionItem } from "~/components/ui/accordion-item";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** A question and its answer (page FAQ sections and the home pricing questions project the same fields). */
export type FaqItem = PageContent<typeof TRADE_PAGE_QUERY>["faq"]["items"][number];

/** Numbers shown before FAQ items on use-case pages: 001, 002, ... */
export function faqNumber(index: number) {
  return String(index + 1).padStart(3, "0");
}

/**
 * Questions as a single-open, collapsible accordion (Radix), all closed at first. `question` and `answer` draw item
 * `index`'s text (the item's own fields, or HTML the server kept: `ServerPart`).
 */
export function FaqAccordion({
  items,
  question,
  answer,
  numbered = false,
  className,
}: {
  items: { _key: string }[];
  question: (index: number) => ReactNode;
  answer: (index: number) => ReactNode;
  numbered?: boolean;
  /** Classes for the accordion itself (its spacing), so a caller needs no wrapper. */
  className?: string;
}) {
  return (
    <Accordion type="single" collapsible className={`accordion accordion-faq ${className ?? ""}`}>
      {items.map((item, index) => (
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
      ))}
    </Accordion>
  );
}
