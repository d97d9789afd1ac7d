import { Icon } from "~/components/ui/icon";
import { PageSection } from "~/components/ui/page-section";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** The BENEFITS fragment: trade and use-case benefits, home features. */
type Benefits = PageContent<typeof TRADE_PAGE_QUERY>["benefits"];

/** Icon cards with a title and a sentence: home features, trade and use-case benefits. */
export function BenefitGrid({ id, section, className }: { id: string; section: Benefits | null; className?: string }) {
  if (!section?.items?.length) return null;
  const { items } = section;
  return (
    <PageSection id={id} intro={section.intro} className={className}>
      {/* Card styles: `benefit-cards` in app.css (set once, not on every card). */}
      <ul className="benefit-cards mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {items.map((item) => (
          <li key={item._key}>
            <Icon name={item.icon} />
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
