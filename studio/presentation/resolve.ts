import {defineDocuments, defineLocations, type DocumentLocation} from 'sanity/presentation'
import {extraRoutes, fillRoute, pagePath, pageRoutes, slugPageTypes, type PageType, type SlugPageType} from '../../app/sanity/paths'

const home: DocumentLocation = {title: 'Home', href: pagePath('homePage')}
const blog: DocumentLocation = {title: 'Blog', href: pagePath('blogPage')}

/** Shared content shown on the home page only: one fixed location. */
function onHomePage(message: string) {
  return defineLocations({locations: [home], message, tone: 'positive'})
}

/** How a page is named in the Presentation tool: its title field, and how each of its addresses is labelled. */
const pageNames: Partial<Record<SlugPageType, {field: string; label: (title: string, route: string) => string}>> = {
  comparison: {field: 'competitor', label: (title) => `vs ${title}`},
  report: {field: 'title', label: (title, route) => `${title} (${route === 'content' ? 'report' : 'download form'})`},
}

/** Every address of a page with a slug: its main route, then any extra ones (paths.ts). */
function pageLocations(type: SlugPageType, title: string, slug: string): DocumentLocation[] {
  const label = pageNames[type]?.label ?? ((name: string) => name)
  return [
    {title: label(title, 'main'), href: pagePath(type, slug)},
    ...Object.entries(extraRoutes[type] ?? {}).map(([route, pattern]) => ({title: label(title, route), href: fillRoute(pattern, slug)})),
  ]
}

function slugLocations(type: SlugPageType) {
  return defineLocations({
    select: {title: pageNames[type]?.field ?? 'title', slug: 'slug.current'},
    resolve: (doc: {title?: string; slug?: string} | null) =>
      doc?.slug
        ? {locations: pageLocations(type, doc.title ?? 'Untitled', doc.slug)}
        : {message: 'Add a URL slug to preview this page.', tone: 'caution'},
  })
}

export const locations = {
  homePage: defineLocations({locations: [home]}),
  demoPage: defineLocations({locations: [{title: 'Demo signup', href: pagePath('demoPage')}]}),
  blogPage: defineLocations({locations: [blog]}),
  author: defineLocations({locations: [blog], message: 'Shown on the articles this author wrote.'}),
  ...(Object.fromEntries(slugPageTypes.map((type) => [type, slugLocations(type)])) as Record<
    SlugPageType,
    ReturnType<typeof slugLocations>
  >),
  assistant: onHomePage('Shown in the AI assistants section of the home page.'),
  pricingPlan: onHomePage('Shown in the pricing section of the home page.'),
  featureGroup: onHomePage('Shown in the pricing feature table of the home page.'),
  faqItem: onHomePage('Shown in the pricing questions of the home page.'),
  sampleLine: onHomePage('Rotates in the live-demo panel of the home page.'),
  siteSettings: defineLocations({locations: [home], message: 'Used on every page.'}),
  navigation: defineLocations({locations: [home], message: 'Header and footer of every page.'}),
  leadForms: defineLocations({locations: [home], message: 'Used by every form on the site.'}),
}

const pageTypes = Object.keys(pageRoutes) as PageType[]
/** A pattern with a leading parameter ("/:slug") matches any one-segment path, so it is tried last. */
const isCatchAll = (type: PageType) => pageRoutes[type].startsWith('/:')
/** The types sharing a type's main route (landing and legal pages both live at /:slug): one resolver looks up all of them. */
const sharingRoute = (type: PageType) => pageTypes.filter((other) => pageRoutes[other] === pageRoutes[type])

/** Which document the Presentation tool opens for a previewed URL. Fixed paths first, the catch-all last. */
export const mainDocuments = defineDocuments(
  [...pageTypes.filter((type) => !isCatchAll(type)), ...pageTypes.filter(isCatchAll)]
    .filter((type) => sharingRoute(type)[0] === type)
    .map((type) => {
      const routes = [pageRoutes[type], ...Object.values(extraRoutes[type] ?? {})]
      const types = sharingRoute(type)
      return pageRoutes[type].includes(':slug')
        ? {
            route: routes,
            filter: `${types.length > 1 ? `_type in ${JSON.stringify(types)}` : `_type == "${type}"`} && slug.current == $slug`,
          }
        : {route: routes, type}
    }),
)
