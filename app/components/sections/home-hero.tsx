import { Link } from "@remix-run/react";
import { Stars } from "~/components/ui/stars";
import type { SiteSettings } from "~/components/layout/types";
import type { PageContent } from "~/sanity/content";
import type { HOME_PAGE_QUERY } from "~/sanity/queries";
import { PageHero } from "./page-hero";
import { useLocalize } from "~/components/layout/root-data";

/** Home hero: social-proof badge, headline, 'Try Live Demo!' / 'Start Free Trial' and the three claims. */
export function HomeHero({
  hero,
  socialProof,
}: {
  hero: PageContent<typeof HOME_PAGE_QUERY>["hero"] | null;
  socialProof: SiteSettings["socialProof"];
}) {
  const localize = useLocalize();
  return (
    <PageHero
      hero={hero}
      before={
        socialProof?.label ? (
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-line bg-white/80 px-3 py-1.5 text-sm font-medium text-ink shadow-sm">
            <Stars count={socialProof.stars ?? 5} size={14} />
            <span>{socialProof.label}</span>
          </p>
        ) : null
      }
      actions={
        <>
          <a href="#live-demo" className="btn-primary px-7">
            {hero?.primaryCtaLabel}
          </a>
          <Link to={localize("/demo")} prefetch="intent" className="btn-secondary px-7">
            {hero?.secondaryCtaLabel}
          </Link>
        </>
      }
      after={
        hero?.claims?.length ? (
          <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-line pt-8">
            {hero.claims.map((claim) => (
              // The figure's row keeps its line height while the figure is not yet parsed: the label comes first in
              // the HTML and would otherwise paint at the top, then move down when the figure arrives.
              <div key={claim._key} className="grid grid-rows-[minmax(2rem,auto)_auto] sm:grid-rows-[minmax(2.25rem,auto)_auto]">
                <dt className="row-start-2 text-xs font-medium text-ink-soft sm:text-sm">{claim.label}</dt>
                <dd className="row-start-1 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{claim.value}</dd>
              </div>
            ))}
          </dl>
        ) : null
      }
    />
  );
}
