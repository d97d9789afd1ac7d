import {defineField, defineType} from 'sanity'
import {HelpCircleIcon} from '@sanity/icons'
import {byOrder, orderField} from '../objects/fields'

/** A pricing FAQ shared by the home page. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'answer', title: 'Answer', type: 'text', rows: 4, validation: (rule) => rule.required()}),
    orderField(),
  ],
  orderings: [byOrder],
  preview: {select: {title: 'question', subtitle: 'answer'}},
})
