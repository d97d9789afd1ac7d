import { useState } from "react";
import { ContentImage } from "~/components/ui/content-image";
import { LiveNearScreen } from "~/components/ui/live-near-screen";
import { SectionIntro } from "~/components/ui/section-intro";
import { lazyLoadedOnServer } from "~/components/ui/server-preloaded";
import type { PageContent } from "~/sanity/content";
import type { USE_CASE_PAGE_QUERY } from "~/sanity/queries";

/** The step whose image is shown: the open one, or the first when every step is closed. */
export function shownStep<T extends { _key: string }>(steps: T[], openKey: string): T | undefined {
  return steps.find((step) => step._key === openKey) ?? steps[0];
}

const { Component: LiveProcessSteps, load } = lazyLoadedOnServer(() => import("./process-steps").then((module) => module.LiveProcessSteps));

/**
 * Use-case process: a single-open, collapsible accordion (Radix) beside the picture of the open step. The accordion's
 * code loads, and the steps go live, as they near the screen or at the visitor's first click or focus on them.
 */
export function ProcessAccordion({ section }: { section: PageContent<typeof USE_CASE_PAGE_QUERY>["process"] | null }) {
  const [openKey, setOpenKey] = useState(section?.initiallyOpen && section.steps?.[0] ? section.steps[0]._key : "");
  if (!section?.steps?.length) return null;
  const { intro, steps } = section;
  const shown = shownStep(steps, openKey);

  return (
    <section id="process" aria-labelledby="process-heading" className="section bg-surface">
      <div className="container-page">
        <SectionIntro intro={intro} headingId="process-heading" />
        <div className="mt-12 grid items-start gap-10 lg:grid-cols-2">
          <LiveNearScreen load={load}>
            <LiveProcessSteps steps={steps} openKey={openKey} onOpenKeyChange={setOpenKey} />
          </LiveNearScreen>
          <div
            className="overflow-hidden rounded-3xl border border-line bg-white shadow-lg lg:sticky lg:top-24"
            data-testid="process-image"
          >
            {shown?.image ? (
              <ContentImage
                key={shown._key}
                image={shown.image}
                width={480}
                height={360}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="h-auto w-full"
              />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
