import type { FieldMetadata } from "@conform-to/react";
import { TextInput } from "./text-input";

/** The name, company name and work email the demo-call and report forms both ask for, in that order. */
export function ContactInputs({
  fields,
  copy,
}: {
  fields: Record<"name" | "companyName" | "email", FieldMetadata<string>>;
  copy: Record<"nameLabel" | "namePlaceholder" | "companyNameLabel" | "companyNamePlaceholder" | "emailLabel" | "emailPlaceholder", string>;
}) {
  return (
    <>
      <TextInput field={fields.name} label={copy.nameLabel} placeholder={copy.namePlaceholder} autoComplete="name" />
      <TextInput
        field={fields.companyName}
        label={copy.companyNameLabel}
        placeholder={copy.companyNamePlaceholder}
        autoComplete="organization"
      />
      <TextInput field={fields.email} label={copy.emailLabel} placeholder={copy.emailPlaceholder} type="email" autoComplete="email" />
    </>
  );
}
