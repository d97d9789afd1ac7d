import {match} from 'path-to-regexp'
import type {DocumentLocationsState} from 'sanity/presentation'
import {describe, expect, it} from 'vitest'
import {pagePath} from '../../app/sanity/paths'
import {locations, mainDocuments} from './resolve'

/** First resolver whose route matches, as the Presentation tool picks it (it matches with path-to-regexp too). */
function mainDocumentFor(path: string): {query: string; params: Record<string, string>} | undefined {
  for (const resolver of mainDocuments) {
    const routes = Array.isArray(resolver.route) ? resolver.route : [resolver.route]
    for (const route of routes) {
      const result = match<Record<string, string>>(route, {decode: decodeURIComponent})(path)
      if (!result) continue
      if (resolver.type) return {query: `_type == "${resolver.type}"`, params: {}}
      return {query: String(resolver.filter), params: result.params}
    }
  }
  return undefined
}

function resolveLocations(
  type: keyof typeof locations,
  doc: Record<string, string> | null,
): DocumentLocationsState | null | undefined | void {
  const resolver = locations[type]
  return 'resolve' in resolver ? resolver.resolve(doc) : resolver
}

describe('presentation locations and main documents', () => {
  const slugPages = [
    {type: 'tradePage', doc: {title: 'Plumbing', slug: 'plumbing'}, hrefs: ['/trades/plumbing']},
    {type: 'useCasePage', doc: {title: 'Lead Qualification', slug: 'lead-qualification'}, hrefs: ['/use-cases/lead-qualification']},
    {type: 'comparison', doc: {title: 'Telli', slug: 'telli'}, hrefs: ['/compare/telli']},
    {
      type: 'report',
      doc: {title: 'AI report', slug: 'appliance-repair-ai'},
      hrefs: ['/reports/appliance-repair-ai', '/reports/appliance-repair-ai/content'],
    },
    {type: 'simplePage', doc: {title: 'Terms', slug: 'terms-of-service'}, hrefs: ['/terms-of-service']},
    {
      type: 'article',
      doc: {title: 'What a missed call costs', slug: 'what-a-missed-call-costs'},
      hrefs: ['/blog/what-a-missed-call-costs'],
    },
    {type: 'landingPage', doc: {title: 'Emergency calls', slug: 'emergency-plumbing-calls'}, hrefs: ['/emergency-plumbing-calls']},
  ] as const

  it.each(slugPages)('$type: every location opens the same document again', ({type, doc, hrefs}) => {
    const state = resolveLocations(type, doc)
    expect(state?.locations?.map((location) => location.href)).toEqual(hrefs)
    for (const href of hrefs) {
      const main = mainDocumentFor(href)
      // Landing and legal pages share /:slug: their resolver looks up both types.
      expect(main?.query, href).toMatch(new RegExp(`_type (== |in \\[.*)"${type}"`))
      expect(main?.params, href).toEqual({slug: doc.slug})
    }
  })

  it('asks for a slug before a page can be previewed', () => {
    expect(resolveLocations('tradePage', {title: 'Plumbing'})).toEqual(expect.objectContaining({tone: 'caution'}))
  })

  it('maps the singleton pages to their fixed paths', () => {
    expect(resolveLocations('homePage', null)?.locations?.[0].href).toBe(pagePath('homePage'))
    expect(resolveLocations('demoPage', null)?.locations?.[0].href).toBe('/demo')
    expect(mainDocumentFor('/')?.query).toBe('_type == "homePage"')
    expect(mainDocumentFor('/demo')?.query).toBe('_type == "demoPage"')
    expect(resolveLocations('blogPage', null)?.locations?.[0].href).toBe('/blog')
    expect(mainDocumentFor('/blog')?.query).toBe('_type == "blogPage"')
  })

  it('leaves unknown deep paths without a main document', () => {
    expect(mainDocumentFor('/use-cases/setup-agents/extra')).toBeUndefined()
  })
})
