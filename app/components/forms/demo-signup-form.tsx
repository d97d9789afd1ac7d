import { getFormProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { DemoSignupCopy, LeadMessages } from "~/leads/copy";
import type { DemoSignupActionData } from "~/leads/demo-signup.server";
import { isWorkEmail } from "~/leads/free-email-domains";
import { demoSignupSchema, FORM_INTENT_FIELD } from "~/leads/schemas";
import { CALCULATOR_FIELDS, CALCULATOR_PARAMS } from "~/utils/missed-call-revenue";
import { FormField, SubmissionError } from "./form-field";
import { DemoFormHiddenFields } from "./demo-form-hidden-fields";
import { TextInput } from "./text-input";
import { showToast } from "~/components/layout/toast-queue";

function SelectInput({
  field,
  label,
  placeholder,
  options,
}: {
  field: FieldMetadata<string>;
  label: string;
  placeholder: string;
  options: string[];
}) {
  // A post that repeats the field (`industry=a&industry=b`) comes back as a list: a single select shows its first.
  const { defaultValue, ...selectProps } = getSelectProps(field) as { defaultValue?: string | string[] };
  return (
    <FormField id={field.id} label={label} errors={field.errors} errorId={field.errorId}>
      <select {...selectProps} defaultValue={Array.isArray(defaultValue) ? defaultValue[0] : defaultValue} className="field-input">
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * The /demo signup. The second group of fields appears once first name, last name and email are filled. It is
 * always in the HTML: the `js-hidden` class hides it from the first paint when JavaScript runs (no layout
 * shift), and with JavaScript off every field shows, since nothing could reveal them.
 */
export function DemoSignupForm({ copy, messages }: { copy: DemoSignupCopy; messages: LeadMessages }) {
  const answer = useActionData<DemoSignupActionData | { form?: undefined }>();
  // A landing page's other forms answer through the same route.
  const actionData = answer?.form === "demo-signup" ? answer : undefined;
  const navigation = useNavigation();
  const schema = useMemo(() => demoSignupSchema(messages, copy), [messages, copy]);
  const [form, fields] = useForm({
    id: "demo-signup",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const live = useHydrated();
  // The revenue calculator's "Book a demo" link brings its inputs in the query string; they go with the signup.
  const [searchParams] = useSearchParams();
  // The form posts to its own page (/demo, a landing page); the page's other forms post there too.
  const busy = navigation.state === "submitting" && navigation.formData?.get(FORM_INTENT_FIELD) === "demo-signup";

  useEffect(() => {
    if (actionData?.outcome === "error") showToast({ type: "error", title: copy.errorTitle, description: copy.errorText });
  }, [actionData, copy]);

  const firstGroupFilled = Boolean(fields.firstName.value && fields.lastName.value && fields.email.value);
  const showSecondGroup = firstGroupFilled || Boolean(actionData);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get("email");
    if (typeof email === "string" && email.includes("@") && !isWorkEmail(email)) {
      showToast({ type: "error", title: copy.workEmailTitle, description: messages.workEmail });
    }
    form.onSubmit(event);
  }

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={handleSubmit}
      className="relative space-y-4"
      data-testid="demo-signup-form"
      data-live={live || undefined}
    >
      <DemoFormHiddenFields form="demo-signup" />
      {CALCULATOR_FIELDS.map((field) => {
        const value = searchParams.get(CALCULATOR_PARAMS[field]);
        return value === null ? null : <input key={field} type="hidden" name={CALCULATOR_PARAMS[field]} value={value.slice(0, 24)} />;
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput field={fields.firstName} label={copy.firstNameLabel} placeholder={copy.firstNamePlaceholder} autoComplete="given-name" />
        <TextInput field={fields.lastName} label={copy.lastNameLabel} placeholder={copy.lastNamePlaceholder} autoComplete="family-name" />
      </div>
      <TextInput field={fields.email} label={copy.emailLabel} placeholder={copy.emailPlaceholder} type="email" autoComplete="email" />
      <TextInput field={fields.company} label={copy.companyLabel} placeholder={copy.companyPlaceholder} autoComplete="organization" />
      <div className={showSecondGroup ? "space-y-4" : "js-hidden space-y-4"} data-testid="demo-signup-details">
        <TextInput field={fields.phone} label={copy.phoneLabel} placeholder={copy.phonePlaceholder} type="tel" autoComplete="tel" />
        <SelectInput
          field={fields.industry}
          label={copy.industryLabel}
          placeholder={copy.selectPlaceholder}
          options={copy.industryOptions}
        />
        <SelectInput
          field={fields.employeeCount}
          label={copy.employeeCountLabel}
          placeholder={copy.selectPlaceholder}
          options={copy.employeeCountOptions}
        />
        <SelectInput
          field={fields.referralSource}
          label={copy.referralSourceLabel}
          placeholder={copy.selectPlaceholder}
          options={copy.referralOptions}
        />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? copy.busyLabel : copy.submitLabel}
      </button>
      {actionData?.outcome === "error" && <SubmissionError title={copy.errorTitle} message={form.errors?.[0] ?? copy.errorText} />}
    </Form>
  );
}
