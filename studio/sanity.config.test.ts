import {createClient} from '@sanity/client'
import {createWorkspaceFromConfig, type CurrentUser, type DocumentActionsContext, type Workspace} from 'sanity'
import {createStructureBuilder, type StructureResolverContext} from 'sanity/structure'
import {beforeAll, describe, expect, it} from 'vitest'
import config from './sanity.config'
import {iconNames} from '../app/components/ui/icon-names'
import {schemaTypes, singletonTypes} from './schemaTypes'
import {structure} from './structure'
import {LANGUAGES} from '../app/utils/language'
import {SANITY_API_VERSION} from '../app/utils/sanity-api-version'

// The client is never asked for anything: building a workspace and a structure is offline work.
const client = createClient({projectId: 'test', dataset: 'production', apiVersion: SANITY_API_VERSION, useCdn: false})
const currentUser: CurrentUser = {
  id: 'editor',
  name: 'Editor',
  email: 'editor@example.com',
  role: 'administrator',
  roles: [{name: 'administrator', title: 'Administrator'}],
}
const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

let workspace: Workspace

beforeAll(async () => {
  workspace = await createWorkspaceFromConfig({...config, currentUser, getClient: () => client})
})

function actionsFor(schemaType: string): (string | undefined)[] {
  const context = {schema: workspace.schema, currentUser, getClient: () => client, schemaType, documentId: schemaType}
  return workspace.document.actions(context as unknown as DocumentActionsContext).map((action) => action.action)
}

interface SerializedNode {
  id: string
  type?: string
  options?: {id?: string; type?: string; params?: {type?: string}}
  child?: SerializedNode
  items?: SerializedNode[]
}

function serializeStructure(): SerializedNode {
  const S = createStructureBuilder({source: workspace.unstable_sources[0], perspectiveStack: []})
  const context = {...workspace, schema: workspace.schema} as unknown as StructureResolverContext
  const root = structure(S, context) as {serialize: () => SerializedNode}
  return root.serialize()
}

describe('studio config', () => {
  it('compiles the schema without errors', () => {
    const errors = (workspace.schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
    )
    expect(errors).toEqual([])
  })

  it('offers singletons only their per-language templates (used for their fixed-id versions)', () => {
    const singletonTemplates = workspace.templates
      .filter((template) => (singletonTypes as readonly string[]).includes(template.schemaType))
      .map((template) => template.id)
      .sort()
    expect(singletonTemplates).toEqual(singletonTypes.flatMap((type) => LANGUAGES.map((language) => `${type}-${language}`)).sort())
    expect(workspace.templates.map((template) => template.schemaType)).toContain('tradePage')
  })

  it('lets singletons be published but not deleted, duplicated or unpublished', () => {
    for (const type of singletonTypes) {
      expect(actionsFor(type).sort(), type).toEqual(['discardChanges', 'publish', 'restore'])
    }
    expect(actionsFor('tradePage')).toEqual(expect.arrayContaining(['delete', 'duplicate', 'publish']))
  })

  it("has the Insights tool after the built-in ones: a link to the site's Insights page", () => {
    const tools = workspace.tools.map(({name}) => name)
    expect(tools.at(-1)).toBe('insights')
    expect(tools).toEqual(expect.arrayContaining(['structure', 'presentation']))
    expect(workspace.tools.at(-1)?.title).toBe('Insights')
  })

  it('hides singletons from the global "new document" menu', () => {
    const options = workspace.document.resolveNewDocumentOptions({type: 'global', schema: workspace.schema} as never)
    const offered = options.map((option) => option.templateId)
    expect(offered.filter((id) => (singletonTypes as readonly string[]).some((type) => id === type || id.startsWith(`${type}-`)))).toEqual(
      [],
    )
    expect(offered).toContain('testimonial')
  })
})

describe('desk structure', () => {
  it('groups pages and shared content, with singletons opening their fixed-id document in each language', () => {
    const root = serializeStructure()
    expect(root.items?.map((item) => item.id)).toEqual(['pages', 'shared'])
    const [pages, shared] = root.items ?? []
    const describe = (node: SerializedNode | undefined) =>
      (node?.child?.items ?? [])
        .filter((item) => item.type !== 'divider')
        .map((item) =>
          item.child?.type === 'list' && !item.child.options?.params
            ? (item.child.items ?? []).every((version) => version.child?.options?.id)
              ? `${item.id}: documents ${(item.child.items ?? []).map((version) => version.child?.options?.id).join(', ')}`
              : `${item.id}: group`
            : `${item.id}: list of ${item.child?.options?.params?.type}`,
        )
    expect(describe(pages)).toEqual([
      'homePage: documents homePage, homePage-es',
      'tradePage: list of tradePage',
      'useCasePage: list of useCasePage',
      'comparison: list of comparison',
      'report: list of report',
      'landingPage: list of landingPage',
      'simplePage: list of simplePage',
      'demoPage: documents demoPage, demoPage-es',
      'blog: group',
      'redirect: list of redirect',
      'experiment: list of experiment',
    ])
    const blog = pages?.child?.items?.find((item) => item.id === 'blog')
    expect(describe(blog)).toEqual([
      'blogPage: documents blogPage, blogPage-es',
      'article: list of article',
      'author: list of author',
      'blogCategory: list of blogCategory',
    ])
    expect(describe(shared)).toEqual([
      'assistant: list of assistant',
      'pricingPlan: list of pricingPlan',
      'featureGroup: list of featureGroup',
      'faqItem: list of faqItem',
      'testimonial: list of testimonial',
      'sampleLine: list of sampleLine',
      'leadForms: documents leadForms, leadForms-es',
      'revenueCalculator: documents revenueCalculator, revenueCalculator-es',
      'webCallSettings: documents webCallSettings, webCallSettings-es',
      'navigation: documents navigation, navigation-es',
      'siteSettings: documents siteSettings, siteSettings-es',
    ])
    const listed = [...describe(pages), ...describe(blog), ...describe(shared)]
      .map((line) => line.split(':')[0])
      .filter((id) => id !== 'blog')
      .sort()
    expect(listed).toEqual([...documentTypes].sort())
  })
})

describe('schema conventions', () => {
  it('gives every document type a preview', () => {
    const withoutPreview = schemaTypes
      .filter((type) => type.type === 'document')
      .filter((type) => !('preview' in type) || !type.preview)
      .map((type) => type.name)
    expect(withoutPreview).toEqual([])
  })

  it('lets every icon field choose only from the shared icon list', () => {
    const iconFields: string[] = []
    const visit = (
      type: {name?: string; jsonType?: string; fields?: {name: string; type: unknown}[]; of?: unknown[]; options?: {list?: unknown[]}},
      path: string,
      seen: Set<unknown>,
    ) => {
      if (!type || seen.has(type)) return
      seen.add(type)
      for (const field of type.fields ?? []) {
        const fieldPath = `${path}.${field.name}`
        const fieldType = field.type as typeof type
        if (field.name === 'icon') {
          iconFields.push(fieldPath)
          const values = (fieldType.options?.list ?? []).map((item) => (item as {value: string}).value)
          expect(values, fieldPath).toEqual([...iconNames])
        }
        visit(fieldType, fieldPath, seen)
      }
      for (const member of type.of ?? []) visit(member as typeof type, `${path}[]`, seen)
    }
    for (const name of workspace.schema.getTypeNames()) {
      visit(workspace.schema.get(name) as Parameters<typeof visit>[0], name, new Set())
    }
    expect(iconFields).toEqual(expect.arrayContaining(['benefit.icon', 'step.icon', 'integrationTile.icon']))
  })
})
