import { Accordion } from "@radix-ui/react-accordion";
import { AccordionItem } from "~/components/ui/accordion-item";
import { Icon } from "~/components/ui/icon";
import type { PageContent } from "~/sanity/content";
import type { USE_CASE_PAGE_QUERY } from "~/sanity/queries";

export type ProcessStep = NonNullable<PageContent<typeof USE_CASE_PAGE_QUERY>["process"]>["steps"][number];

/**
 * The use-case process steps as a single-open, collapsible accordion (Radix), open step `openKey` ("" for none). Loaded
 * by `ProcessAccordion` as the steps near the screen.
 */
export function LiveProcessSteps({
  steps,
  openKey,
  onOpenKeyChange,
}: {
  steps: ProcessStep[];
  openKey: string;
  onOpenKeyChange: (key: string) => void;
}) {
  return (
    <Accordion type="single" collapsible value={openKey} onValueChange={onOpenKeyChange} className="accordion accordion-steps">
      {steps.map((step, index) => (
        <AccordionItem
          key={step._key}
          value={step._key}
          trigger={
            <>
              <span>
                <Icon name={step.icon} />
              </span>
              <span>
                <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
                {step.title}
              </span>
            </>
          }
        >
          {step.description}
        </AccordionItem>
      ))}
    </Accordion>
  );
}
