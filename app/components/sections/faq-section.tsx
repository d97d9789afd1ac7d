import { FaqAccordion, type FaqItem } from "~/components/ui/faq-accordion";
import { JsonLd } from "~/components/ui/json-ld";
import { SectionIntro } from "~/components/ui/section-intro";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** The FAQS fragment (trade and use-case pages). */
type Faqs = PageContent<typeof TRADE_PAGE_QUERY>["faq"];

/** FAQPage structured data for the questions a page shows. */
export function faqJsonLd(items: (Omit<FaqItem, "answer"> & { answer: string | null })[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items
      .filter((item) => item.question && item.answer)
      .map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
  };
}

export function FaqSection({
  section,
  numbered = false,
  id = "faq",
}: {
  section: Faqs | null;
  numbered?: boolean;
  id?: string;
}) {
  if (!section?.items?.length) return null;
  const { items } = section;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section bg-surface">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionIntro intro={section.intro} headingId={`${id}-heading`} align="start" />
        <FaqAccordion items={items} numbered={numbered} />
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </section>
  );
}
