/**
 * The languages the site is written in. English lives at the root paths, every other language under its own
 * prefix (`/es/trades/plumbing`); a page's slug is the same in every language. No imports, so the Studio can
 * import this file as it is.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The locale for `Intl` formats (prices, numbers, dates): the US market in both languages. */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a URL path: its first segment when that names a language other than the default. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: `/es/trades/plumbing` is `/trades/plumbing`, `/es` is `/`. */
export function unlocalizedPath(pathname: string): string {
  const language = languageFromPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(language.length + 1) || "/";
}

/**
 * A site path in a language: `localizedPath("/trades/plumbing", "es")` is `/es/trades/plumbing`. Paths of
 * files (`/media/...`, `/assets/...`), anchors-only and external links are left as they are.
 */
export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//") || /^\/(media|assets|api)\//.test(path)) return path;
  const bare = unlocalizedPath(path);
  if (language === DEFAULT_LANGUAGE) return bare;
  if (bare === "/") return `/${language}`;
  // "/#pricing" and "/?x" stay on the language's home.
  if (bare.startsWith("/#") || bare.startsWith("/?")) return `/${language}${bare.slice(1)}`;
  return `/${language}${bare}`;
}
