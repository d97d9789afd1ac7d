import { Link } from "@remix-run/react";
import { DeferredArticleDemoCallForm } from "~/components/forms/deferred-forms";
import type { LeadFormsCopy } from "~/leads/copy";
import { pagePath } from "~/sanity/paths";
import { useLocalize } from "~/components/layout/root-data";

export interface CallToActionCopy {
  heading: string;
  text: string;
  buttonLabel: string;
}

/**
 * The call to action inside an article: the demo-call form (its code loads on the visitor's first touch, so an
 * article's first visit carries no form code), or a button to /demo. The block's own heading and text win over
 * the blog's.
 */
export function ArticleCallToAction({
  id,
  kind,
  heading,
  text,
  copy,
  leadForms,
}: {
  /** Unique on the page: the block's key. */
  id: string;
  kind: string | null;
  heading?: string | null;
  text?: string | null;
  copy: CallToActionCopy;
  leadForms: LeadFormsCopy;
}) {
  const localize = useLocalize();
  return (
    <aside className="mt-10 rounded-2xl bg-ink p-6 text-white sm:p-8" aria-labelledby={`cta-${id}`}>
      <h2 id={`cta-${id}`} className="heading-3 text-white">
        {heading || copy.heading}
      </h2>
      <p className="mt-3 leading-7 text-white/80">{text || copy.text}</p>
      {kind === "button" ? (
        <Link to={localize(pagePath("demoPage"))} prefetch="intent" className="btn-accent mt-6 px-7">
          {copy.buttonLabel}
        </Link>
      ) : (
        <div className="mt-6 rounded-xl bg-white p-5 text-ink">
          <DeferredArticleDemoCallForm copy={leadForms} />
        </div>
      )}
    </aside>
  );
}
