import { faqJsonLd } from "~/components/structured-data/faq-json-ld";
import { JsonLd } from "~/components/structured-data/json-ld";
import { FaqAccordion } from "~/components/ui/faq-accordion";
import { SectionIntro } from "~/components/ui/section-intro";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** The FAQS fragment (trade and use-case pages). */
type Faqs = PageContent<typeof TRADE_PAGE_QUERY>["faq"];

export function FaqSection({ section, numbered = false, id = "faq" }: { section: Faqs | null; numbered?: boolean; id?: string }) {
  if (!section?.items?.length) return null;
  const { items } = section;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section bg-surface">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionIntro intro={section.intro} headingId={`${id}-heading`} align="start" />
        <FaqAccordion
          items={items}
          question={(index) => items[index]?.question}
          answer={(index) => items[index]?.answer}
          numbered={numbered}
        />
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </section>
  );
}
