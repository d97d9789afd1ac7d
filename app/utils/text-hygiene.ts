/**
 * The characters no visitor's text may hold (forms refuse them: app/leads/input-hygiene.ts) and `singleLine`, which
 * every provider request passes its free text through (defence in depth).
 *
 * Characters no name, company, address, phone or ZIP code needs, each a known way to fool a reader or a parser:
 * - `\p{Cc}`: C0 and C1 controls: NUL, tab, CR and LF (header injection), DEL, NEL, ESC and CSI (terminal escapes);
 * - `\p{Zl}\p{Zp}`: U+2028 and U+2029, line breaks to many mail clients;
 * - U+202A-U+202E, U+2066-U+2069: bidirectional embeddings, overrides and isolates (text shown in another order
 *   than it is stored), and U+206A-U+206F, deprecated format controls. Left-to-right and right-to-left marks
 *   (U+200E, U+200F, U+061C) stay: they reorder nothing but neutral characters and real right-to-left text has them;
 * - U+FFF9-U+FFFB: interlinear annotations (text hidden from display);
 * - U+E0000-U+E007F: tag characters, invisible ASCII, a known way to smuggle instructions to a language model
 *   (the demo call's agent reads the name and company);
 * - U+FFFD: what invalid UTF-8 becomes when a body is decoded; `\p{Cs}`: lone surrogates.
 */
const FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u202A-\u202E\u2066-\u206F\uFFF9-\uFFFB\uFFFD\u{E0000}-\u{E007F}]/u;
const FORBIDDEN_RUNS = new RegExp(`(?:${FORBIDDEN.source})+`, "gu");

/** Characters that show nothing: white space, default-ignorables (zero-width spaces and joiners, BOM...), braille blank. */
const INVISIBLE = /^[\s\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** True for "" and for a value made only of invisible characters (e.g. zero-width spaces). */
export function isBlank(value: string): boolean {
  return INVISIBLE.test(value);
}

/** NFC (one encoding per letter: a composed "é" and "e" + accent compare and count alike), trimmed. */
export function normalizeText(value: string): string {
  return value.normalize("NFC").trim();
}

/**
 * One line of text for an email header, a subject or a provider variable: every forbidden character (line breaks
 * first of all) becomes a space, runs of white space become one. Form values never hold them (`visitorText`);
 * this keeps other sources (content, a record stored before the rule) from reaching a header.
 */
export function singleLine(value: string): string {
  return value.replace(FORBIDDEN_RUNS, " ").replace(/\s+/g, " ").trim();
}
