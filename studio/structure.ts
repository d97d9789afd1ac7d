import type {StructureBuilder, StructureResolver} from 'sanity/structure'
import {BookIcon, DocumentsIcon, ShareIcon} from '@sanity/icons'
import {singletonId, supportedLanguages} from './i18n'

/** A singleton opens its fixed-id document, one per language (a missing translation is created from the language's template). */
function singleton(S: StructureBuilder, type: string, title: string) {
  return S.listItem()
    .id(type)
    .title(title)
    .schemaType(type)
    .child(
      S.list()
        .title(title)
        .items(
          supportedLanguages.map((language) =>
            S.listItem()
              .id(singletonId(type, language.id))
              .title(`${title} (${language.title})`)
              .schemaType(type)
              .child(
                S.document()
                  .schemaType(type)
                  .documentId(singletonId(type, language.id))
                  .initialValueTemplate(`${type}-${language.id}`)
                  .title(`${title} (${language.title})`),
              ),
          ),
        ),
    )
}

function list(S: StructureBuilder, type: string, title: string, orderByField?: string, direction: 'asc' | 'desc' = 'asc') {
  const item = S.documentTypeListItem(type).title(title)
  if (!orderByField) return item
  return item.child(
    S.documentTypeList(type)
      .title(title)
      .defaultOrdering([{field: orderByField, direction}]),
  )
}

/** Shared documents (assistants, plans, questions...) are listed in the order their `order` field gives them. */
function orderedList(S: StructureBuilder, type: string, title: string) {
  return list(S, type, title, 'order')
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .title('Pages')
            .items([
              singleton(S, 'homePage', 'Home'),
              list(S, 'tradePage', 'Trades', 'title'),
              list(S, 'useCasePage', 'Use cases', 'title'),
              list(S, 'comparison', 'Comparisons', 'competitor'),
              list(S, 'report', 'Reports', 'title'),
              list(S, 'landingPage', 'Landing pages', 'title'),
              list(S, 'simplePage', 'Legal pages', 'title'),
              singleton(S, 'demoPage', 'Demo page'),
              S.listItem()
                .id('blog')
                .title('Blog')
                .icon(BookIcon)
                .child(
                  S.list()
                    .title('Blog')
                    .items([
                      singleton(S, 'blogPage', 'Blog page'),
                      list(S, 'article', 'Articles', 'publishedAt', 'desc'),
                      list(S, 'author', 'Authors', 'name'),
                      list(S, 'blogCategory', 'Categories', 'title'),
                    ]),
                ),
              S.divider(),
              list(S, 'redirect', 'Redirects', 'from'),
              list(S, 'experiment', 'Experiments', 'name'),
            ]),
        ),
      S.listItem()
        .id('shared')
        .title('Shared content')
        .icon(ShareIcon)
        .child(
          S.list()
            .title('Shared content')
            .items([
              orderedList(S, 'assistant', 'Assistants'),
              orderedList(S, 'pricingPlan', 'Pricing plans'),
              orderedList(S, 'featureGroup', 'Feature groups'),
              orderedList(S, 'faqItem', 'FAQs'),
              orderedList(S, 'testimonial', 'Testimonials'),
              orderedList(S, 'sampleLine', 'Sample lines'),
              S.divider(),
              singleton(S, 'leadForms', 'Lead form copy'),
              singleton(S, 'revenueCalculator', 'Revenue calculator'),
              singleton(S, 'webCallSettings', 'Web calls'),
              singleton(S, 'navigation', 'Navigation'),
              singleton(S, 'siteSettings', 'Site settings'),
            ]),
        ),
    ])
