import {documentInternationalization} from '@sanity/document-internationalization'
import {defineConfig, type DocumentActionComponent} from 'sanity'
import {presentationTool} from 'sanity/presentation'
import {structureTool} from 'sanity/structure'
import {SANITY_API_VERSION} from '../app/utils/sanity-api-version'
import {redirectOnSlugChange} from './actions/redirect-on-slug-change'
import {dataset, previewOrigin, projectId} from './env'
import {locations, mainDocuments} from './presentation/resolve'
import {isSingletonType, schemaTypes, translatedTypes} from './schemaTypes'
import {supportedLanguages} from './i18n'
import {structure} from './structure'
import {insightsTool} from './tools/insights-tool'

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
    // A language badge and a Translations menu on every document: side by side versions, "create from English".
    documentInternationalization({supportedLanguages, schemaTypes: translatedTypes, apiVersion: SANITY_API_VERSION}),
    presentationTool({
      previewUrl: {origin: previewOrigin, previewMode: {enable: '/api/preview'}},
      resolve: {locations, mainDocuments},
    }),
  ],
  // The site's conversion report, one click from the Studio (it signs in on the site with the team password).
  tools: (tools) => [...tools, insightsTool(previewOrigin)],
  schema: {
    types: schemaTypes,
    // A singleton keeps only the plugin's per-language templates (`homePage-es`), which the desk structure uses to
    // open its fixed-id version in each language; nothing else can create one.
    templates: (templates) =>
      templates.filter(
        ({id, schemaType}) => !isSingletonType(schemaType) || supportedLanguages.some((language) => id === `${schemaType}-${language.id}`),
      ),
  },
  document: {
    actions: (actions, context) =>
      isSingletonType(context.schemaType)
        ? actions.filter((action: DocumentActionComponent) => action.action && singletonActions.has(action.action))
        : redirectOnSlugChange(actions, context),
    newDocumentOptions: (options, {creationContext}) =>
      creationContext.type === 'global'
        ? options.filter((option) => !isSingletonType(option.templateId.replace(/-[a-z]{2}$/, '')))
        : options,
  },
})
