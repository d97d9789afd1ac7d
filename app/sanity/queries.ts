import { defineQuery } from "groq";

/**
 * Every GROQ query of the site. `npm run typegen` writes each result type to types.ts and registers it in
 * TypeGen's `SanityQueries` map, so `loadPage(request, QUERY)` is typed by the query text itself.
 *
 * Page queries return `{ "page": <the document>, ...what else the page shows }`; `page` is null when no document
 * matches (a 404). Projections name only what the page renders: the result is sent to the browser as loader data.
 * Settings shared by every page (product name, sales address, booking, voice messages) come from the root
 * loader's LAYOUT_QUERY, never again from a page query.
 *
 * Fragments are `as const` so the query constants keep their literal text (the key of `SanityQueries`).
 */

/** An image: the asset (its id carries size and format), the editor's crop and hotspot, and alt text. */
const IMAGE = `{ alt, crop, hotspot, asset->{ _id, url } }`;
const SEO = `{ title, description, noIndex, image${IMAGE} }` as const;
const INTRO = `intro{ eyebrow, heading, subheading }`;
/** The top of a trade or use-case page. */
const HERO = `hero{ eyebrow, heading, subheading, primaryCtaLabel, secondaryCtaLabel, image${IMAGE} }`;
const BENEFITS = `{ ${INTRO}, items[]{ _key, title, description, icon } }` as const;
const TILE = `{ _key, name, description, icon }`;
const INTEGRATIONS = `{ ${INTRO}, tiles[]${TILE} }` as const;
const STEPS = `{ ${INTRO}, steps[]{ _key, title, description, icon, href } }` as const;
const STATS = `{ ${INTRO}, stats[]{ _key, value, label, description } }` as const;
const FAQS = `{ ${INTRO}, items[]{ _key, question, answer } }` as const;
const TESTIMONIAL = `{ _id, quote, author, role, company, rating }`;
/** Copy of the demo-call form (home, trade pages, comparison dialog) and the messages every form shares. */
const LEAD_FORMS = `*[_type == "leadForms" && language == $language][0]{ demoCall, messages }`;
const LEAD_MESSAGES = `*[_type == "leadForms" && language == $language][0].messages`;
/** Every word of the missed-call revenue calculator (home, trade pages); each page has its own starting values. */
const REVENUE_CALCULATOR = `*[_type == "revenueCalculator" && language == $language][0]{ intro{ eyebrow, heading, subheading }, inputs, callMinutes, submitLabel, results, assumptions, disclaimer, messages }`;
const CALCULATOR_DEFAULTS = `calculator{ callsPerWeek, missedShare, competitorShare, jobValue, bookingRate }`;
/** The words of the demo-call form and of the revenue calculator, for the pages that show both. */
const FORMS_AND_CALCULATOR = `"leadForms": ${LEAD_FORMS},
  "revenueCalculator": ${REVENUE_CALCULATOR}` as const;
/** How trade and use-case pages open (as their Studio types do): name, search copy, top of page, benefits. */
const LANDING_OPENING = `title,
    seo${SEO},
    ${HERO},
    benefits${BENEFITS}` as const;

/** A pricing section (home, landing pages): plan cards, the feature table and the pricing questions. */
const PRICING = `{
      ${INTRO}, featureTableHeading, faqHeading,
      plans[]->{ _id, name, description, price, priceSuffix, subtext, usesStandardRate, callCosts, concurrent, highlighted, badge, ctaLabel, ctaHref, ctaNote },
      featureGroups[]->{ _id, title, features[]{ _key, label, values[]{ included, text, "planId": plan._ref } } },
      faqs[]->{ "_key": _id, question, answer }
    }` as const;

/** Header, footer and the settings every page shares: the root loader reads this on every page. */
export const LAYOUT_QUERY = defineQuery(`{
  "settings": *[_type == "siteSettings" && language == $language][0]{
    productName,
    footerTagline,
    salesEmail,
    phone,
    phoneLabel,
    loginUrl,
    calendarLink,
    bookingMinutes,
    pricePerMinute,
    socialProof{ label, stars },
    socialLinks[]{ _key, platform, url },
    copyright,
    madeIn,
    header,
    supportHeading,
    documentationLabel,
    notFound{ title, body, linkLabel },
    voiceMessages,
    booking,
    previewBanner,
    defaultSeo${SEO},
    organizationDescription
  },
  "languageSuggestions": *[_type == "siteSettings" && language != $language]{ language, languageSuggestion },
  "legalPages": *[_type == "simplePage" && language == $language] | order(title asc){ _id, title, "slug": slug.current },
  "navigation": *[_type == "navigation" && language == $language][0]{
    useCases[]->{ title, "slug": slug.current },
    trades[]->{ title, "slug": slug.current },
    footerColumns[]{ _key, title, links[]{ _key, label, href } }
  }
}`);

/** Home `/`: every section, the rotating sample lines and the demo-call form copy. */
export const HOME_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "homePage" && language == $language][0]{
    seo${SEO},
    hero{ eyebrow, heading, subheading, primaryCtaLabel, secondaryCtaLabel, claims[]{ _key, value, label }, image${IMAGE} },
    assistants{ ${INTRO}, talkLabel, more{ title, badge, description, items, ctaLabel }, items[]->{ _id, type, name, description } },
    liveDemo{ heading, body, note, panelLabel },
    ${CALCULATOR_DEFAULTS},
    integrations${INTEGRATIONS},
    howItWorks${STEPS},
    features${BENEFITS},
    pricing${PRICING},
    scale${STATS},
    testimonials{ ${INTRO}, items[]->${TESTIMONIAL} }
  },
  // A line's trade is a fixed choice (its icon); the label shown is that trade page's title in the page's language.
  "sampleLines": *[_type == "sampleLine" && language == $language] | order(order asc){
    text,
    trade,
    "tradeLabel": coalesce(
      *[_type == "tradePage" && language == $language && slug.current == array::join(string::split(lower(^.trade), " "), "-")][0].title,
      trade
    )
  },
  ${FORMS_AND_CALCULATOR}
}`);

/** A trade landing page `/trades/:slug`. */
export const TRADE_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "tradePage" && slug.current == $slug && language == $language][0]{
    ${LANDING_OPENING},
    howItWorks${STEPS},
    integrations${INTEGRATIONS},
    liveDemo{ heading, body },
    ${CALCULATOR_DEFAULTS},
    results${STATS},
    faq${FAQS}
  },
  ${FORMS_AND_CALCULATOR}
}`);

/** A use-case landing page `/use-cases/:slug`. */
export const USE_CASE_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "useCasePage" && slug.current == $slug && language == $language][0]{
    ${LANDING_OPENING},
    process{ ${INTRO}, initiallyOpen, steps[]{ _key, title, description, icon, image${IMAGE} } },
    tools{ ${INTRO}, items[]${TILE} },
    integrations${INTEGRATIONS},
    body,
    faq${FAQS}
  }
}`);

/** A comparison page `/compare/:slug`. */
export const COMPARISON_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "comparison" && slug.current == $slug && language == $language][0]{
    competitor,
    seo${SEO},
    hero{ heading, subheading },
    features{ heading, featureLabel, productLabel, competitorLabel, detailsLabel, rows[]{ _key, "label": feature, product, competitor, details } },
    pricing{ heading, rows[]{ _key, "label": feature, product, competitor } },
    metrics{ heading, rows[]{ _key, "label": metric, product, competitor } },
    reviews{ heading, items[]->${TESTIMONIAL} },
    banner{ heading, body, primaryCtaLabel, secondaryCtaLabel },
    dialog{ title, description }
  },
  "leadForms": ${LEAD_FORMS}
}`);

/** A legal page (terms, privacy) at /<slug>. */
export const SIMPLE_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "simplePage" && slug.current == $slug && language == $language][0]{ title, seo${SEO}, lastUpdated, body }
}`);

/**
 * An article's reading time: its words (pt::text joins blocks with a blank line, so each block adds the word the
 * join fuses) over 200 a minute, rounded up. GROQ has round() but no ceil().
 */
const READING_MINUTES = `"readingMinutes": round((count(string::split(pt::text(body), " ")) + count(body[_type == "block"])) / 200.0 + 0.4999)`;
/** An article on the blog page, in related articles and in the feed. */
const ARTICLE_CARD = `{ _id, title, "slug": slug.current, excerpt, publishedAt, cover${IMAGE}, "categories": categories[]->{ _id, title, "slug": slug.current }, ${READING_MINUTES} }`;
/** The articles of one language, of one category when `$category` is set. */
const BLOG_ARTICLES = `*[_type == "article" && language == $language && ($category == null || $category in categories[]->slug.current)]`;

/** The blog page `/blog` (and `/blog/category/:category`, `/blog/page/:page`): one page of cards, newest first. */
export const BLOG_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "blogPage" && language == $language][0]{
    seo${SEO},
    heading,
    intro,
    listing,
    "readingTimeLabel": article.readingTimeLabel
  },
  "categories": *[_type == "blogCategory" && language == $language] | order(title asc){ _id, title, "slug": slug.current, description },
  "total": count(${BLOG_ARTICLES}),
  "articles": ${BLOG_ARTICLES} | order(publishedAt desc)[$start...$end]${ARTICLE_CARD}
}`);

/** An article `/blog/:slug`: its text, author, the blog's words around it, related articles and the demo-call form copy. */
export const ARTICLE_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "article" && slug.current == $slug && language == $language][0]{
    _id,
    title,
    "slug": slug.current,
    excerpt,
    seo${SEO},
    cover${IMAGE},
    publishedAt,
    updatedAt,
    "author": author->{ name, role, photo${IMAGE} },
    "categories": categories[]->{ _id, title, "slug": slug.current },
    body[]{ ..., _type == "articleImage" => { "asset": asset->{ _id, url } } },
    ${READING_MINUTES},
    "related": *[_type == "article" && language == ^.language && _id != ^._id]{
      ...${ARTICLE_CARD},
      "shared": count(categories[_ref in ^.^.categories[]._ref])
    } | order(shared desc, publishedAt desc)[0...3]
  },
  "blog": *[_type == "blogPage" && language == $language][0]{ heading, listing{ readMoreLabel, rssLabel }, article, callToAction },
  "leadForms": ${LEAD_FORMS}
}`);

/** The newest articles of a language for its RSS feed `/blog/rss.xml`. */
export const BLOG_FEED_QUERY = defineQuery(`{
  "blog": *[_type == "blogPage" && language == $language][0]{ heading, intro, "title": listing.rssLabel },
  "copyright": *[_type == "siteSettings" && language == $language][0].copyright,
  "articles": *[_type == "article" && language == $language] | order(publishedAt desc)[0...50]{
    title,
    "slug": slug.current,
    excerpt,
    publishedAt,
    updatedAt,
    "author": author->name,
    "categories": categories[]->title
  }
}`);

/** Which kind of page answers `/<slug>` in the request's language: "landingPage", "simplePage" or null. */
export const ROOT_PAGE_TYPE_QUERY = defineQuery(
  `*[_type in ["landingPage", "simplePage"] && slug.current == $slug && language == $language][0]._type`,
);

/**
 * A landing page at /<slug>: its blocks in order, each with what its section shows. A form or calculator block
 * brings its own copy (the shared form copy, the demo page's signup form, the report's form), so a page without
 * that block does not fetch it.
 */
export const LANDING_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "landingPage" && slug.current == $slug && language == $language][0]{
    _id,
    _type,
    title,
    seo${SEO},
    focusedLayout,
    cta{ label, href },
    blocks[]{
      _key,
      _type,
      _type == "heroBlock" => { eyebrow, heading, subheading, primaryCta{ label, href }, secondaryCta{ label, href }, image${IMAGE} },
      _type == "benefitsBlock" => ${BENEFITS},
      _type == "stepsBlock" => ${STEPS},
      _type == "integrationsBlock" => ${INTEGRATIONS},
      _type == "testimonialsBlock" => { ${INTRO}, items[]->${TESTIMONIAL} },
      _type == "pricingBlock" => ${PRICING},
      _type == "faqBlock" => ${FAQS},
      _type == "statsBlock" => ${STATS},
      _type == "comparisonBlock" => { heading, featureLabel, productLabel, competitorLabel, detailsLabel, rows[]{ _key, "label": feature, product, competitor, details } },
      _type == "calculatorBlock" => { ${CALCULATOR_DEFAULTS}, "copy": ${REVENUE_CALCULATOR} },
      _type == "bannerBlock" => { heading, body, primaryCtaLabel, secondaryCtaLabel, dialogTitle, dialogDescription, "copy": ${LEAD_FORMS} },
      _type == "richTextBlock" => { body },
      _type == "imageBlock" => { image${IMAGE}, caption },
      _type == "demoCallBlock" => { heading, body, "copy": ${LEAD_FORMS} },
      _type == "demoSignupBlock" => { heading, body, "demoPage": *[_type == "demoPage" && language == $language][0]{ form, scheduling }, "messages": ${LEAD_MESSAGES} },
      _type == "reportDownloadBlock" => { heading, body, "report": report->{ "slug": slug.current, form }, "messages": ${LEAD_MESSAGES} },
      _type == "webCallBlock" => { heading, body, buttonLabel }
    }
  }
}`);

/** What a landing page's form posts are checked against: the forms the page shows (a report form: which report). */
export const LANDING_PAGE_FORMS_QUERY = defineQuery(`*[_type == "landingPage" && slug.current == $slug && language == $language][0]{
  "forms": blocks[_type in ["demoCallBlock", "bannerBlock", "demoSignupBlock", "reportDownloadBlock"]]{ _type, "reportSlug": report->slug.current }
}`);

/** Every page in every language, for /sitemap.xml: `$types` are the page types of paths.ts (singletons have no slug). */
export const SITEMAP_QUERY = defineQuery(`*[_type in $types]{ _type, language, _updatedAt, "slug": slug.current, "noIndex": seo.noIndex }`);

/**
 * What a page's generated social card shows: the page's title as its meta tags give it (the SEO title, else its
 * heading) in the language and the default language (a page not translated yet shows its English version), and
 * the brand. `$slug` is null for a page whose address holds none (home, demo).
 */
export const SOCIAL_CARD_QUERY = defineQuery(`{
  "pages": *[_type == $type && language in [$language, $defaultLanguage] && ($slug == null || slug.current == $slug)]{
    language,
    "title": coalesce(seo.title, title, hero.heading, heading)
  },
  "productName": *[_type == "siteSettings" && language == $language][0].productName
}`);

/** One assistant's voice sample: the stored recording if any, else what to synthesize. */
export const VOICE_SAMPLE_QUERY = defineQuery(`*[_type == "assistant" && _id == $assistantId][0]{
  _id,
  voiceId,
  sampleText,
  "sampleUrl": voiceSample.asset->url
}`);

/* Lead forms (owner: leads). */

/** Copy of the demo-call form and the messages every form shares. */
export const LEAD_FORMS_QUERY = defineQuery(LEAD_FORMS);

/** The free-trial signup `/demo` and the shared form messages (the demo-signup action reads `page.form` and `messages`). */
export const DEMO_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "demoPage" && language == $language][0]{
    seo${SEO},
    heading,
    subheading,
    image${IMAGE},
    termsLabel,
    privacyLabel,
    legalNote,
    form,
    scheduling
  },
  "messages": ${LEAD_MESSAGES},
  "calculatorRates": *[_type == "revenueCalculator" && language == $language][0]{ callMinutes, "pricePerMinute": *[_type == "siteSettings" && language == $language][0].pricePerMinute }
}`);

/** A report's download page `/reports/:slug`: everything but the gated body. */
export const REPORT_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "report" && slug.current == $slug && language == $language][0]{
    title,
    reportName,
    seo${SEO},
    gate{ eyebrow, heading, subheading, highlights, image${IMAGE} },
    form
  },
  "messages": ${LEAD_MESSAGES}
}`);

/** What the report download action needs: the report id for leads, the form copy and the shared messages. */
export const REPORT_GATE_QUERY = defineQuery(`{
  "report": *[_type == "report" && slug.current == $slug && language == $language][0]{ reportName, form },
  "messages": ${LEAD_MESSAGES}
}`);

/** A report's body `/reports/:slug/content`: loaded only after access has been checked. */
export const REPORT_CONTENT_QUERY = defineQuery(`{
  "page": *[_type == "report" && slug.current == $slug && language == $language][0]{ title, seo${SEO}, content{ heading, intro, body } }
}`);

/** What the report routes need before access is known: the report id for leads and the denial message. */
export const REPORT_ACCESS_QUERY = defineQuery(`*[_type == "report" && slug.current == $slug && language == $language][0]{
  reportName,
  form{ deniedTitle, deniedText, successTitle, successText }
}`);

/**
 * Every experiment but drafts (in a preview session, drafts too) for the server's variant assignment
 * (app/experiments): its pages as their type and slug, the same in every language.
 */
export const EXPERIMENTS_QUERY = defineQuery(`*[_type == "experiment" && defined(key.current) && ($drafts || status != "draft")]{
  "key": key.current,
  name,
  field,
  status,
  chosenVariant,
  startAt,
  stopAt,
  minSamplePerVariant,
  "pages": pages[]->{ _type, "slug": slug.current },
  variants[]{ key, weight, text }
}`);

/* Web calls (owner: web calls; the endpoint POST /api/web-call reads these through web-call.server.ts). */

/**
 * Who answers a web call and how long it may last: the language's web-call settings and the source's own agent
 * and greeting variables. Only the source in `$assistantId`, `$tradeSlug` or `$landingSlug` + `$blockKey` is set;
 * the others are null and match nothing.
 */
export const WEB_CALL_TARGET_QUERY = defineQuery(`{
  "settings": *[_type == "webCallSettings" && language == $language][0]{ enabled, maxCallSeconds, retellAgentId, messages },
  "assistant": *[_type == "assistant" && _id == $assistantId && language == $language][0]{ retellAgentId, businessType, trade },
  "trade": *[_type == "tradePage" && slug.current == $tradeSlug && language == $language][0]{ retellAgentId, businessType, trade },
  "landingBlock": *[_type == "landingPage" && slug.current == $landingSlug && language == $language][0].blocks[_type == "webCallBlock" && _key == $blockKey][0]{ retellAgentId }
}`);

/** The messages a web call's refusals and failures show visitors, in their language. */
export const WEB_CALL_MESSAGES_QUERY = defineQuery(`*[_type == "webCallSettings" && language == $language][0].messages`);

/**
 * What a page with web-call buttons needs (home, trade and landing pages): whether calls are on and have a default
 * agent, the call's longest length, and the words of the buttons, the call panel and the messages.
 */
export const WEB_CALL_PAGE_QUERY = defineQuery(`*[_type == "webCallSettings" && language == $language][0]{
  enabled,
  maxCallSeconds,
  "hasDefaultAgent": defined(retellAgentId),
  labels,
  messages
}`);
