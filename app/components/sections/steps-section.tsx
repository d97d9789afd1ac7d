import { Link } from "@remix-run/react";
import { Icon } from "~/components/ui/icon";
import { PageSection } from "~/components/ui/page-section";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";
import { isSafeContentHref } from "~/utils/content-link";
import { useLocalize } from "~/components/layout/root-data";

/** The STEPS fragment (home and trade "how it works"). */
type Steps = PageContent<typeof TRADE_PAGE_QUERY>["howItWorks"];

/** Numbered steps in a row: build, test, deploy, monitor on home; four steps on trade pages. */
export function StepsSection({ id, section, className }: { id: string; section: Steps | null; className?: string }) {
  const localize = useLocalize();
  if (!section?.steps?.length) return null;
  const { steps } = section;
  return (
    <PageSection id={id} intro={section.intro} className={className}>
      <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {steps.map((step, index) => (
          <li key={step._key} className="card relative flex flex-col gap-3">
            {/* The badge is the icon itself (its padding frames the drawing): one element, not a wrapper and an icon. */}
            <Icon name={step.icon} className="size-11 rounded-xl bg-brand p-3 text-white" />
            {/* Level with the badge's middle (the card's 1.5rem padding, then half of 2.75rem less half a line). */}
            <span className="absolute top-9 right-6 font-mono text-sm font-semibold text-muted tabular-nums" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="heading-3">
              {isSafeContentHref(step.href) ? (
                <Link to={localize(step.href)} className="hover:text-brand">
                  {step.title}
                </Link>
              ) : (
                step.title
              )}
            </h3>
            <p className="leading-relaxed text-ink-soft">{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
