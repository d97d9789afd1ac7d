import { expect, type Page } from "@playwright/test";

/**
 * Nothing untranslated slips through: every string a visitor sees on an /es page (text of each element
 * that holds text, aria-label, alt, placeholder and title attributes, option labels) must not also appear on the
 * English version of that page. Numbers, prices and figures are allowed, and so are the names below, which stay
 * the same in every language. At 1280 px, JavaScript on, after opening nothing.
 */
const NAMES = [
  // The brand and its plans
  "TradeVoice",
  "Pro",
  "Plus",
  "Enterprise",
  // Competitors
  "Telli",
  "Drillbit",
  "Avoca",
  "Sameday",
  "Broccoli",
  // Assistants
  "Jake",
  "Emma",
  "Ryan",
  // Integration products
  "AccuLynx",
  "Aspire",
  "Briostack",
  "DripJobs",
  "Elromco",
  "FieldEdge",
  "FieldRoutes",
  "Google Calendar",
  "GorillaDesk",
  "Housecall Pro",
  "JobNimbus",
  "Jobber",
  "Launch27",
  "LMN",
  "Make",
  "Markate",
  "PaintScout",
  "PestPac",
  "Roofr",
  "Service Autopilot",
  "Service Fusion",
  "ServiceM8",
  "ServiceTitan",
  "simPRO",
  "SmartMoving",
  "Successware",
  "Supermove",
  "Swept",
  "Workiz",
  "Zapier",
  "ZenMaid",
  // Technologies and standards, written the same in Spanish
  "API",
  "GDPR",
  "HIPAA",
  "HVAC",
  "SMS",
  "SOC 2 Type II",
  "VoIP",
  "Webhooks",
  // Words Spanish uses as they are, and a Spanish word the English article on answering in Spanish quotes
  "Blog",
  "Marketing",
  "usted",
  // Blog authors
  "Dan Whitfield",
  "Maria Lopez",
  // Testimonial authors
  "Dana Alvarez",
  "Greg Holloway",
  "Jamal Carter",
  "Kevin O'Brien",
  "Lisa Moreno",
  "Marcus Reed",
  "Priya Shah",
  "Sarah Whitfield",
  "Tony Nguyen",
];

const NAME_PATTERN = new RegExp(
  `\\b(${[...NAMES]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})\\b`,
  "g",
);

/** With names, email addresses and links taken out, the string still has a word (numbers, prices and figures do not). */
function isTranslatable(text: string): boolean {
  const rest = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ") // email addresses
    .replace(/https?:\/\/\S+/g, " ")
    .replace(NAME_PATTERN, " ");
  return /\p{L}{2,}/u.test(rest);
}

/** Every string the page shows (see above), whitespace collapsed. Runs in the page. */
function pageStrings(): string[] {
  const strings = new Set<string>();
  const add = (value: string | null | undefined) => {
    const text = value?.replace(/\s+/g, " ").trim();
    if (text) strings.add(text);
  };
  for (const element of document.body.querySelectorAll("*")) {
    if (element.closest("script, style, noscript, template")) continue;
    if (element instanceof HTMLSelectElement && element.checkVisibility()) {
      for (const option of element.options) add(option.label);
    }
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (ownText) add(element instanceof HTMLElement ? element.innerText : element.textContent);
    for (const name of ["aria-label", "alt", "placeholder", "title"]) add(element.getAttribute(name));
  }
  return [...strings];
}

/** The strings of `spanish` that `english` also shows and that are not names or figures. */
export const untranslated = (english: string[], spanish: string[]) => {
  const shownInEnglish = new Set(english);
  return spanish.filter((text) => shownInEnglish.has(text) && isTranslatable(text));
};

/** What the page shows once it has loaded; a page with hardly any text would prove nothing. */
export async function shownStrings(page: Page) {
  const strings = await page.evaluate(pageStrings);
  expect(strings.length, `${new URL(page.url()).pathname} shows text`).toBeGreaterThan(10);
  return strings;
}
