import {defineField, defineType} from 'sanity'

/** A question and answer written directly on a page (shared FAQs are `faqItem` documents). */
export const faq = defineType({
  name: 'faq',
  title: 'Question',
  type: 'object',
  fields: [
    defineField({name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'answer', title: 'Answer', type: 'text', rows: 4, validation: (rule) => rule.required()}),
  ],
  preview: {select: {title: 'question', subtitle: 'answer'}},
})
