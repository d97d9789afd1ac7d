import type { LeadFormsCopy } from "~/leads/copy";

/** Where a page shows the demo-call form (the form component itself belongs to the lead flows). */
export function DemoCallSlot({ copy }: { copy: LeadFormsCopy }) {
  return <div data-testid="demo-call-slot" data-submit-label={copy.demoCall.submitLabel} />;
}
