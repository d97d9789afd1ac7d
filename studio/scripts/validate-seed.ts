/**
 * Validates a seed dataset (NDJSON, as `sanity dataset import` reads it) against the Studio schema, offline.
 *
 * Every document goes through Sanity's own `validateDocument`. The lookups it would send to the Content Lake
 * (slug uniqueness, reference existence) are answered from the file itself with groq-js, because
 * `sanity documents validate` needs a login and the network. On top of Sanity's rules it checks what an
 * import would trip over, or the site would: dangling references and references to the wrong document type,
 * missing asset files, duplicate ids and slugs, unknown types, singleton ids, and array items without `_key`.
 *
 * CLI: `npm run validate-seed --workspace studio [-- path/to/file.ndjson]` (default: seed/production.ndjson).
 */
import {existsSync, readFileSync} from 'node:fs'
import {dirname, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {evaluate, parse} from 'groq-js'
import {
  createSchema,
  pathToString,
  validateDocument,
  type Path,
  type SanityClient,
  type SanityDocument,
  type ValidationMarker,
  type Workspace,
} from 'sanity'
import {isSingletonType, schemaTypes, siteWideTypes} from '../schemaTypes'
import {SANITY_API_VERSION} from '../../app/utils/sanity-api-version'
import {rootPageTypes, slugConflict, slugProblem} from '../../app/sanity/page-slugs'
import {isLanguage, LANGUAGES} from '../../app/utils/language'
import {singletonId} from '../i18n'

export interface Problem {
  level: 'error' | 'warning'
  /** `_id` of the document, or `line N` when the line has no usable id. */
  documentId: string
  /** Field path inside the document, e.g. `hero.heading` or `faq.items[_key=="a"].answer`; empty for the whole document. */
  path: string
  message: string
}

export interface ValidateSeedOptions {
  /** Folder that `_sanityAsset` paths (`image@file://./images/x.svg`) are relative to: the folder of the NDJSON file. */
  assetRoot: string
}

type Doc = SanityDocument & Record<string, unknown>

/** The translation plugin's document tying the language versions of one document together. */
const TRANSLATION_METADATA = 'translation.metadata'

const schema = createSchema({name: 'seed', types: schemaTypes})
const documentTypes = new Set<string>(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name))

/** Unknown fields are dropped silently by the app's queries, so a misspelt field is an error here, not a warning. */
const UNKNOWN_FIELD = /^Field '.+' does not exist on type '.+'$/

function publishedId(id: string): string {
  return id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')
}

/** Reads the NDJSON; a line that is not a JSON object with `_id` and `_type` becomes a problem. */
function parseNdjson(text: string, problems: Problem[]): Doc[] {
  const docs: Doc[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    const where = `line ${index + 1}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      problems.push({level: 'error', documentId: where, path: '', message: `Not valid JSON: ${(error as Error).message}`})
      return
    }
    const doc = value as Partial<Doc>
    if (typeof doc !== 'object' || doc === null || typeof doc._id !== 'string' || typeof doc._type !== 'string') {
      problems.push({level: 'error', documentId: where, path: '', message: 'Every line must be an object with a string _id and _type.'})
      return
    }
    docs.push(doc as Doc)
  })
  return docs
}

/** Visits every value below `value`, with its Sanity path (keyed array items use `{_key}` segments). */
function walk(value: unknown, path: Path, visit: (value: unknown, path: Path, parentIsArray: boolean) => void, parentIsArray = false) {
  visit(value, path, parentIsArray)
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const key =
        item && typeof item === 'object' && typeof (item as {_key?: unknown})._key === 'string' ? (item as {_key: string})._key : undefined
      walk(item, path.concat(key ? {_key: key} : index), visit, true)
    })
  } else if (value && typeof value === 'object') {
    for (const [field, child] of Object.entries(value)) walk(child, path.concat(field), visit)
  }
}

function checkStructure(doc: Doc, ids: Set<string>, assetRoot: string, problems: Problem[]) {
  const add = (path: Path, message: string) => problems.push({level: 'error', documentId: doc._id, path: pathToString(path), message})

  walk(doc, [], (value, path, parentIsArray) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return
    const node = value as Record<string, unknown>
    if (parentIsArray && typeof node._key !== 'string') add(path, 'Array item has no _key.')
    if (typeof node._ref === 'string' && !ids.has(node._ref)) {
      add(path, `Reference to "${node._ref}", which is not a document in the seed.`)
    }
    if (typeof node._sanityAsset === 'string') {
      const match = /^(image|file)@file:\/\/(.+)$/.exec(node._sanityAsset)
      if (!match) {
        add(path, `_sanityAsset "${node._sanityAsset}" must look like image@file://./images/NAME.svg or file@file://./audio/NAME.mp3.`)
      } else if (!existsSync(resolve(assetRoot, match[2]))) {
        add(path, `Asset file ${match[2]} does not exist under ${assetRoot}.`)
      }
    }
  })

  walk(doc, [], (value, path) => {
    if (!Array.isArray(value)) return
    const seen = new Set<string>()
    for (const item of value) {
      const key = item && typeof item === 'object' ? (item as {_key?: unknown})._key : undefined
      if (typeof key !== 'string') continue
      if (seen.has(key)) add(path, `Duplicate _key "${key}" in this list.`)
      seen.add(key)
    }
  })
}

function checkDocumentLevel(docs: Doc[], problems: Problem[]) {
  const ids = new Set<string>()
  const slugs = new Map<string, string>()
  for (const doc of docs) {
    const add = (message: string, path = '') => problems.push({level: 'error', documentId: doc._id, path, message})
    if (ids.has(doc._id)) add('Duplicate _id: another document in the seed has the same id.')
    ids.add(doc._id)

    if (doc._type === TRANSLATION_METADATA) continue
    if (!documentTypes.has(doc._type)) {
      add(`Unknown document type "${doc._type}".`)
      continue
    }
    if (siteWideTypes.includes(doc._type)) continue
    if (!isLanguage(doc.language)) {
      add(`"language" must be one of ${LANGUAGES.join(', ')}.`, 'language')
      continue
    }
    if (isSingletonType(doc._type) && publishedId(doc._id) !== singletonId(doc._type, doc.language)) {
      add(`"${doc._type}" is a singleton: its ${doc.language} _id must be "${singletonId(doc._type, doc.language)}".`)
    }
    const slug = (doc.slug as {current?: unknown} | undefined)?.current
    if (typeof slug === 'string' && !doc._id.startsWith('drafts.')) {
      // Translations share their slug: it is unique per type and language.
      const key = `${doc._type}\u0000${doc.language}\u0000${slug}`
      const other = slugs.get(key)
      if (other) add(`Slug "${slug}" is already used by ${other}.`, 'slug')
      else slugs.set(key, doc._id)
    }
  }
}

/**
 * The rules of a page at `/<slug>` (app/sanity/page-slugs.ts), applied here as errors: outside the Studio, Sanity reports
 * every rule of an object-typed field (a slug) as a warning.
 */
function checkRootSlugs(docs: Doc[], problems: Problem[]) {
  const pages = docs
    .filter((doc) => !doc._id.startsWith('drafts.') && (rootPageTypes as string[]).includes(doc._type) && isLanguage(doc.language))
    .map((doc) => ({
      id: doc._id,
      type: doc._type,
      slug: (doc.slug as {current?: string} | undefined)?.current ?? null,
      language: doc.language as string,
    }))
  const redirects = docs.filter((doc) => doc._type === 'redirect' && typeof doc.from === 'string').map((doc) => doc.from as string)
  pages.forEach((page, index) => {
    if (!page.slug) return
    // A duplicate within one type is checkDocumentLevel's; here the earlier page of the other type keeps its slug.
    const earlier = pages.slice(0, index).filter((other) => other.type !== page.type)
    const message = slugProblem(page.slug) ?? slugConflict(page.slug, page, earlier, redirects)
    if (message) problems.push({level: 'error', documentId: page.id, path: 'slug', message})
  })
}

interface CompiledType {
  name: string
  jsonType?: string
  type?: CompiledType
  to?: {name: string}[]
  fields?: {name: string; type: CompiledType}[]
  of?: CompiledType[]
}

function isReferenceType(type: CompiledType | undefined): boolean {
  for (let t = type; t; t = t.type) if (t.name === 'reference') return true
  return false
}

/** Picks the array member type for an item the way Sanity's validation does: the only one, or by `_type`. */
function memberTypeFor(item: unknown, members: CompiledType[]): CompiledType | undefined {
  if (members.length === 1) return members[0]
  const itemType = item && typeof item === 'object' ? (item as {_type?: unknown})._type : undefined
  return members.find((m) => m.name === itemType || m.type?.name === itemType)
}

/**
 * Sanity checks only that a referenced document exists; a reference to the wrong kind of document
 * (a use-case page in the trades menu) would break the page that follows it, so its type is checked here.
 */
function checkReferenceTargets(doc: Doc, byId: Map<string, Doc>, problems: Problem[]) {
  const visit = (value: unknown, type: CompiledType | undefined, path: Path) => {
    if (value === null || value === undefined || !type) return
    if (isReferenceType(type)) {
      const ref = (value as {_ref?: unknown})._ref
      const target = typeof ref === 'string' ? byId.get(ref) : undefined
      const allowed = (type.to ?? []).map((t) => t.name)
      if (target && allowed.length > 0 && !allowed.includes(target._type)) {
        problems.push({
          level: 'error',
          documentId: doc._id,
          path: pathToString(path),
          message: `Reference to "${target._id}" (a ${target._type}), but only ${allowed.join(' or ')} is allowed here.`,
        })
      }
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = item && typeof item === 'object' ? (item as {_key?: unknown})._key : undefined
        visit(item, memberTypeFor(item, type.of ?? []), path.concat(typeof key === 'string' ? {_key: key} : index))
      })
      return
    }
    if (typeof value === 'object') {
      for (const field of type.fields ?? []) visit((value as Record<string, unknown>)[field.name], field.type, path.concat(field.name))
    }
  }
  visit(doc, schema.get(doc._type), [])
}

/**
 * The subset of a Sanity client that validation uses (`fetch`, `withConfig`, `clone`, `config`),
 * evaluating GROQ with groq-js over the seed instead of calling the API.
 */
function createLocalClient(dataset: Doc[]): SanityClient {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const tree = parse(query, {params})
      return (await evaluate(tree, {dataset, params})).get() as Promise<unknown>
    },
    withConfig: () => client,
    clone: () => client,
    config: () => ({apiVersion: `v${SANITY_API_VERSION}`, dataset: 'seed', projectId: 'seed'}),
    observable: {},
  }
  return client as unknown as SanityClient
}

function toProblem(doc: Doc, marker: ValidationMarker): Problem {
  const level = marker.level === 'error' || UNKNOWN_FIELD.test(marker.message) ? 'error' : 'warning'
  return {level, documentId: doc._id, path: pathToString(marker.path), message: marker.message}
}

/** All problems of the dataset, errors and warnings; only errors should fail a build. */
/**
 * A page in one language shows shared documents (testimonials, plans...) of the same language only. Site-wide
 * documents (an experiment) have no language: they refer to the English version of a page.
 */
function checkReferenceLanguages(doc: Doc, byId: Map<string, Doc>, problems: Problem[]) {
  if (siteWideTypes.includes(doc._type)) return
  walk(doc, [], (value, path) => {
    const ref = (value as {_ref?: unknown} | null)?._ref
    if (typeof ref !== 'string') return
    const target = byId.get(ref)
    if (target && target.language !== doc.language) {
      problems.push({
        level: 'error',
        documentId: doc._id,
        path: pathToString(path),
        message: `References ${ref}, a ${String(target.language)} document, from a ${String(doc.language)} one.`,
      })
    }
  })
}

/** The plugin's metadata: one version per language, each an existing document of that language and of a listed type. */
function checkTranslationMetadata(doc: Doc, byId: Map<string, Doc>, problems: Problem[]) {
  const add = (message: string) => problems.push({level: 'error', documentId: doc._id, path: 'translations', message})
  const types = Array.isArray(doc.schemaTypes) ? (doc.schemaTypes as string[]) : []
  const seen = new Set<string>()
  for (const entry of (doc.translations as {language?: string; value?: {_ref?: string}}[] | undefined) ?? []) {
    const target = entry.value?._ref ? byId.get(entry.value._ref) : undefined
    if (!isLanguage(entry.language) || seen.has(entry.language)) add(`Each language once: "${entry.language}" is unknown or repeated.`)
    else if (!target) add(`The ${entry.language} version ${entry.value?._ref} does not exist.`)
    else if (target.language !== entry.language || !types.includes(target._type))
      add(`${target._id} is not a ${entry.language} ${types.join('/')}.`)
    if (entry.language) seen.add(entry.language)
  }
}

export async function validateSeed(ndjsonText: string, opts: ValidateSeedOptions): Promise<Problem[]> {
  const problems: Problem[] = []
  const docs = parseNdjson(ndjsonText, problems)
  const ids = new Set(docs.map((doc) => doc._id))
  const publishedIds = new Set(docs.filter((doc) => !doc._id.startsWith('drafts.')).map((doc) => doc._id))

  checkDocumentLevel(docs, problems)
  checkRootSlugs(docs, problems)
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  for (const doc of docs) {
    checkStructure(doc, ids, opts.assetRoot, problems)
    if (documentTypes.has(doc._type)) checkReferenceTargets(doc, byId, problems)
    if (documentTypes.has(doc._type)) checkReferenceLanguages(doc, byId, problems)
    if (doc._type === TRANSLATION_METADATA) checkTranslationMetadata(doc, byId, problems)
  }

  const client = createLocalClient(docs)
  const workspace = {schema, getClient: () => client} as unknown as Workspace
  for (const doc of docs) {
    if (!documentTypes.has(doc._type)) continue
    const markers = await validateDocument({
      document: doc,
      workspace,
      environment: 'cli',
      getClient: () => client,
      // Sanity counts a reference as valid only when its target is published.
      getDocumentExists: ({id}) => Promise.resolve(publishedIds.has(id)),
    })
    problems.push(...markers.map((marker) => toProblem(doc, marker)))
  }
  return problems
}

export function formatProblem(problem: Problem): string {
  const where = problem.path ? `${problem.documentId} ${problem.path}` : problem.documentId
  return `${problem.level.toUpperCase()} ${where}: ${problem.message}`
}

async function main() {
  const here = dirname(fileURLToPath(import.meta.url))
  const file = resolve(process.argv[2] ?? resolve(here, '../seed/production.ndjson'))
  const problems = await validateSeed(readFileSync(file, 'utf8'), {assetRoot: dirname(file)})
  const errors = problems.filter((p) => p.level === 'error')
  for (const problem of problems) console.log(formatProblem(problem))
  console.log(`${file}: ${errors.length} errors, ${problems.length - errors.length} warnings`)
  process.exitCode = errors.length > 0 ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
