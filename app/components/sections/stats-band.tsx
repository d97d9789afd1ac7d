import { PageSection } from "~/components/ui/page-section";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** The STATS fragment (home scale, trade results). */
type Stats = PageContent<typeof TRADE_PAGE_QUERY>["results"];

/** Big figures on a dark band: home scale stats, trade results. */
export function StatsBand({ id, section }: { id: string; section: Stats | null }) {
  if (!section?.stats?.length) return null;
  const { stats } = section;
  return (
    <PageSection id={id} intro={section.intro} className="bg-ink text-white" tone="dark">
      <dl className={`mt-12 grid gap-4 sm:grid-cols-2 ${stats.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
        {stats.map((stat) => (
          // The figure's row keeps its line height until the figure is parsed (see HomeHero's claims).
          <div
            key={stat._key}
            className="grid grid-rows-[minmax(2.5rem,auto)_auto] gap-1 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:grid-rows-[minmax(3rem,auto)_auto] sm:p-7"
          >
            <dt className="row-start-2 font-semibold text-white">{stat.label}</dt>
            <dd className="row-start-1 text-4xl font-extrabold tracking-tight text-brand-soft sm:text-5xl">{stat.value}</dd>
            {stat.description ? <dd className="row-start-3 text-sm leading-relaxed text-slate-300">{stat.description}</dd> : null}
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
