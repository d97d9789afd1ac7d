import { defineQuery } from "groq";

/**
 * Every GROQ query of the site. TypeGen (`npm run typegen`) writes each result type to types.ts as
 * `<NAME>Result`. Images are projected as `image{ asset->{ _id, url, metadata { dimensions } } }`.
 */

/** Header, footer and shared copy: the root loader reads this on every page. */
export const LAYOUT_QUERY = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    productName,
    footerTagline,
    salesEmail,
    phone,
    phoneLabel,
    loginUrl,
    calendarLink,
    bookingMinutes,
    pricePerMinute,
    socialProof,
    socialLinks[]{ _key, platform, url },
    copyright,
    madeIn,
    header,
    supportHeading,
    documentationLabel,
    notFound,
    voiceMessages,
    booking,
    previewBanner,
    defaultSeo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
    organizationDescription
  },
  "navigation": *[_type == "navigation" && _id == "navigation"][0]{
    useCases[]->{ _id, title, "slug": slug.current },
    trades[]->{ _id, title, "slug": slug.current },
    footerColumns[]{ _key, title, links[]{ _key, label, href } }
  }
}`);

/** A legal page (terms, privacy) at /<slug>. */
export const SIMPLE_PAGE_QUERY = defineQuery(`*[_type == "simplePage" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
  lastUpdated,
  body
}`);

/* Landing pages (owner: pages). Each page query also brings the site settings and form copy it renders. */

/** Home `/`: every section, the rotating sample lines, the settings the pricing and booking use, and the demo-call form copy. */
export const HOME_PAGE_QUERY = defineQuery(`{
  "page": *[_id == "homePage"][0]{
    seo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
    hero{ eyebrow, heading, subheading, primaryCtaLabel, secondaryCtaLabel, claims[]{ _key, value, label, description }, image{ alt, asset->{ _id, url, metadata { dimensions } } } },
    assistants{ intro, talkLabel, more{ title, badge, description, items, ctaLabel }, "items": items[]->{ _id, type, name, description } },
    liveDemo{ heading, body, note, panelLabel },
    integrations{ intro, tiles[]{ _key, name, description, icon } },
    howItWorks{ intro, steps[]{ _key, title, description, icon, href } },
    features{ intro, items[]{ _key, title, description, icon } },
    pricing{
      intro, featureTableHeading, faqHeading,
      "plans": plans[]->{ _id, name, description, price, priceSuffix, subtext, usesStandardRate, callCosts, concurrent, highlighted, badge, ctaLabel, ctaHref },
      "featureGroups": featureGroups[]->{ _id, title, features[]{ _key, label, values[]{ _key, included, text, "planId": plan._ref } } },
      "faqs": faqs[]->{ "_key": _id, question, answer }
    },
    scale{ intro, stats[]{ _key, value, label, description } },
    testimonials{ intro, "items": items[]->{ _id, quote, author, role, company, rating } }
  },
  "sampleLines": *[_type == "sampleLine"] | order(order asc){ _id, text, trade },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ productName, salesEmail, phone, loginUrl, calendarLink, bookingMinutes, pricePerMinute, socialProof, voiceMessages, booking, organizationDescription },
  "leadForms": *[_id == "leadForms"][0]{ demoCall, messages }
}`);

/** A trade landing page `/trades/:slug`. */
export const TRADE_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "tradePage" && slug.current == $slug][0]{
    title,
    "slug": slug.current,
    seo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
    hero{ eyebrow, heading, subheading, primaryCtaLabel, secondaryCtaLabel, image{ alt, asset->{ _id, url, metadata { dimensions } } } },
    benefits{ intro, items[]{ _key, title, description, icon } },
    howItWorks{ intro, steps[]{ _key, title, description, icon, href } },
    integrations{ intro, tiles[]{ _key, name, description, icon } },
    liveDemo{ heading, body },
    results{ intro, stats[]{ _key, value, label, description } },
    faq{ intro, items[]{ _key, question, answer } }
  },
  "leadForms": *[_id == "leadForms"][0]{ demoCall, messages }
}`);

/** A use-case landing page `/use-cases/:slug`. */
export const USE_CASE_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "useCasePage" && slug.current == $slug][0]{
    title,
    "slug": slug.current,
    seo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
    hero{ eyebrow, heading, subheading, primaryCtaLabel, secondaryCtaLabel, image{ alt, asset->{ _id, url, metadata { dimensions } } } },
    benefits{ intro, items[]{ _key, title, description, icon } },
    process{ intro, initiallyOpen, steps[]{ _key, title, description, icon, href, image{ alt, asset->{ _id, url, metadata { dimensions } } } } },
    tools{ intro, items[]{ _key, name, description, icon } },
    integrations{ intro, tiles[]{ _key, name, description, icon } },
    body,
    faq{ intro, items[]{ _key, question, answer } }
  },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ salesEmail }
}`);

/** A comparison page `/compare/:slug`. */
export const COMPARISON_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "comparison" && slug.current == $slug][0]{
    competitor,
    "slug": slug.current,
    seo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
    hero{ heading, subheading },
    features{ heading, featureLabel, productLabel, competitorLabel, detailsLabel, rows[]{ _key, feature, product, competitor, details } },
    pricing{ heading, rows[]{ _key, feature, product, competitor } },
    metrics{ heading, rows[]{ _key, metric, product, competitor } },
    reviews{ heading, "items": items[]->{ _id, quote, author, role, company, rating } },
    banner{ heading, body, primaryCtaLabel, secondaryCtaLabel },
    dialog{ title, description }
  },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ salesEmail },
  "leadForms": *[_id == "leadForms"][0]{ demoCall, messages }
}`);

/** Every page at an address of its own, for /sitemap.xml: `$types` are the page types of paths.ts (singletons have `_id == _type`). */
export const SITEMAP_QUERY = defineQuery(`*[_type in $types && (defined(slug.current) || _id == _type)]{ _type, _updatedAt, "slug": slug.current, "noIndex": seo.noIndex }`);

/** One assistant's voice sample: the stored recording if any, else what to synthesize. */
export const VOICE_SAMPLE_QUERY = defineQuery(`*[_type == "assistant" && _id == $assistantId][0]{
  _id,
  voiceId,
  sampleText,
  "sampleUrl": voiceSample.asset->url
}`);

/* Lead forms (owner: leads). */

/** Copy of the demo-call form and the messages every form shares. */
export const LEAD_FORMS_QUERY = defineQuery(`*[_id == "leadForms"][0]{ demoCall, messages }`);

/** The free-trial signup `/demo`, the shared form messages and the booking settings of the scheduling step. */
export const DEMO_PAGE_QUERY = defineQuery(`{
  "page": *[_id == "demoPage"][0]{
    seo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
    heading,
    subheading,
    image{ alt, asset->{ _id, url, metadata { dimensions } } },
    termsLabel,
    privacyLabel,
    legalNote,
    form,
    scheduling
  },
  "messages": *[_id == "leadForms"][0].messages,
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ productName, salesEmail, calendarLink, bookingMinutes, booking }
}`);

/** A report's download page `/reports/:slug`: everything but the gated body. */
export const REPORT_GATE_QUERY = defineQuery(`{
  "report": *[_type == "report" && slug.current == $slug][0]{
    title,
    "slug": slug.current,
    reportName,
    seo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
    gate{ eyebrow, heading, subheading, highlights, image{ alt, asset->{ _id, url, metadata { dimensions } } } },
    form
  },
  "messages": *[_id == "leadForms"][0].messages
}`);

/** A report's body `/reports/:slug/content`: loaded only after access has been checked. */
export const REPORT_CONTENT_QUERY = defineQuery(`*[_type == "report" && slug.current == $slug][0]{
  title,
  "slug": slug.current,
  reportName,
  seo{ title, description, noIndex, image{ asset->{ _id, url, metadata { dimensions } } } },
  content{ heading, intro, body }
}`);

/** What the report routes need before access is known: the report id for leads and the denial message. */
export const REPORT_ACCESS_QUERY = defineQuery(`*[_type == "report" && slug.current == $slug][0]{
  reportName,
  form{ deniedTitle, deniedText, successTitle, successText }
}`);
