import { AccordionContent, AccordionHeader, AccordionItem as RadixItem, AccordionTrigger } from "@radix-ui/react-accordion";
import type { ReactNode } from "react";

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
