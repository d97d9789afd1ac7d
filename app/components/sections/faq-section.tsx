import { FaqAccordion } from "~/components/ui/faq-accordion";
import { JsonLd } from "~/components/ui/json-ld";
import { SectionIntro } from "~/components/ui/section-intro";
import type { FaqContent, IntroContent, Maybe } from "./content-types";

/** FAQPage structured data for the questions a page shows. */
export function faqJsonLd(items: FaqContent[]) {
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
  intro,
  items,
  numbered = false,
  id = "faq",
}: {
  intro: Maybe<IntroContent>;
  items: Maybe<FaqContent[]>;
  numbered?: boolean;
  id?: string;
}) {
  if (!items?.length) return null;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section bg-surface">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionIntro intro={intro} headingId={`${id}-heading`} align="start" />
        <FaqAccordion items={items} numbered={numbered} />
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </section>
  );
}
