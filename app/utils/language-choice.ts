import { isLanguage, LANGUAGES, type Language } from "./language";

/**
 * The visitor's language choice, remembered in the browser for a year: set by the language switch (the
 * language chosen) and by dismissing the suggestion (the language being read). The server never reads it, so
 * it does not make pages personal (the page cache ignores it).
 */
export const LANGUAGE_COOKIE = "tv_language";
const ONE_YEAR_S = 60 * 60 * 24 * 365;

export function rememberLanguage(language: Language) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

export function rememberedLanguage(cookie: string): Language | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return isLanguage(value) ? value : null;
}

/** The first of the browser's preferred languages (what it sends as Accept-Language) that the site is written in. */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return null;
}

/** Which language to suggest on a page: the remembered choice, else the browser's, when it is not the page's own. */
export function suggestedLanguage(page: Language, cookie: string, preferred: readonly string[]): Language | null {
  const wanted = rememberedLanguage(cookie) ?? browserLanguage(preferred);
  return wanted && wanted !== page ? wanted : null;
}
