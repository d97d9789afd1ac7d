import { Icon } from "~/components/ui/icon";
import { SectionIntro } from "~/components/ui/section-intro";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** The BENEFITS fragment: trade and use-case benefits, home features. */
type Benefits = PageContent<typeof TRADE_PAGE_QUERY>["benefits"];

/** Icon cards with a title and a sentence: home features, trade and use-case benefits. */
export function BenefitGrid({
  id,
  section,
  className = "",
}: {
  id: string;
  section: Benefits | null;
  className?: string;
}) {
  if (!section?.items?.length) return null;
  const { items } = section;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`section ${className}`}>
      <div className="container-page">
        <SectionIntro intro={section.intro} headingId={`${id}-heading`} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {items.map((item) => (
            <li key={item._key} className="card flex gap-4 p-5 transition-shadow hover:shadow-md sm:flex-col sm:gap-4 sm:p-6">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand sm:size-11">
                <Icon name={item.icon} />
              </span>
              <div>
                <h3 className="heading-3">{item.title}</h3>
                <p className="mt-1.5 leading-relaxed text-ink-soft sm:mt-2">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
