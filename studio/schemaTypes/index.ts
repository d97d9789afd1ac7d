import {assistant} from './documents/assistant'
import {comparison} from './documents/comparison'
import {faqItem} from './documents/faqItem'
import {featureGroup} from './documents/featureGroup'
import {pricingPlan} from './documents/pricingPlan'
import {report} from './documents/report'
import {sampleLine} from './documents/sampleLine'
import {simplePage} from './documents/simplePage'
import {testimonial} from './documents/testimonial'
import {tradePage} from './documents/tradePage'
import {useCasePage} from './documents/useCasePage'
import {benefit} from './objects/benefit'
import {faq} from './objects/faq'
import {integrationTile} from './objects/integrationTile'
import {link} from './objects/link'
import {portableText} from './objects/portableText'
import {sectionIntro} from './objects/sectionIntro'
import {seo} from './objects/seo'
import {stat} from './objects/stat'
import {step} from './objects/step'
import {demoPage} from './singletons/demoPage'
import {homePage} from './singletons/homePage'
import {leadForms} from './singletons/leadForms'
import {navigation} from './singletons/navigation'
import {siteSettings} from './singletons/siteSettings'

/** Singleton documents: one each, stored under their type name as `_id`. */
export const singletonTypes = ['siteSettings', 'navigation', 'homePage', 'leadForms', 'demoPage'] as const
export type SingletonType = (typeof singletonTypes)[number]

export function isSingletonType(type: string): type is SingletonType {
  return (singletonTypes as readonly string[]).includes(type)
}

export const schemaTypes = [
  seo,
  link,
  benefit,
  step,
  integrationTile,
  faq,
  stat,
  sectionIntro,
  portableText,
  siteSettings,
  navigation,
  homePage,
  leadForms,
  demoPage,
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
]
