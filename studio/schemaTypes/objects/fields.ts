import {defineArrayMember, defineField, type ArrayRule, type PreviewValue} from 'sanity'
import {rootPageTypes} from '../../../app/sanity/page-slugs'
import {pagePath, type SlugPageType} from '../../../app/sanity/paths'
import {isUniqueInLanguage} from '../../i18n'
import {validateArticleSlug} from '../documents/article-rules'
import {rootSlugRule} from './rootSlug'

/** Field helpers shared by the page types, so the same kind of field reads the same everywhere. */

export function requiredString(name: string, title: string, description?: string) {
  return defineField({name, title, description, type: 'string', validation: (rule) => rule.required()})
}

export function optionalString(name: string, title: string, description?: string) {
  return defineField({name, title, description, type: 'string'})
}

export function requiredText(name: string, title: string, description?: string) {
  return defineField({name, title, description, type: 'text', rows: 3, validation: (rule) => rule.required()})
}

/** A required string picked from a fixed list. */
export function requiredChoice(name: string, title: string, list: readonly string[]) {
  return defineField({name, title, type: 'string', options: {list: [...list]}, validation: (rule) => rule.required()})
}

export function optionalText(name: string, title: string, description?: string) {
  return defineField({name, title, description, type: 'text', rows: 3})
}

/** Where a document stands in its lists: lower numbers first. */
export function orderField(description = 'Lower numbers are shown first.') {
  return defineField({name: 'order', title: 'Order', description, type: 'number', validation: (rule) => rule.required().integer()})
}

/** The Studio's list ordering by `orderField`. */
export const byOrder = {title: 'Order', name: 'orderAsc', by: [{field: 'order', direction: 'asc' as const}]}

/**
 * The slug of a page type, described by the address it gives the page (app/sanity/paths.ts). Pages at the site's
 * root (`/<slug>`) also follow the root slug rules (characters, reserved addresses, other root pages, redirects).
 */
export function slugField(type: SlugPageType, source: string, example: string) {
  return defineField({
    name: 'slug',
    title: 'URL slug',
    description: `The page address: ${pagePath(type, '<slug>')}, e.g. "${example}".`,
    type: 'slug',
    options: {source, maxLength: 96, isUnique: isUniqueInLanguage},
    validation: (rule) => (rootPageTypes.includes(type) ? [rule.required(), rule.custom(rootSlugRule).error()] : rule.required()),
  })
}

/** The slug of a blog article or category: the same in every language, in the characters an article's slug allows. */
export function blogSlugField(type: 'article' | 'blogCategory', addressLabel: string, example: string, maxLength: number) {
  return defineField({
    name: 'slug',
    title: 'URL slug',
    description: `${addressLabel}: ${pagePath(type, '<slug>')}, e.g. "${example}". The same in every language.`,
    type: 'slug',
    options: {source: 'title', maxLength, isUnique: isUniqueInLanguage},
    validation: (rule) => rule.required().custom(validateArticleSlug),
  })
}

/** A document preview's subtitle: the page's address, or that it has none yet. */
export function pageUrl(type: SlugPageType, slug: string | undefined) {
  return slug ? pagePath(type, slug) : 'No URL yet'
}

/** What opens a page document: the name its slug is made from, the slug, and its search and social copy. */
export function pageHeadFields(type: SlugPageType, name: {field: string; title: string; description?: string}, slugExample: string) {
  return [requiredString(name.field, name.title, name.description), slugField(type, name.field, slugExample), seoField()]
}

/** A page document's preview: its title, its address and the picture at `mediaPath`. */
export function pagePreview(type: SlugPageType, mediaPath: string) {
  return {
    select: {title: 'title', slug: 'slug.current', media: mediaPath},
    prepare: ({title, slug, media}: {title?: string; slug?: string; media?: PreviewValue['media']}) => ({
      title,
      subtitle: pageUrl(type, slug),
      media,
    }),
  }
}

export function seoField() {
  return defineField({
    name: 'seo',
    title: 'Search & social',
    description: 'How this page appears in Google and when shared.',
    type: 'seo',
    validation: (rule) => rule.required(),
  })
}

export function imageField(name: string, title: string, description?: string, required = false) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: {hotspot: true},
    fields: [optionalString('alt', 'Alternative text', 'Describes the picture for screen readers and search engines.')],
    validation: required ? (rule) => rule.required() : undefined,
  })
}

/** Alternative text a picture must have: an article's cover and the pictures in its text. */
export function requiredAltField() {
  return requiredString('alt', 'Alternative text', 'What the picture shows, for screen readers and search engines.')
}

/** The starting values of the revenue calculator on a page; its words are in the "Revenue calculator" document. */
export function calculatorField(where: string) {
  return defineField({
    name: 'calculator',
    title: 'Revenue calculator',
    description: `Starting values of the missed-call revenue calculator ${where}. Its words are in the "Revenue calculator" document.`,
    type: 'calculatorDefaults',
    validation: (rule) => rule.required(),
  })
}

export function introField(name = 'intro', title = 'Section heading') {
  return defineField({name, title, type: 'sectionIntro', validation: (rule) => rule.required()})
}

/** A list's fixed or largest length, where the design sets one. */
function withCount(rule: ArrayRule<unknown[]>, count: {exactly?: number; max?: number}) {
  if (count.exactly !== undefined) rule = rule.length(count.exactly)
  if (count.max !== undefined) rule = rule.max(count.max)
  return rule
}

/** An array of one object type; `exactly` or `max` fix the count where the design does. */
export function objectList(
  name: string,
  title: string,
  type: string,
  count: {exactly?: number; max?: number; min?: number} = {},
  description?: string,
) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({type})],
    validation: (rule) => withCount(rule.required().min(count.min ?? 1), count),
  })
}

/** An ordered list of references to one document type. */
export function referenceList(name: string, title: string, to: string, count: {exactly?: number; max?: number} = {}, description?: string) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({type: 'reference', to: [{type: to}]})],
    validation: (rule) => withCount(rule.required().min(1).unique(), count),
  })
}

export function stringList(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({type: 'string'})],
    validation: (rule) => rule.required().min(1),
  })
}

/** A page section: an object field of its own, collapsible in the editor. */
export function section(
  name: string,
  title: string,
  fields: ReturnType<typeof defineField>[],
  options: {description?: string; required?: boolean} = {},
) {
  return defineField({
    name,
    title,
    description: options.description,
    type: 'object',
    options: {collapsible: true, collapsed: false},
    fields,
    validation: options.required === false ? undefined : (rule) => rule.required(),
  })
}

/** The top of a landing page: heading, two buttons (their help says where each goes) and an image. */
export function heroSection(primaryHelp: string, secondaryHelp: string, extraFields: ReturnType<typeof defineField>[] = []) {
  return section('hero', 'Top of page', [
    optionalString('eyebrow', 'Eyebrow', 'Small text above the heading.'),
    requiredString('heading', 'Heading'),
    requiredText('subheading', 'Subheading'),
    requiredString('primaryCtaLabel', 'Main button label', primaryHelp),
    requiredString('secondaryCtaLabel', 'Second button label', secondaryHelp),
    ...extraFields,
    imageField('image', 'Image'),
  ])
}

/** How a trade or use-case page opens: its name, slug and search copy, the top of page, then its benefits. */
export function landingPageOpening(
  type: SlugPageType,
  name: {field: string; title: string; description?: string},
  slugExample: string,
  heroHelp: {primary: string; secondary: string},
) {
  return [
    ...pageHeadFields(type, name, slugExample),
    heroSection(heroHelp.primary, heroHelp.secondary),
    section('benefits', 'Benefits', [introField(), objectList('items', 'Benefits', 'benefit')]),
  ]
}

/** The pricing section (#pricing) of the home page and of the landing pages' pricing block: plans, feature table, questions. */
export function pricingFields() {
  return [
    introField(),
    referenceList('plans', 'Plans', 'pricingPlan', {}, 'Plan cards, in this order.'),
    referenceList('featureGroups', 'Feature table groups', 'featureGroup'),
    requiredString('featureTableHeading', 'Feature table heading'),
    requiredString('faqHeading', 'Questions heading'),
    referenceList('faqs', 'Questions', 'faqItem'),
  ]
}
