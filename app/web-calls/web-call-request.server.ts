import { z } from "zod";
import { parseWebCallSource, type WebCallSource } from "~/sanity/web-call";
import { isLanguage, languageFromPath, type Language } from "~/utils/language";

/** The body is three short strings; anything far larger is not a tap of ours. */
export const MAX_WEB_CALL_BODY_BYTES = 2 * 1024;

const bodySchema = z.object({
  source: z.string().max(300),
  language: z.string().refine(isLanguage),
  page: z
    .string()
    .min(1)
    .max(300)
    .startsWith("/")
    .refine((page) => !page.startsWith("//")),
});

export interface WebCallAsk {
  source: WebCallSource;
  language: Language;
  page: string;
}

/** A tap's body, form-encoded or JSON; the language is best effort even when the rest is malformed (the refusal's text). */
export async function readWebCallAsk(request: Request): Promise<{ ask: WebCallAsk } | { malformed: true; language: Language }> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  const text = length > MAX_WEB_CALL_BODY_BYTES ? "" : await request.text();
  let raw: unknown = {};
  if (Buffer.byteLength(text) <= MAX_WEB_CALL_BODY_BYTES) {
    const json = (request.headers.get("Content-Type") ?? "").includes("json");
    try {
      raw = json ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
    } catch {
      raw = {};
    }
  }
  const parsed = bodySchema.safeParse(raw);
  const source = parsed.success ? parseWebCallSource(parsed.data.source) : null;
  if (!parsed.success || !source) {
    const asked = (raw as { language?: unknown } | null)?.language;
    const page = (raw as { page?: unknown } | null)?.page;
    return { malformed: true, language: isLanguage(asked) ? asked : typeof page === "string" ? languageFromPath(page) : "en" };
  }
  return { ask: { source, language: parsed.data.language, page: parsed.data.page } };
}
