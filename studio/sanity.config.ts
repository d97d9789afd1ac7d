import {defineConfig, type DocumentActionComponent} from 'sanity'
import {presentationTool} from 'sanity/presentation'
import {structureTool} from 'sanity/structure'
import {dataset, previewOrigin, projectId} from './env'
import {locations, mainDocuments} from './presentation/resolve'
import {isSingletonType, schemaTypes} from './schemaTypes'
import {structure} from './structure'

/**
 * Singletons exist once under a fixed id: they can be edited and published, never created, copied, deleted
 * or unpublished (the site needs every one of them).
 */
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'TradeVoice website',
  projectId,
  dataset,
  plugins: [
    structureTool({structure}),
    presentationTool({
      previewUrl: {origin: previewOrigin, previewMode: {enable: '/api/preview'}},
      resolve: {locations, mainDocuments},
    }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({schemaType}) => !isSingletonType(schemaType)),
  },
  document: {
    actions: (actions, {schemaType}) =>
      isSingletonType(schemaType)
        ? actions.filter((action: DocumentActionComponent) => action.action && singletonActions.has(action.action))
        : actions,
    newDocumentOptions: (options, {creationContext}) =>
      creationContext.type === 'global'
        ? options.filter((option) => !isSingletonType(option.templateId))
        : options,
  },
})
