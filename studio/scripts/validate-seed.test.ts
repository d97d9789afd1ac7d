import {readFileSync} from 'node:fs'
import {dirname, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {singletonTypes} from '../schemaTypes'
import {formatProblem, validateSeed, type Problem} from './validate-seed'
import {LANGUAGES} from '../../app/utils/language'
import {singletonId} from '../i18n'

const here = dirname(fileURLToPath(import.meta.url))
const seedFile = resolve(here, '../seed/production.ndjson')
const fixtureFile = resolve(here, 'fixtures/seed-fixture.ndjson')
const fixtureRoot = dirname(fixtureFile)

type Doc = Record<string, unknown> & {_id: string; _type: string}

function readDocs(file: string): Doc[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
}

function toNdjson(docs: Doc[]): string {
  return docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
}

/** The fixture with one document changed by `edit` (on a deep copy). */
function fixtureWith(id: string, edit: (doc: Doc) => void): string {
  const docs = structuredClone(readDocs(fixtureFile))
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`fixture has no ${id}`)
  edit(doc)
  return toNdjson(docs)
}

function errorsOf(problems: Problem[]): Problem[] {
  return problems.filter((problem) => problem.level === 'error')
}

/** An error on `path` of a document, its message holding `words`. */
function errorAt(documentId: string, path: string, words: string) {
  return expect.objectContaining({documentId, path, message: expect.stringContaining(words)})
}

/** Validates `docs` (assets from the fixture's folder), expects each of `expected` among the errors, and returns them all. */
async function expectErrors(docs: Doc[], expected: ReturnType<typeof errorAt>[]): Promise<Problem[]> {
  const errors = errorsOf(await validateSeed(toNdjson(docs), {assetRoot: fixtureRoot}))
  expect(errors).toEqual(expect.arrayContaining(expected))
  return errors
}

describe('validateSeed on the production seed', () => {
  it('has no errors', async () => {
    const problems = await validateSeed(readFileSync(seedFile, 'utf8'), {assetRoot: dirname(seedFile)})
    expect(errorsOf(problems).map(formatProblem)).toEqual([])
  })

  it("refuses a web-call agent id not shaped like Retell's and a longest call outside 30-600 s", async () => {
    const seed = readDocs(seedFile)
    const settings = structuredClone(seed.find((doc) => doc._id === 'webCallSettings')!)
    const assistant = structuredClone(seed.find((doc) => doc._id === 'assistant-csr')!)
    const trade = structuredClone(seed.find((doc) => doc._id === 'trade-plumbing')!)
    await expectErrors(
      [
        {...settings, retellAgentId: 'agent-7d2f4a9c', maxCallSeconds: 20},
        {...assistant, retellAgentId: 'llm_5f2c8d1e0a9b', voiceSample: undefined},
        {...trade, retellAgentId: 'agent_'},
      ],
      [
        errorAt('webCallSettings', 'retellAgentId', 'agent_'),
        errorAt('webCallSettings', 'maxCallSeconds', '30 to 600'),
        errorAt('assistant-csr', 'retellAgentId', 'agent_'),
        errorAt('trade-plumbing', 'retellAgentId', 'agent_'),
      ],
    )
    await expectErrors([{...settings, maxCallSeconds: 601}], [errorAt('webCallSettings', 'maxCallSeconds', '30 to 600')])
  })

  it('holds every singleton under its fixed id in every language', () => {
    const ids = new Set(readDocs(seedFile).map((doc) => doc._id))
    const fixedIds = singletonTypes.flatMap((type) => LANGUAGES.map((language) => singletonId(type, language)))
    expect(fixedIds.filter((id) => !ids.has(id))).toEqual([])
  })
})

describe('validateSeed on a small fixture', () => {
  it('accepts the valid fixture', async () => {
    const problems = await validateSeed(readFileSync(fixtureFile, 'utf8'), {assetRoot: fixtureRoot})
    expect(problems.map(formatProblem)).toEqual([])
  })

  it('reports a missing required field', async () => {
    const text = fixtureWith('page-terms', (doc) => delete doc.title)
    const errors = errorsOf(await validateSeed(text, {assetRoot: fixtureRoot}))
    expect(errors).toEqual([expect.objectContaining({documentId: 'page-terms', path: 'title', message: 'Required'})])
  })

  it('reports a dangling reference', async () => {
    const text = fixtureWith('feature-group-support', (doc) => {
      const features = doc.features as {values: {plan: {_ref: string}}[]}[]
      features[0].values[0].plan._ref = 'plan-deleted'
    })
    const errors = errorsOf(await validateSeed(text, {assetRoot: fixtureRoot}))
    expect(errors.length).toBeGreaterThan(0)
    expect(errors.every((e) => e.documentId === 'feature-group-support')).toBe(true)
    expect(errors).toContainEqual(
      expect.objectContaining({
        path: 'features[_key=="email"].values[_key=="pro"].plan',
        message: expect.stringContaining('"plan-deleted"'),
      }),
    )
  })

  it('reports a reference to the wrong document type', async () => {
    const text = fixtureWith('feature-group-support', (doc) => {
      const features = doc.features as {values: {plan: {_ref: string}}[]}[]
      features[0].values[1].plan._ref = 'testimonial-mike'
    })
    const errors = errorsOf(await validateSeed(text, {assetRoot: fixtureRoot}))
    expect(errors).toEqual([
      expect.objectContaining({
        documentId: 'feature-group-support',
        path: 'features[_key=="email"].values[_key=="plus"].plan',
        message: expect.stringContaining('only pricingPlan'),
      }),
    ])
  })

  it('reports a duplicate slug', async () => {
    const text = fixtureWith('page-privacy', (doc) => {
      doc.slug = {_type: 'slug', current: 'terms-of-service'}
    })
    const errors = errorsOf(await validateSeed(text, {assetRoot: fixtureRoot}))
    expect(errors).toEqual([errorAt('page-privacy', 'slug', 'terms-of-service')])
  })

  it('reports a missing asset file', async () => {
    const text = fixtureWith('page-terms', (doc) => {
      const seo = doc.seo as {image: {_sanityAsset: string}}
      seo.image._sanityAsset = 'image@file://./images/missing.svg'
    })
    const errors = errorsOf(await validateSeed(text, {assetRoot: fixtureRoot}))
    expect(errors).toEqual([errorAt('page-terms', 'seo.image', 'missing.svg')])
  })

  it('reports a misspelt field, an unknown type and a singleton under another id', async () => {
    const docs = readDocs(fixtureFile)
    docs.push({_id: 'testimonial-typo', _type: 'testimonial', language: 'en', quote: 'Great', author: 'Ann', rating: 5, compnay: 'Ann Co'})
    docs.push({_id: 'blog-1', _type: 'blogPost'})
    docs.push({_id: 'settings', _type: 'siteSettings', language: 'en'})
    const errors = errorsOf(await validateSeed(toNdjson(docs), {assetRoot: fixtureRoot}))
    expect(errors).toContainEqual(expect.objectContaining({documentId: 'testimonial-typo', path: 'compnay'}))
    expect(errors).toContainEqual(expect.objectContaining({documentId: 'blog-1', message: expect.stringContaining('blogPost')}))
    expect(errors).toContainEqual(expect.objectContaining({documentId: 'settings', message: expect.stringContaining('singleton')}))
  })

  it('accepts a translation under the same slug, and reports a missing language', async () => {
    const docs = readDocs(fixtureFile)
    const terms = docs.find((doc) => doc._id === 'page-terms')!
    docs.push({...structuredClone(terms), _id: 'page-terms-es', language: 'es', title: 'Términos del servicio'})
    expect(errorsOf(await validateSeed(toNdjson(docs), {assetRoot: fixtureRoot})).map(formatProblem)).toEqual([])
    docs.push({...structuredClone(terms), _id: 'page-terms-xx', language: undefined})
    const errors = errorsOf(await validateSeed(toNdjson(docs), {assetRoot: fixtureRoot}))
    expect(errors).toEqual([expect.objectContaining({documentId: 'page-terms-xx', path: 'language'})])
  })

  it('reports a reference to another language and translation metadata pointing at the wrong version', async () => {
    const docs = readDocs(fixtureFile)
    const referencing = docs.find((doc) => JSON.stringify(doc).includes('"_ref"'))!
    docs.push({...structuredClone(referencing), _id: `${referencing._id}-es`, language: 'es'})
    docs.push({
      _id: 'translation.metadata.x',
      _type: 'translation.metadata',
      schemaTypes: [referencing._type],
      translations: [
        {_key: 'en', _type: 'internationalizedArrayReferenceValue', language: 'en', value: {_type: 'reference', _ref: referencing._id}},
        {_key: 'es', _type: 'internationalizedArrayReferenceValue', language: 'es', value: {_type: 'reference', _ref: referencing._id}},
      ],
    })
    const errors = errorsOf(await validateSeed(toNdjson(docs), {assetRoot: fixtureRoot}))
    expect(errors).toContainEqual(
      expect.objectContaining({documentId: `${referencing._id}-es`, message: expect.stringContaining('a en document')}),
    )
    expect(errors).toContainEqual(
      expect.objectContaining({documentId: 'translation.metadata.x', message: expect.stringContaining(`is not a es`)}),
    )
  })

  it('reports only a warning for an SEO title outside the recommended length', async () => {
    const text = fixtureWith('page-privacy', (doc) => {
      ;(doc.seo as {title: string}).title = 'Privacy'
    })
    const problems = await validateSeed(text, {assetRoot: fixtureRoot})
    expect(errorsOf(problems)).toEqual([])
    expect(problems).toEqual([expect.objectContaining({level: 'warning', documentId: 'page-privacy', path: 'seo.title'})])
  })

  it('accepts redirects, and reports a redirect loop, a live page shadowed and a duplicate path', async () => {
    const redirect = (id: string, from: string, to: string): Doc => ({_id: id, _type: 'redirect', from, to, permanent: true})
    const docs = readDocs(fixtureFile)
    docs.push(redirect('redirect-old', '/old-terms', '/terms-of-service'))
    expect(errorsOf(await validateSeed(toNdjson(docs), {assetRoot: fixtureRoot})).map(formatProblem)).toEqual([])

    docs.push(redirect('redirect-a', '/a', '/b'), redirect('redirect-b', '/b', '/a'))
    docs.push(redirect('redirect-live', '/es/terms-of-service', '/privacy'), redirect('redirect-twice', '/old-terms', '/privacy'))
    await expectErrors(docs, [
      errorAt('redirect-a', 'from', 'loop'),
      errorAt('redirect-b', 'from', 'loop'),
      errorAt('redirect-live', 'from', 'live page'),
      errorAt('redirect-twice', 'from', 'Another redirect'),
    ])
  })

  it('reports a redirect path a URL should not carry, and warns of a target no page answers', async () => {
    const docs = readDocs(fixtureFile)
    docs.push({_id: 'redirect-bad', _type: 'redirect', from: '/api/leads?x=1', to: 'ftp://example.com', permanent: false})
    docs.push({_id: 'redirect-nowhere', _type: 'redirect', from: '/old', to: '/nowhere?x=1', permanent: true})
    const problems = await validateSeed(toNdjson(docs), {assetRoot: fixtureRoot})
    expect(errorsOf(problems).map((error) => `${error.documentId} ${error.path}`)).toEqual(['redirect-bad from', 'redirect-bad to'])
    expect(problems).toContainEqual(
      expect.objectContaining({level: 'warning', documentId: 'redirect-nowhere', path: 'to', message: expect.stringContaining('/nowhere')}),
    )
  })

  it("reports a landing page at a reserved address, at another page's slug, or with characters a URL should not carry", async () => {
    const docs = readDocs(fixtureFile)
    const terms = docs.find((doc) => doc._id === 'page-terms')!
    const landing = (id: string, slug: string): Doc => ({
      _id: id,
      _type: 'landingPage',
      language: 'en',
      title: 'Emergency calls',
      slug: {_type: 'slug', current: slug},
      seo: structuredClone(terms.seo),
      blocks: [{_key: 'text', _type: 'richTextBlock', body: structuredClone(terms.body)}],
    })
    docs.push(landing('landing-ok', 'emergency-plumbing-calls'))
    expect(errorsOf(await validateSeed(toNdjson(docs), {assetRoot: fixtureRoot})).map(formatProblem)).toEqual([])

    docs.push(
      landing('landing-reserved', 'trades'),
      landing('landing-sitemap', 'sitemap.xml'),
      landing('landing-taken', 'terms-of-service'),
    )
    docs.push(landing('landing-twice', 'emergency-plumbing-calls'), landing('landing-upper', 'Emergency-Calls'))
    const errors = await expectErrors(docs, [
      errorAt('landing-reserved', 'slug', 'site itself uses'),
      errorAt('landing-sitemap', 'slug', 'lowercase'),
      errorAt('landing-taken', 'slug', 'page-terms'),
      errorAt('landing-twice', 'slug', 'landing-ok'),
      errorAt('landing-upper', 'slug', 'lowercase'),
    ])
    expect(errors.some((error) => error.documentId === 'landing-ok')).toBe(false)
  })

  it('reports a landing page slug a redirect starts at, and a block that may appear once there twice', async () => {
    const docs = readDocs(fixtureFile)
    const terms = docs.find((doc) => doc._id === 'page-terms')!
    docs.push({_id: 'redirect-old', _type: 'redirect', from: '/spring-offer', to: '/terms-of-service', permanent: true})
    const hero = (key: string) => ({
      _key: key,
      _type: 'heroBlock',
      heading: 'Calls',
      subheading: 'Answered',
      primaryCta: {_type: 'link', label: 'Go', href: '#x'},
    })
    docs.push({
      _id: 'landing-redirected',
      _type: 'landingPage',
      language: 'en',
      title: 'Spring offer',
      slug: {_type: 'slug', current: 'spring-offer'},
      seo: structuredClone(terms.seo),
      blocks: [hero('a'), hero('b')],
    })
    await expectErrors(docs, [errorAt('landing-redirected', 'slug', 'redirect'), errorAt('landing-redirected', 'blocks', 'only once')])
  })
})
