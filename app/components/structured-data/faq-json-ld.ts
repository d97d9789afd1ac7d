import type { FaqItem } from "~/components/ui/faq-accordion";

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
