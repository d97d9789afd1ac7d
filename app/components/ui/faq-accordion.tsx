import * as Accordion from "@radix-ui/react-accordion";
import { UiIcon } from "~/components/ui/icon";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** A question and its answer (page FAQ sections and the home pricing questions project the same fields). */
export type FaqItem = PageContent<typeof TRADE_PAGE_QUERY>["faq"]["items"][number];

/** Numbers shown before FAQ items on use-case pages: 001, 002, ... */
export function faqNumber(index: number) {
  return String(index + 1).padStart(3, "0");
}

/**
 * Questions as a single-open, collapsible accordion. Answers stay in the HTML while closed (forceMount +
 * hidden) so they are indexed and readable with JavaScript off once styles say so.
 */
export function FaqAccordion({ items, numbered = false }: { items: FaqItem[]; numbered?: boolean }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item, index) => (
        <Accordion.Item key={item._key} value={item._key} className="group">
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="flex w-full items-center gap-4 px-5 py-5 text-left text-base font-semibold text-ink transition-colors hover:text-brand sm:px-6">
              {numbered ? (
                <span className="font-mono text-sm font-medium text-brand tabular-nums">{faqNumber(index)}</span>
              ) : null}
              <span className="flex-1">{item.question}</span>
              <UiIcon
                name="chevron-down"
                className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-ink-soft data-[state=closed]:hidden sm:px-6">
            <p className={numbered ? "pl-10 leading-relaxed" : "leading-relaxed"}>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
