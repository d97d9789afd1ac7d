/**
 * The site's speed budgets (on the reference phone, docs/bench.md) and the routes they are measured on, defined once: the bench (bench/run.ts), the browser
 * tests (tests/e2e/budget.spec.ts) and the INP probe (tests/support/inp.ts) import them from here.
 */

/** Lighthouse's `dom-size` audit warns above 800 elements: no measured page may have more. */
export const DOM_ELEMENTS_MAX = 800;

/** What reaches a phone: a page's HTML as the server sends it with a browser's Accept-Encoding, brotli, hit or miss. */
export const HTML_BROTLI_BUDGET_KB = 24;

/** Lighthouse mobile on the reference phone (bench/reference-phone.ts), per route. */
export const LIGHTHOUSE_BUDGETS = {
  /** Performance at least this (100 is the aim); accessibility, best practices and SEO exactly 100. */
  performanceMin: 95,
  otherCategoriesMin: 100,
  totalBlockingTimeMaxMs: 150,
  /** LCP over the moment the HTML document finished arriving in the same run (the earliest it can paint all of itself). */
  lcpPerHtmlMax: 1.5,
  cumulativeLayoutShiftMax: 0,
} as const;

/** Lab INP of each listed interaction on the reference phone (the bench), and the regression ceiling of a Playwright test. */
export const INP_BUDGET_MS = 150;
export const INP_CEILING_MS = 250;

/** The load part: requests a second from the page cache, at least this share of the compared build's (`--against`). */
export const LOAD_VS_AGAINST_MIN = 1;

/**
 * The measured English routes: home, a trade, a use case, a comparison, /demo, the report gate, an article and a
 * landing page. spanish.spec.ts compares each with its /es version, so the Spanish home is added apart.
 */
export const ENGLISH_ROUTES = [
  "/",
  "/trades/plumbing",
  "/use-cases/lead-qualification",
  "/compare/telli",
  "/demo",
  "/reports/appliance-repair-ai",
  "/blog/what-a-missed-call-costs",
  "/answering-service-for-contractors",
];
export const SPANISH_HOME = "/es";
/** Every route the bench measures with Lighthouse and for HTML size. */
export const MEASURED_ROUTES = [...ENGLISH_ROUTES, SPANISH_HOME];
/** Pages served from the page cache under load (`load` part). */
export const LOAD_ROUTES = ["/", "/trades/plumbing"];

/**
 * First-visit JavaScript budgets, gzip KB: home carries the voice samples and pricing; an article is text only (100 KB
 * until every page loaded the 2.4 KB field-vitals chunk after its load: docs/decisions/0061).
 */
export const JS_BUDGETS_KB = { home: 130, article: 103, page: 120 } as const;

/** One blog article (not the blog's list, category or page-N pages), in either language. */
export const isArticle = (path: string) => /^(?:\/es)?\/blog\/(?!page\/|category\/)[^/]+$/.test(path);
const isHome = (path: string) => path === "/" || path === SPANISH_HOME;

export const jsBudgetFor = (path: string) =>
  isHome(path) ? JS_BUDGETS_KB.home : isArticle(path) ? JS_BUDGETS_KB.article : JS_BUDGETS_KB.page;
