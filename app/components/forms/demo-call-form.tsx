import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useId, useMemo } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { LeadFormsCopy } from "~/leads/copy";
import type { DemoCallActionData } from "~/leads/demo-call.server";
import { demoCallSchema } from "~/leads/schemas";
import { FormField, SubmissionError } from "./form-field";
import { ContactInputs } from "./contact-inputs";
import { DemoFormHiddenFields } from "./demo-form-hidden-fields";
import { showToast } from "~/components/layout/toast-queue";

/**
 * The demo-call form (home live demo, trade pages, comparison dialog). It posts to the current route, whose
 * action is `demoCallAction`; without JavaScript it is an ordinary form post and the page shows the result.
 */
export function DemoCallForm({ copy }: { copy: LeadFormsCopy }) {
  const { demoCall: text, messages } = copy;
  const fetcher = useFetcher<DemoCallActionData>();
  const actionData = useActionData<DemoCallActionData>();
  // With JavaScript off the post is a page navigation, so its answer arrives as the route's action data.
  const answer = fetcher.data ?? (actionData?.form === "demo-call" ? actionData : undefined);
  const schema = useMemo(() => demoCallSchema(messages), [messages]);
  const [form, fields] = useForm({
    id: `demo-call-${useId()}`,
    lastResult: answer?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = fetcher.state !== "idle";
  // Marks the form once its validation runs in the browser (until then it is the server's plain HTML form).
  const live = useHydrated();
  const formError = answer?.outcome === "error" ? (form.errors?.[0] ?? text.errorFallback) : undefined;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.outcome === "success") showToast({ type: "success", title: text.successTitle, description: text.successText });
    if (fetcher.data.outcome === "error") {
      showToast({ type: "error", title: text.errorTitle, description: fetcher.data.result.error?.[""]?.[0] ?? text.errorFallback });
    }
  }, [fetcher.data, text]);

  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      className="relative space-y-4"
      data-testid="demo-call-form"
      data-live={live || undefined}
    >
      <DemoFormHiddenFields form="demo-call" />
      <ContactInputs fields={fields} copy={text} />
      <FormField id={fields.phone.id} label={text.phoneLabel} errors={fields.phone.errors} errorId={fields.phone.errorId}>
        <div className="flex">
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-line bg-surface px-3 text-ink-soft">
            {text.phonePrefix}
          </span>
          {/* The number without its country code (shown before it): `tel-national` autofill, which HTML allows on a text
              input only (not on type="tel"); `inputMode` still brings up the phone keypad. */}
          <input
            {...getInputProps(fields.phone, { type: "text" })}
            inputMode="tel"
            className="field-input rounded-l-none"
            placeholder={text.phonePlaceholder}
            autoComplete="tel-national"
          />
        </div>
      </FormField>
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? text.busyLabel : text.submitLabel}
      </button>
      <p className="text-xs text-muted">{text.consent}</p>
      {formError && <SubmissionError title={text.inlineErrorTitle} message={formError} />}
      {answer?.outcome === "success" && !fetcher.data && (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-sm text-success">
          <span className="font-semibold">{text.successTitle}</span> {text.successText}
        </p>
      )}
    </fetcher.Form>
  );
}
