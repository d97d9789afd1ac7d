import {defineField, defineType} from 'sanity'
import {HelpCircleIcon} from '@sanity/icons'

/** A pricing FAQ shared by the home page. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'answer', title: 'Answer', type: 'text', rows: 4, validation: (rule) => rule.required()}),
    defineField({
      name: 'order',
      title: 'Order',
      description: 'Lower numbers are shown first.',
      type: 'number',
      validation: (rule) => rule.required().integer(),
    }),
  ],
  orderings: [{title: 'Order', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {select: {title: 'question', subtitle: 'answer'}},
})
