import type { ComponentProps, CSSProperties } from "react";
import { PageSection } from "~/components/ui/page-section";
import { starCount } from "~/components/ui/stars";
import type { PageContent } from "~/sanity/content";
import type { COMPARISON_PAGE_QUERY } from "~/sanity/queries";

/** The TESTIMONIAL fragment (home testimonials, comparison reviews). */
type Testimonial = PageContent<typeof COMPARISON_PAGE_QUERY>["reviews"]["items"][number];

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    // Styles: `quote-card` in app.css (set once, not on every card); it draws the stars before the quote.
    <figure className="quote-card" style={{ "--stars": starCount(item.rating ?? 5) } as CSSProperties}>
      <blockquote>{item.quote}</blockquote>
      <figcaption>
        <span>{item.author}</span>
        <span>{[item.role, item.company].filter(Boolean).join(", ")}</span>
      </figcaption>
    </figure>
  );
}

/** Customer quotes with five stars: home (#customers) and comparison reviews. */
export function TestimonialGrid({
  id,
  intro,
  items,
}: {
  id: string;
  intro: ComponentProps<typeof PageSection>["intro"];
  items: Testimonial[] | null | undefined;
}) {
  if (!items?.length) return null;
  return (
    <PageSection id={id} intro={intro}>
      <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {items.map((item) => (
          <li key={item._id}>
            <TestimonialCard item={item} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
