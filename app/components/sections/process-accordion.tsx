import * as Accordion from "@radix-ui/react-accordion";
import { useState } from "react";
import { ContentImage } from "~/components/ui/content-image";
import { Icon, UiIcon } from "~/components/ui/icon";
import { SectionIntro } from "~/components/ui/section-intro";
import type { PageContent } from "~/sanity/content";
import type { USE_CASE_PAGE_QUERY } from "~/sanity/queries";

/** The step whose image is shown: the open one, or the first when every step is closed. */
export function shownStep<T extends { _key: string }>(steps: T[], openKey: string): T | undefined {
  return steps.find((step) => step._key === openKey) ?? steps[0];
}

/** Use-case process: a single-open accordion beside the picture of the open step. */
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
          <Accordion.Root
            type="single"
            collapsible
            value={openKey}
            onValueChange={setOpenKey}
            className="divide-y divide-line rounded-2xl border border-line bg-white"
          >
            {steps.map((step, index) => (
              <Accordion.Item key={step._key} value={step._key} className="group">
                <Accordion.Header className="m-0">
                  <Accordion.Trigger className="flex w-full items-center gap-4 px-5 py-5 text-left sm:px-6">
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand group-data-[state=open]:bg-brand group-data-[state=open]:text-white">
                      <Icon name={step.icon} />
                    </span>
                    <span className="flex-1 text-base font-semibold text-ink">
                      <span className="mr-2 font-mono text-sm text-muted tabular-nums" aria-hidden="true">
                        {String(index + 1).padStart(2, "0")}
                      </span>
                      {step.title}
                    </span>
                    <UiIcon
                      name="chevron-down"
                      className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content forceMount className="px-5 pb-5 pl-[4.75rem] leading-relaxed text-ink-soft data-[state=closed]:hidden sm:px-6 sm:pl-20">
                  {step.description}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-lg lg:sticky lg:top-24" data-testid="process-image">
            {shown?.image ? (
              <ContentImage key={shown._key} image={shown.image} width={480} height={360} sizes="(min-width: 1024px) 40vw, 100vw" className="h-auto w-full" />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
