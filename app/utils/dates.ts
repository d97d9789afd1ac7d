import { LOCALES, type Language } from "./language";

/**
 * "February 3, 2025" ("3 de febrero de 2025") from an ISO date or date-time, in UTC so the day never shifts with
 * the server's or the visitor's zone (server and browser render the same text).
 */
export function formatLongDate(iso: string, language: Language): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
