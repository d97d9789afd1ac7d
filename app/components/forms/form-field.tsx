import type { ReactNode } from "react";

/** Label, control and error of one form field, wired for screen readers (the control gets aria-describedby). */
export function FormField({
  id,
  label,
  errors,
  errorId,
  children,
  className,
}: {
  id: string;
  label: string;
  errors?: string[];
  errorId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {errors?.length ? (
        <p id={errorId} className="field-error">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** The error block under a form, shown with and without JavaScript. */
export function SubmissionError({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-danger/30 bg-red-50 p-4 text-sm text-danger">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
    </div>
  );
}
