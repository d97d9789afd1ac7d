/**
 * Free consumer mail providers: an address at one of these is not a work address.
 * Kept here, in one place, for the browser and the server alike.
 */
export const FREE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "aol.com",
  "icloud.com",
  "mail.com",
  "protonmail.com",
  "zoho.com",
  "yandex.com",
  "gmx.com",
  "live.com",
  "msn.com",
  "me.com",
]);

/** True when the address is not at a free consumer provider (the domain is compared lower-cased). */
export function isWorkEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  return !FREE_EMAIL_DOMAINS.has(domain);
}
