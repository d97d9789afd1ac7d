import {defineDocuments, defineLocations, type DocumentLocation} from 'sanity/presentation'

/** Where each page type lives on the site; shared by `locations` and `mainDocuments` so they cannot drift. */
export const pagePaths = {
  homePage: () => '/',
  demoPage: () => '/demo',
  tradePage: (slug: string) => `/trades/${slug}`,
  useCasePage: (slug: string) => `/use-cases/${slug}`,
  comparison: (slug: string) => `/compare/${slug}`,
  report: (slug: string) => `/reports/${slug}`,
  reportContent: (slug: string) => `/reports/${slug}/content`,
  simplePage: (slug: string) => `/${slug}`,
} as const

const home: DocumentLocation = {title: 'Home', href: pagePaths.homePage()}

/** Shared content shown on the home page only: one fixed location. */
function onHomePage(message: string) {
  return defineLocations({locations: [home], message, tone: 'positive'})
}

function slugLocations(titleField: string, toLocations: (title: string, slug: string) => DocumentLocation[]) {
  return defineLocations({
    select: {title: titleField, slug: 'slug.current'},
    resolve: (doc) =>
      doc?.slug ? {locations: toLocations(doc.title ?? 'Untitled', doc.slug)} : {message: 'Add a URL slug to preview this page.', tone: 'caution'},
  })
}

export const locations = {
  homePage: defineLocations({locations: [home]}),
  demoPage: defineLocations({locations: [{title: 'Demo signup', href: pagePaths.demoPage()}]}),
  tradePage: slugLocations('title', (title, slug) => [{title, href: pagePaths.tradePage(slug)}]),
  useCasePage: slugLocations('title', (title, slug) => [{title, href: pagePaths.useCasePage(slug)}]),
  comparison: slugLocations('competitor', (title, slug) => [{title: `vs ${title}`, href: pagePaths.comparison(slug)}]),
  report: slugLocations('title', (title, slug) => [
    {title: `${title} (download form)`, href: pagePaths.report(slug)},
    {title: `${title} (report)`, href: pagePaths.reportContent(slug)},
  ]),
  simplePage: slugLocations('title', (title, slug) => [{title, href: pagePaths.simplePage(slug)}]),
  assistant: onHomePage('Shown in the AI assistants section of the home page.'),
  pricingPlan: onHomePage('Shown in the pricing section of the home page.'),
  featureGroup: onHomePage('Shown in the pricing feature table of the home page.'),
  faqItem: onHomePage('Shown in the pricing questions of the home page.'),
  sampleLine: onHomePage('Rotates in the live-demo panel of the home page.'),
  siteSettings: defineLocations({locations: [home], message: 'Used on every page.'}),
  navigation: defineLocations({locations: [home], message: 'Header and footer of every page.'}),
  leadForms: defineLocations({locations: [home], message: 'Used by every form on the site.'}),
}

/** Which document the Presentation tool opens for a previewed URL. Singletons first, the catch-all last. */
export const mainDocuments = defineDocuments([
  {route: '/', type: 'homePage'},
  {route: '/demo', type: 'demoPage'},
  {route: '/trades/:slug', filter: `_type == "tradePage" && slug.current == $slug`},
  {route: '/use-cases/:slug', filter: `_type == "useCasePage" && slug.current == $slug`},
  {route: '/compare/:slug', filter: `_type == "comparison" && slug.current == $slug`},
  {route: ['/reports/:slug', '/reports/:slug/content'], filter: `_type == "report" && slug.current == $slug`},
  {route: '/:slug', filter: `_type == "simplePage" && slug.current == $slug`},
])
