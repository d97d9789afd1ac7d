import { WebCallIdField } from "~/components/web-call/web-call-id-field";
import { FormIntentField, HoneypotField } from "./honeypot-field";

/** The hidden fields of the demo-call and demo-signup forms: the honeypot, the visitor's last web call, the form's name. */
export function DemoFormHiddenFields({ form }: { form: "demo-call" | "demo-signup" }) {
  return (
    <>
      <HoneypotField />
      <WebCallIdField />
      <FormIntentField form={form} />
    </>
  );
}
