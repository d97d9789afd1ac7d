import { expect, test, type Browser, type Page } from "@playwright/test";
import { routePairs, type RoutePair } from "../support/languages";
import { freshEmail } from "../mocks/e2e-support";

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

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 1280, height: 900 } });

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

async function stringsOf(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(new URL(page.url()).pathname, "not redirected").toBe(path);
  await page.waitForFunction(
    () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  );
  await page.waitForLoadState("networkidle");
  return page.evaluate(pageStrings);
}

/** The strings of /es/<path> that are also on <path> and are not names or figures. */
async function untranslated(page: Page, pair: { en: string; es: string }) {
  const english = new Set(await stringsOf(page, pair.en));
  const spanish = await stringsOf(page, pair.es);
  expect(spanish.length, `${pair.es} shows text`).toBeGreaterThan(10);
  return spanish.filter((text) => english.has(text) && isTranslatable(text));
}

for (const pair of routePairs()) {
  test(`${pair.es.path} shows no string of ${pair.en.path}`, async ({ page }) => {
    expect(await untranslated(page, { en: pair.en.path, es: pair.es.path })).toEqual([]);
  });
}

/** Access to the report (its tv_report cookie), from the Spanish gate's form sent without JavaScript. */
async function reportAccess(browser: Browser, report: RoutePair) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { form } = report.es.doc;
  await page.goto(report.es.path);
  await page.getByLabel(form.nameLabel).fill("Juana Pérez");
  await page.getByLabel(form.companyNameLabel).fill("Pérez Electrodomésticos");
  await page.getByLabel(form.emailLabel).fill(freshEmail("copy-check"));
  await page.getByLabel(form.zipCodeLabel).fill("77002");
  await page.getByRole("button", { name: form.submitLabel }).click();
  await expect(page).toHaveURL(`${report.es.path}/content`);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

test("the Spanish report body shows no string of the English one", async ({ browser, page }) => {
  const report = routePairs().find((pair) => pair.en.doc._type === "report")!;
  await page.context().addCookies(await reportAccess(browser, report));
  expect(await untranslated(page, { en: `${report.en.path}/content`, es: `${report.es.path}/content` })).toEqual([]);
});

test("the Spanish 404 page shows no string of the English one", async ({ page }) => {
  const strings = async (path: string) => {
    expect((await page.goto(path))?.status()).toBe(404);
    await page.waitForLoadState("networkidle");
    return page.evaluate(pageStrings);
  };
  const english = new Set(await strings("/no-such-page"));
  expect((await strings("/es/no-such-page")).filter((text) => english.has(text) && isTranslatable(text))).toEqual([]);
});
