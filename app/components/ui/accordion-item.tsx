import { AccordionContent, AccordionHeader, AccordionItem as RadixItem, AccordionTrigger } from "@radix-ui/react-accordion";
import type { ReactNode } from "react";
import { ServerPart, type ServerRendered } from "~/components/ui/server-rendered";

/**
 * One item of a Radix accordion (inside an `Accordion` root with `type="single" collapsible`): a heading holding the
 * trigger (`trigger`, then a chevron the `accordion` styles draw: no icon elements per item), the panel after it. The panel is always rendered (`forceMount`): closed
 * answers stay in the HTML, indexed and readable with JavaScript off; the `accordion` styles (app.css) hide a
 * closed panel only once JavaScript runs, from the first paint.
 */
export function AccordionItem({ value, trigger, children }: { value: string; trigger: ReactNode; children: ReactNode }) {
  return (
    <RadixItem value={value}>
      <AccordionHeader>
        <AccordionTrigger>{trigger}</AccordionTrigger>
      </AccordionHeader>
      <AccordionContent forceMount>{children}</AccordionContent>
    </RadixItem>
  );
}

/**
 * An `AccordionItem` whose trigger and panel text is HTML the server kept (`ServerPart`): the trigger and the panel
 * hold it themselves, without a wrapper element in either.
 */
export function KeptAccordionItem<T>({
  value,
  texts,
  trigger,
  panel,
}: {
  value: string;
  texts: ServerRendered<T>;
  trigger: (content: T) => ReactNode;
  panel: (content: T) => ReactNode;
}) {
  return (
    <RadixItem value={value}>
      <AccordionHeader>
        <ServerPart host={AccordionTrigger} value={texts}>
          {trigger}
        </ServerPart>
      </AccordionHeader>
      <ServerPart host={AccordionContent} hostProps={{ forceMount: true }} value={texts}>
        {panel}
      </ServerPart>
    </RadixItem>
  );
}
