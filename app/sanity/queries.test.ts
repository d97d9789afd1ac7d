import { describe, expect, it } from "vitest";
import { fetchContent } from "./client.server";
import { pageRoutes } from "./paths";
import * as queries from "./queries";
import { seedDocument, seedDocuments } from "../../tests/support/seed";

/**
 * Every query in queries.ts runs over the seed dataset through the local content source, and every route of
 * the spec's route table gets its content. Adding a route or a query is one line in a table below.
 */

type QueryCase = {
  /** What the query is for: the route it serves, or the feature using it. */
  name: string;
  query: string;
  params?: Record<string, unknown>;
  /** Dot paths that must hold a non-empty value (string, array, number, boolean or object). */
  essentials: string[];
};

const USE_CASES = ["lead-qualification", "customer-support", "receptionists", "dispatch-service"];
const TRADES = [
  "appliance-repair",
  "plumbing",
  "hvac",
  "electrical",
  "roofing",
  "landscaping",
  "pest-control",
  "cleaning-services",
  "handy-services",
  "painting",
  "moving-services",
];
const COMPETITORS = ["telli", "drillbit", "avoca", "sameday", "broccoli"];
const REPORT = "appliance-repair-ai";
const ARTICLES = [
  "what-a-missed-call-costs",
  "after-hours-emergency-calls",
  "answering-calls-in-spanish",
  "choosing-an-answering-service",
  "electrician-call-script",
  "hvac-peak-season-phones",
];

/** A case per slug: the page at `path(slug)`, loaded by `query` with that slug. */
const slugPages = (slugs: string[], path: (slug: string) => string, query: string, essentials: string[]): QueryCase[] =>
  slugs.map((slug) => ({ name: path(slug), query, params: { slug }, essentials }));

/** The 26 routes of the spec's route table and the query each loader runs. */
const routes: QueryCase[] = [
  {
    name: "/",
    query: queries.HOME_PAGE_QUERY,
    essentials: [
      "page.seo.title",
      "page.hero.heading",
      "page.hero.claims",
      "page.assistants.items",
      "page.liveDemo.heading",
      "page.howItWorks.steps",
      "page.pricing.plans",
      "page.pricing.featureGroups",
      "page.pricing.faqs",
      "page.testimonials.items",
      "sampleLines",
      "leadForms.demoCall.submitLabel",
      "page.calculator.callsPerWeek",
      "revenueCalculator.inputs.callsPerWeek.label",
      "revenueCalculator.results.bookDemoLabel",
      "revenueCalculator.callMinutes",
    ],
  },
  {
    name: "/demo",
    query: queries.DEMO_PAGE_QUERY,
    essentials: [
      "page.seo.title",
      "page.heading",
      "page.form.industryOptions",
      "page.form.submitLabel",
      "calculatorRates.callMinutes",
      "calculatorRates.pricePerMinute",
    ],
  },
  ...slugPages(USE_CASES, (slug) => `/use-cases/${slug}`, queries.USE_CASE_PAGE_QUERY, [
    "page.title",
    "page.seo.title",
    "page.hero.heading",
    "page.benefits.items",
  ]),
  ...slugPages(TRADES, (slug) => `/trades/${slug}`, queries.TRADE_PAGE_QUERY, [
    "page.title",
    "page.seo.title",
    "page.hero.heading",
    "page.benefits.items",
    "page.howItWorks.steps",
    "page.faq.items",
    "leadForms.demoCall",
    "page.calculator.jobValue",
    "revenueCalculator.messages.capped",
  ]),
  ...slugPages(COMPETITORS, (slug) => `/compare/${slug}`, queries.COMPARISON_PAGE_QUERY, [
    "page.competitor",
    "page.seo.title",
    "page.hero.heading",
    "page.features.rows",
    "page.pricing.rows",
    "page.metrics.rows",
    "page.reviews.items",
  ]),
  {
    name: `/reports/${REPORT}`,
    query: queries.REPORT_PAGE_QUERY,
    params: { slug: REPORT },
    essentials: ["page.seo.title", "page.gate.heading", "page.form.submitLabel", "messages.required"],
  },
  {
    name: `/reports/${REPORT}/content`,
    query: queries.REPORT_CONTENT_QUERY,
    params: { slug: REPORT },
    essentials: ["page.title", "page.seo.title", "page.content.heading", "page.content.body"],
  },
  ...slugPages(["terms-of-service", "privacy-policy"], (slug) => `/${slug}`, queries.SIMPLE_PAGE_QUERY, [
    "page.title",
    "page.seo.title",
    "page.lastUpdated",
    "page.body",
  ]),
  ...slugPages(["emergency-plumbing-calls", "answering-service-for-contractors"], (slug) => `/${slug}`, queries.LANDING_PAGE_QUERY, [
    "page._id",
    "page.title",
    "page.seo.title",
    "page.blocks.0.heading",
    "page.blocks.1._type",
  ]),
];

/** Queries that are not one page's loader query. */
const otherQueries: QueryCase[] = [
  {
    name: "layout (every page)",
    query: queries.LAYOUT_QUERY,
    essentials: ["settings.header.trialLabel", "settings.notFound.title", "settings.loginUrl", "navigation.footerColumns"],
  },
  { name: "sitemap", query: queries.SITEMAP_QUERY, params: { types: Object.keys(pageRoutes) }, essentials: ["0._type", "24._type"] },
  {
    name: "experiments",
    query: queries.EXPERIMENTS_QUERY,
    params: { drafts: false },
    essentials: ["0.key", "0.name", "0.field", "0.status", "0.startAt", "0.minSamplePerVariant", "0.pages.0._type", "0.variants.1.text.es"],
  },
  {
    name: "voice sample",
    query: queries.VOICE_SAMPLE_QUERY,
    params: { assistantId: "assistant-csr" },
    essentials: ["voiceId", "sampleText"],
  },
  {
    name: "/blog",
    query: queries.BLOG_PAGE_QUERY,
    params: { category: null, start: 0, end: 12 },
    essentials: ["page.seo.title", "page.heading", "page.listing.pageOfLabel", "page.readingTimeLabel", "categories", "total", "articles"],
  },
  ...slugPages(ARTICLES, (slug) => `/blog/${slug}`, queries.ARTICLE_PAGE_QUERY, [
    "page.title",
    "page.seo.title",
    "page.excerpt",
    "page.cover.alt",
    "page.author.name",
    "page.author.role",
    "page.categories",
    "page.body",
    "page.readingMinutes",
    "page.related",
    "blog.article.tocHeading",
    "blog.callToAction.buttonLabel",
    "leadForms.demoCall",
  ]),
  { name: "blog feed", query: queries.BLOG_FEED_QUERY, essentials: ["blog.title", "articles.0.title", "articles.0.author"] },
  { name: "demo-call form copy", query: queries.LEAD_FORMS_QUERY, essentials: ["demoCall.busyLabel", "messages.workEmail"] },
  {
    name: "web-call page copy",
    query: queries.WEB_CALL_PAGE_QUERY,
    essentials: ["enabled", "maxCallSeconds", "hasDefaultAgent", "labels.talkNowLabel", "labels.timeLeft", "messages.microphoneDenied"],
  },
  {
    name: "web-call target",
    query: queries.WEB_CALL_TARGET_QUERY,
    params: { assistantId: null, tradeSlug: "plumbing", landingSlug: null, blockKey: null },
    essentials: ["settings.messages.providerError", "settings.retellAgentId", "trade.retellAgentId", "trade.businessType"],
  },
  { name: "web-call messages", query: queries.WEB_CALL_MESSAGES_QUERY, essentials: ["dailyCapReached", "callLengthReached"] },
  {
    name: "social card title",
    query: queries.SOCIAL_CARD_QUERY,
    params: { type: "tradePage", slug: "plumbing", defaultLanguage: "en" },
    essentials: ["pages.0.title", "productName"],
  },
  { name: "report access", query: queries.REPORT_ACCESS_QUERY, params: { slug: REPORT }, essentials: ["reportName"] },
  {
    name: "report download action copy",
    query: queries.REPORT_GATE_QUERY,
    params: { slug: REPORT },
    essentials: ["report.reportName", "report.form.submitLabel", "messages.required"],
  },
];

function valueAt(value: unknown, dotPath: string): unknown {
  return dotPath.split(".").reduce<unknown>((current, key) => (current as Record<string, unknown> | null | undefined)?.[key], value);
}

function isPresent(value: unknown) {
  if (value === null || value === undefined) return false;
  if (typeof value === "string" || Array.isArray(value)) return value.length > 0;
  return true;
}

describe("route content", () => {
  it("covers the 26 routes of the spec and the 2 landing pages of the seed", () => {
    expect(routes).toHaveLength(28);
  });

  it.each(routes.map((route) => [route.name, route] as const))("%s gets its content", async (_name, { query, params, essentials }) => {
    const result = await fetchContent(query, { language: "en", ...params });
    expect(result).not.toBeNull();
    const missing = essentials.filter((dotPath) => !isPresent(valueAt(result, dotPath)));
    expect(missing).toEqual([]);
  });
});

describe("other queries", () => {
  it.each(otherQueries.map((entry) => [entry.name, entry] as const))("%s", async (_name, { query, params, essentials }) => {
    const result = await fetchContent(query, { language: "en", ...params });
    const missing = essentials.filter((dotPath) => !isPresent(valueAt(result, dotPath)));
    expect(missing).toEqual([]);
  });

  it("every query in queries.ts is exercised by a row above", () => {
    // The two queries of the /<slug> route's dispatch have their own tests (pages at /<slug>, below).
    const covered = new Set([...routes, ...otherQueries].map((entry) => entry.query));
    covered.add(queries.ROOT_PAGE_TYPE_QUERY).add(queries.LANDING_PAGE_FORMS_QUERY);
    const uncovered = Object.entries(queries)
      .filter(([, query]) => typeof query === "string" && !covered.has(query))
      .map(([name]) => name);
    expect(uncovered).toEqual([]);
  });
});

describe("home's sample lines", () => {
  it.each(["en", "es"] as const)("label each line with its trade page's title in %s", async (language) => {
    const { sampleLines } = await fetchContent<{ sampleLines: { trade: string; tradeLabel: string }[] }>(queries.HOME_PAGE_QUERY, {
      language,
    });
    const titles = new Map(
      seedDocuments(language)
        .filter((doc) => doc._type === "tradePage")
        .map((doc) => [doc.slug.current as string, doc.title as string]),
    );
    expect(sampleLines).toHaveLength(33);
    for (const { trade, tradeLabel } of sampleLines) expect(tradeLabel).toBe(titles.get(trade.toLowerCase().replaceAll(" ", "-")));
    if (language === "es") expect(sampleLines.map((line) => line.tradeLabel)).toContain("Plomería");
  });
});

describe("layout content", () => {
  it("lists the four use cases and the eleven trades in the header menus, in the spec's order", async () => {
    const { navigation } = await fetchContent<{ navigation: { useCases: { slug: string }[]; trades: { slug: string }[] } }>(
      queries.LAYOUT_QUERY,
      { language: "en" },
    );
    expect(navigation.useCases.map((page) => page.slug)).toEqual(USE_CASES);
    expect(navigation.trades.map((page) => page.slug)).toEqual(TRADES);
  });

  it("has the not-found copy of the spec", async () => {
    const { settings } = await fetchContent<{ settings: { notFound: Record<string, string> } }>(queries.LAYOUT_QUERY, { language: "en" });
    expect(settings.notFound).toEqual({
      title: "404 - Page Not Found",
      body: "The page you're looking for doesn't exist or has been moved.",
      linkLabel: "Return to Home",
    });
  });

  it("returns nothing for a slug that does not exist", async () => {
    await expect(fetchContent(queries.SIMPLE_PAGE_QUERY, { slug: "no-such-page" })).resolves.toMatchObject({ page: null });
    await expect(fetchContent(queries.TRADE_PAGE_QUERY, { slug: "no-such-trade" })).resolves.toMatchObject({ page: null });
  });
});

/**
 * The same queries for the Spanish site (`language: "es"`): each returns the Spanish documents with their
 * essentials, and no string of its answer is one only English documents hold (a part of a query that forgot
 * `language == $language`, or read the English document, shows up here).
 */
describe("Spanish content (language: es)", () => {
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
  const spanishStrings = new Set(seedDocuments("es").flatMap(strings));
  const englishStrings = new Set(seedDocuments("en").flatMap(strings));
  const englishOnly = new Set([...englishStrings].filter((text) => !spanishStrings.has(text)));
  const spanishTitles = new Set(seedDocuments("es").map((doc) => doc.seo?.title));
  const englishIn = (answer: unknown) => [...new Set(strings(answer).filter((text) => englishOnly.has(text)))];

  it.each(routes.map((route) => [route.name, route] as const))(
    "/es%s gets the Spanish documents",
    async (_name, { query, params, essentials }) => {
      const result = await fetchContent(query, { ...params, language: "es" });
      expect(result).not.toBeNull();
      expect(essentials.filter((dotPath) => !isPresent(valueAt(result, dotPath)))).toEqual([]);
      expect(spanishTitles.has(valueAt(result, "page.seo.title") as string)).toBe(true);
      expect(englishIn(result)).toEqual([]);
    },
  );

  const spanishOthers: QueryCase[] = [
    // Experiments are site-wide: one document holds both languages' texts.
    ...otherQueries.filter((entry) => !["sitemap", "voice sample", "social card title", "experiments"].includes(entry.name)),
    {
      name: "voice sample",
      query: queries.VOICE_SAMPLE_QUERY,
      params: { assistantId: "assistant-csr-es" },
      essentials: ["voiceId", "sampleText"],
    },
  ];
  it.each(spanishOthers.map((entry) => [entry.name, entry] as const))("%s in Spanish", async (_name, { query, params, essentials }) => {
    const result = await fetchContent<Record<string, unknown>>(query, { ...params, language: "es" });
    expect(essentials.filter((dotPath) => !isPresent(valueAt(result, dotPath)))).toEqual([]);
    // The layout's suggestion copy is the other language's on purpose (it invites to English).
    const { languageSuggestions, ...own } = result;
    if (languageSuggestions)
      expect(languageSuggestions).toEqual([{ language: "en", languageSuggestion: seedDocument("siteSettings").languageSuggestion }]);
    expect(englishIn(own)).toEqual([]);
    // ...and it holds Spanish words.
    expect(strings(own).some((text) => spanishStrings.has(text) && !englishStrings.has(text))).toBe(true);
  });

  it("the layout lists the Spanish use cases and trades with the English slugs, and the Spanish not-found copy", async () => {
    type Layout = {
      settings: { notFound: Record<string, string> };
      navigation: { useCases: { slug: string }[]; trades: { slug: string }[] };
    };
    const { settings, navigation } = await fetchContent<Layout>(queries.LAYOUT_QUERY, { language: "es" });
    expect(navigation.useCases.map((page) => page.slug)).toEqual(USE_CASES);
    expect(navigation.trades.map((page) => page.slug)).toEqual(TRADES);
    expect(settings.notFound).toEqual(seedDocument("siteSettings-es").notFound);
  });

  it("the sitemap query lists every page in both languages", async () => {
    const pages = await fetchContent<{ language: string }[]>(queries.SITEMAP_QUERY, { types: Object.keys(pageRoutes) });
    // 25 pages of the spec, 2 landing pages, the blog page, 6 articles and 4 categories.
    expect(pages.filter((page) => page.language === "es")).toHaveLength(38);
    expect(pages.filter((page) => page.language === "en")).toHaveLength(38);
  });
});

describe("blog content", () => {
  const words = (body: { _type: string; children?: { text: string }[] }[]) =>
    body
      .flatMap((block) => (block._type === "block" ? [(block.children ?? []).map((span) => span.text).join("")] : []))
      .join(" ")
      .split(/\s+/)
      .filter(Boolean).length;

  it.each(["en", "es"])(
    "reading time in %s is the article's words over 200 a minute, rounded up, for every seed article",
    async (language) => {
      for (const slug of ARTICLES) {
        const { page } = await fetchContent<{ page: { body: Parameters<typeof words>[0]; readingMinutes: number } }>(
          queries.ARTICLE_PAGE_QUERY,
          { slug, language },
        );
        expect(page.readingMinutes, slug).toBe(Math.ceil(words(page.body) / 200));
      }
    },
  );

  it("lists a category's articles only, newest first, and counts them", async () => {
    const all = await fetchContent<{ total: number; articles: { slug: string; publishedAt: string; categories: { slug: string }[] }[] }>(
      queries.BLOG_PAGE_QUERY,
      { language: "en", category: "revenue", start: 0, end: 12 },
    );
    expect(all.total).toBe(all.articles.length);
    expect(all.articles.every((article) => article.categories.some((category) => category.slug === "revenue"))).toBe(true);
    expect(all.articles.map((article) => article.publishedAt)).toEqual(
      all.articles
        .map((article) => article.publishedAt)
        .sort()
        .reverse(),
    );
  });

  it("relates articles sharing a category first, then the newest, never the article itself", async () => {
    const { page } = await fetchContent<{ page: { related: { slug: string; shared: number; publishedAt: string }[] } }>(
      queries.ARTICLE_PAGE_QUERY,
      { slug: "what-a-missed-call-costs", language: "en" },
    );
    expect(page.related).toHaveLength(3);
    expect(page.related.map((article) => article.slug)).not.toContain("what-a-missed-call-costs");
    expect(page.related[0].shared).toBeGreaterThan(0);
    const shared = page.related.map((article) => article.shared);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
  });
});

describe("pages at /<slug>", () => {
  it.each(["en", "es"])("in %s, names the kind of page a slug is, and the forms a landing page shows", async (language) => {
    const type = (slug: string) => fetchContent(queries.ROOT_PAGE_TYPE_QUERY, { slug, language });
    expect(await type("emergency-plumbing-calls")).toBe("landingPage");
    expect(await type("terms-of-service")).toBe("simplePage");
    expect(await type("nope")).toBeNull();
    const forms = await fetchContent<{ forms: unknown[] } | null>(queries.LANDING_PAGE_FORMS_QUERY, {
      slug: "answering-service-for-contractors",
      language,
    });
    expect(forms?.forms).toEqual([
      { _type: "demoSignupBlock", reportSlug: null },
      { _type: "reportDownloadBlock", reportSlug: "appliance-repair-ai" },
      { _type: "bannerBlock", reportSlug: null },
    ]);
  });
});
