import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "./form-field";

/** A labelled one-line input of a Conform form, with the field's first error under it. */
export function TextInput({
  field,
  label,
  placeholder,
  type = "text",
  autoComplete,
  inputMode,
}: {
  field: FieldMetadata<string>;
  label: string;
  placeholder: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "numeric";
}) {
  return (
    <FormField id={field.id} label={label} errors={field.errors} errorId={field.errorId}>
      <input
        {...getInputProps(field, { type })}
        className="field-input"
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    </FormField>
  );
}
