import {defineType} from 'sanity'
import {requiredString, requiredText} from './fields'

/** A question and answer written directly on a page (shared FAQs are `faqItem` documents). */
export const faq = defineType({
  name: 'faq',
  title: 'Question',
  type: 'object',
  fields: [requiredString('question', 'Question'), requiredText('answer', 'Answer')],
  preview: {select: {title: 'question', subtitle: 'answer'}},
})
