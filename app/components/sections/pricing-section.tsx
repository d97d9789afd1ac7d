import { Fragment } from "react";
import { FaqAccordion, type FaqItem } from "~/components/ui/faq-accordion";
import { ServerPart, type ServerRendered } from "~/components/ui/server-rendered";
import { faqJsonLd } from "~/components/structured-data/faq-json-ld";
import { JsonLd } from "~/components/structured-data/json-ld";
import { SectionIntro } from "~/components/ui/section-intro";
import type { PageContent } from "~/sanity/content";
import type { HOME_PAGE_QUERY } from "~/sanity/queries";
import { isSafeContentHref } from "~/utils/content-link";
import { useLocalize } from "~/components/layout/root-data";

type Pricing = PageContent<typeof HOME_PAGE_QUERY>["pricing"];
/** A pricing plan as the home page shows it. */
export type Plan = Pricing["plans"][number];

/** The per-minute line of a plan: the site-wide rate for standard-rate plans, else the plan's own text. */
export function planRate(plan: Pick<Plan, "usesStandardRate" | "callCosts">, pricePerMinute: string) {
  if (plan.usesStandardRate && pricePerMinute) return [pricePerMinute, plan.callCosts].filter(Boolean).join(" ");
  return plan.callCosts ?? "";
}

/**
 * Pricing (#pricing): plan cards and the per-plan feature table (rendered on the server only, see `ServerPart`),
 * then the pricing questions (an accordion opening and closing the questions and answers the server rendered).
 */
export function PricingSection({
  section,
  questions,
  pricePerMinute,
}: {
  section: ServerRendered<Pricing | null>;
  questions: PricingQuestions;
  pricePerMinute: string;
}) {
  const { heading: faqHeading, keys, texts } = questions;
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="section bg-surface">
      <div className="container-page">
        <ServerPart value={section}>{(pricing) => <PlansAndFeatures section={pricing} pricePerMinute={pricePerMinute} />}</ServerPart>
        {keys.length ? (
          <div className="mx-auto mt-20 max-w-3xl">
            <h3 className="heading-2 text-center">{faqHeading}</h3>
            <FaqAccordion className="mt-10" items={keys} kept={texts} />
            <ServerPart value={texts}>{(faqs) => <JsonLd data={faqJsonLd(faqs)} />}</ServerPart>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The pricing questions as the loader sends them: their keys (the accordion's items) and their text, kept on the
 * server for a document's render (the accordion only opens and closes what the server rendered).
 */
export type PricingQuestions = { heading: string | null | undefined; keys: { _key: string }[]; texts: ServerRendered<FaqItem[]> };

function PlansAndFeatures({ section, pricePerMinute }: { section: Pricing | null; pricePerMinute: string }) {
  const localize = useLocalize();
  const { intro, plans, featureGroups, featureTableHeading } = section ?? {};
  const planList = plans ?? [];
  return (
    <>
      <SectionIntro intro={intro} headingId="pricing-heading" />
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {planList.map((plan) => (
          <li
            key={plan._id}
            data-testid="pricing-plan"
            className={`relative flex flex-col rounded-3xl border p-7 ${
              plan.highlighted ? "border-brand bg-ink text-white shadow-xl shadow-brand/20" : "border-line bg-white shadow-sm"
            }`}
          >
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-xl font-bold">{plan.name}</h3>
              {plan.badge ? <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-ink">{plan.badge}</span> : null}
            </div>
            <p className={`mt-2 text-sm leading-relaxed ${plan.highlighted ? "text-slate-300" : "text-ink-soft"}`}>{plan.description}</p>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-5xl font-extrabold tracking-tight">{plan.price}</span>
              {plan.priceSuffix ? <span className={plan.highlighted ? "text-slate-300" : "text-muted"}>{plan.priceSuffix}</span> : null}
            </p>
            <p className={`mt-2 text-sm ${plan.highlighted ? "text-slate-300" : "text-muted"}`}>{plan.subtext}</p>
            <ul className={`mt-6 flex-1 space-y-3 border-t pt-6 text-sm ${plan.highlighted ? "border-white/15" : "border-line"}`}>
              {[planRate(plan, pricePerMinute), plan.concurrent].filter(Boolean).map((line) => (
                <li
                  key={line}
                  data-testid="plan-line"
                  className={`tick ${plan.highlighted ? "[--tick-color:var(--color-accent)]" : "[--tick-color:var(--color-brand)]"}`}
                >
                  {line}
                </li>
              ))}
            </ul>
            {plan.ctaLabel && isSafeContentHref(plan.ctaHref) ? (
              <a href={localize(plan.ctaHref)} className={`mt-8 w-full ${plan.highlighted ? "btn-accent" : "btn-primary"}`}>
                {plan.ctaLabel}
              </a>
            ) : null}
            {plan.ctaNote ? (
              <p className={`mt-3 text-center text-xs ${plan.highlighted ? "text-slate-300" : "text-muted"}`}>{plan.ctaNote}</p>
            ) : null}
          </li>
        ))}
      </ul>

      {featureGroups?.length && planList.length ? (
        <>
          <h3 id="plan-features-heading" className="heading-2 mt-20 text-center">
            {featureTableHeading}
          </h3>
          <div
            role="region"
            aria-labelledby="plan-features-heading"
            // A region that scrolls sideways on narrow screens: keyboard users must be able to focus it to scroll it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
            tabIndex={0}
            className="relative mt-10 overflow-x-auto rounded-2xl border border-line bg-white"
          >
            <table className="plan-table w-full min-w-[36rem] table-fixed text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <td className="w-2/5" />
                  {planList.map((plan) => (
                    <th key={plan._id} scope="col">
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {featureGroups.map((group) => (
                  <Fragment key={group._id}>
                    <tr className="bg-surface">
                      <th scope="colgroup" colSpan={planList.length + 1}>
                        {group.title}
                      </th>
                    </tr>
                    {group.features?.map((feature) => (
                      <tr key={feature._key}>
                        <th scope="row">{feature.label}</th>
                        {planList.map((plan) => {
                          const value = feature.values?.find((v) => v.planId === plan._id);
                          return <FeatureValue key={plan._id} included={value?.included} text={value?.text} />;
                        })}
                      </tr>
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}

/**
 * A table cell: the plan's own text, else a tick or a dash. The symbol is the cell's text, read out as it is and drawn
 * by the plan-table styles in app.css (a mask over transparent text): no icon or hidden span per cell, the table has
 * ~50 of them.
 */
function FeatureValue({ included, text }: { included: boolean | null | undefined; text: string | null | undefined }) {
  if (included && text) return <td className="text">{text}</td>;
  return <td className={included ? "yes" : "no"}>{included ? "✓" : "—"}</td>;
}
