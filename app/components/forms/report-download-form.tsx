import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { LeadMessages, ReportFormCopy } from "~/leads/copy";
import type { ReportDownloadActionData } from "~/leads/report-access.server";
import { FORM_INTENT_FIELD, REPORT_FIELD, reportDownloadSchema } from "~/leads/schemas";
import { SubmissionError } from "./form-field";
import { ContactInputs } from "./contact-inputs";
import { FormIntentField, HoneypotField } from "./honeypot-field";
import { TextInput } from "./text-input";
import { showToast } from "~/components/layout/toast-queue";

/**
 * The report's lead form; on success the server opens access and sends the visitor to the report. On a landing page
 * `report` names the report (its slug), which the gate page's own address names otherwise.
 */
export function ReportDownloadForm({ copy, messages, report }: { copy: ReportFormCopy; messages: LeadMessages; report?: string }) {
  const answer = useActionData<ReportDownloadActionData | { form?: undefined }>();
  // A landing page's other forms answer through the same route.
  const actionData = answer?.form === "report-download" ? answer : undefined;
  const navigation = useNavigation();
  const schema = useMemo(() => reportDownloadSchema(messages), [messages]);
  const [form, fields] = useForm({
    id: "report-download",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // Busy from the post until the redirect to the report has loaded.
  const busy = navigation.state !== "idle" && navigation.formData?.get(FORM_INTENT_FIELD) === "report-download";
  const live = useHydrated();

  useEffect(() => {
    if (actionData?.outcome === "error") showToast({ type: "error", title: copy.errorTitle, description: copy.errorText });
  }, [actionData, copy]);

  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-4" data-testid="report-form" data-live={live || undefined}>
      <HoneypotField />
      <FormIntentField form="report-download" />
      {report ? <input type="hidden" name={REPORT_FIELD} value={report} /> : null}
      <ContactInputs fields={fields} copy={copy} />
      <TextInput
        field={fields.zipCode}
        label={copy.zipCodeLabel}
        placeholder={copy.zipCodePlaceholder}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? copy.busyLabel : copy.submitLabel}
      </button>
      {actionData?.outcome === "error" && <SubmissionError title={copy.errorTitle} message={form.errors?.[0] ?? copy.errorText} />}
    </Form>
  );
}
