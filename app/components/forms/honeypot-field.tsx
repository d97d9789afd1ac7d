import type { LeadKind } from "~/leads/records";
import { FORM_INTENT_FIELD, HONEYPOT_FIELD } from "~/leads/schemas";

/** A field people never see or reach; bots that fill every input reveal themselves with it. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Names the form for the page's action (a landing page shows several forms and posts them all to itself). */
export function FormIntentField({ form }: { form: LeadKind }) {
  return <input type="hidden" name={FORM_INTENT_FIELD} value={form} />;
}
