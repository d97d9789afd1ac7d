import {article} from './documents/article'
import {assistant} from './documents/assistant'
import {author} from './documents/author'
import {blogCategory} from './documents/blogCategory'
import {comparison} from './documents/comparison'
import {experiment} from './documents/experiment'
import {faqItem} from './documents/faqItem'
import {landingPage} from './documents/landingPage'
import {featureGroup} from './documents/featureGroup'
import {pricingPlan} from './documents/pricingPlan'
import {redirect} from './documents/redirect'
import {report} from './documents/report'
import {sampleLine} from './documents/sampleLine'
import {simplePage} from './documents/simplePage'
import {testimonial} from './documents/testimonial'
import {tradePage} from './documents/tradePage'
import {useCasePage} from './documents/useCasePage'
import {articleBody} from './objects/articleBody'
import {benefit} from './objects/benefit'
import {calculatorDefaults} from './objects/calculatorDefaults'
import {faq} from './objects/faq'
import {integrationTile} from './objects/integrationTile'
import {landingBlockTypes} from './objects/landingBlocks'
import {link} from './objects/link'
import {portableText} from './objects/portableText'
import {sectionIntro} from './objects/sectionIntro'
import {seo} from './objects/seo'
import {stat} from './objects/stat'
import {step} from './objects/step'
import {blogPage} from './singletons/blogPage'
import {demoPage} from './singletons/demoPage'
import {homePage} from './singletons/homePage'
import {leadForms} from './singletons/leadForms'
import {navigation} from './singletons/navigation'
import {revenueCalculator} from './singletons/revenueCalculator'
import {siteSettings} from './singletons/siteSettings'
import {webCallSettings} from './singletons/webCallSettings'
import {languageField} from '../i18n'

/** Singleton documents: one per language, stored under a fixed id (`homePage`, `homePage-es`: see singletonId). */
export const singletonTypes = [
  'siteSettings',
  'navigation',
  'homePage',
  'leadForms',
  'demoPage',
  'revenueCalculator',
  'blogPage',
  'webCallSettings',
] as const
export type SingletonType = (typeof singletonTypes)[number]

export function isSingletonType(type: string): type is SingletonType {
  return (singletonTypes as readonly string[]).includes(type)
}

/**
 * Documents that serve the whole site, not one language (a redirect's path carries its language: /es/...; an
 * experiment holds its texts in every language).
 */
export const siteWideTypes: readonly string[] = ['redirect', 'experiment']

/** Every other document type is translated per document: each carries the language field the plugin writes. */
const withLanguage = <T extends {type: string; name: string; fields?: unknown[]}>(type: T): T =>
  type.type === 'document' && !siteWideTypes.includes(type.name) ? {...type, fields: [...(type.fields ?? []), languageField]} : type

export const schemaTypes = [
  seo,
  link,
  benefit,
  step,
  integrationTile,
  faq,
  stat,
  sectionIntro,
  calculatorDefaults,
  portableText,
  articleBody,
  ...landingBlockTypes,
  siteSettings,
  navigation,
  homePage,
  leadForms,
  demoPage,
  revenueCalculator,
  webCallSettings,
  assistant,
  pricingPlan,
  featureGroup,
  faqItem,
  testimonial,
  sampleLine,
  tradePage,
  useCasePage,
  comparison,
  report,
  simplePage,
  blogPage,
  article,
  author,
  blogCategory,
  landingPage,
  redirect,
  experiment,
].map(withLanguage)

/** The document types the translation plugin manages: all but the site-wide ones. */
export const translatedTypes = schemaTypes
  .filter((type) => type.type === 'document' && !siteWideTypes.includes(type.name))
  .map((type) => type.name)
