// What a visitor may type into a form, in one place: every text field of every form starts with `visitorText`
// (the characters it refuses: app/utils/text-hygiene.ts).
import { z } from "zod";
import { hasForbiddenCharacters, isBlank, normalizeText } from "~/utils/text-hygiene";
import type { LeadMessages } from "./copy";

/** The messages every text field may answer with, from the content (both languages). */
export type HygieneMessages = Pick<LeadMessages, "tooLong" | "invalidCharacters" | "singleValue">;

export interface TextRules {
  /** The field's own message when it is missing, empty or blank. */
  required: string;
  /** Most characters (UTF-16 units after NFC, as the input's maxlength counts). */
  max: number;
  /** Fewest characters (default 1), answered with `required`. */
  min?: number;
}

/** The content's too-long message for this field's limit. */
export const tooLongMessage = (messages: HygieneMessages, max: number) => messages.tooLong.replaceAll("{max}", String(max));

/**
 * A text field as every form reads it: one value (a field sent twice reaches zod as an array: `singleValue`),
 * normalised (`normalizeText`), free of forbidden characters (`invalidCharacters`), not blank (`required`), at
 * most `max` long (`tooLong`). `then` adds the field's own checks and transforms on the clean value; every message
 * comes from the content, so no zod default (English) reaches a visitor.
 */
export function visitorText<Out extends z.ZodTypeAny = z.ZodString>(
  messages: HygieneMessages,
  { required, max, min = 1 }: TextRules,
  then?: (text: z.ZodString) => Out,
) {
  const clean = z
    .string({ required_error: required, invalid_type_error: required })
    .min(min, required)
    .max(max, tooLongMessage(messages, max));
  return z
    .string({ required_error: required, invalid_type_error: messages.singleValue })
    .transform((value, ctx) => {
      const text = normalizeText(value);
      if (hasForbiddenCharacters(text)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.invalidCharacters });
        return z.NEVER;
      }
      return isBlank(text) ? "" : text;
    })
    .pipe((then ? then(clean) : clean) as Out);
}

/** A choice from a fixed list (a select): one value, one of `options`. */
export function choice(messages: HygieneMessages, options: string[], message: string) {
  return z
    .string({ required_error: message, invalid_type_error: messages.singleValue })
    .refine((value) => options.includes(value), message);
}
