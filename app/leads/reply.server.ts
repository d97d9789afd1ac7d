import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/** A conform reply for a decision made before validation (honeypot, rate limit): the fields keep their values. */
export function replyWithoutValidation(formData: FormData, options: { formError?: string; resetForm?: boolean }) {
  const submission = parseWithZod(formData, { schema: z.record(z.unknown()) });
  return options.resetForm
    ? submission.reply({ resetForm: true })
    : submission.reply({ formErrors: options.formError ? [options.formError] : [] });
}

/** Fills `{reason}` in a dataset message. */
export function withReason(message: string, reason: string) {
  return message.replace("{reason}", reason);
}
