import { SectionIntro } from "~/components/ui/section-intro";
import type { IntroContent, Maybe, StatContent } from "./content-types";

/** Big figures on a dark band: home scale stats, trade results. */
export function StatsBand({ id, intro, stats }: { id: string; intro: Maybe<IntroContent>; stats: Maybe<StatContent[]> }) {
  if (!stats?.length) return null;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section bg-ink text-white">
      <div className="container-page">
        <SectionIntro intro={intro} headingId={`${id}-heading`} tone="dark" />
        <dl className="mt-12 grid gap-px overflow-hidden rounded-2xl bg-white/10 sm:grid-cols-2 lg:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat._key} className="flex flex-col gap-1 bg-ink p-6 sm:p-8">
              <dt className="order-2 font-semibold text-white">{stat.label}</dt>
              <dd className="order-1 text-4xl font-extrabold tracking-tight text-brand-soft sm:text-5xl">{stat.value}</dd>
              {stat.description ? <dd className="order-3 text-sm leading-relaxed text-slate-300">{stat.description}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
