import {defineField, defineType} from 'sanity'
import {CommentIcon} from '@sanity/icons'
import {byOrder} from '../objects/fields'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({name: 'quote', title: 'Quote', type: 'text', rows: 4, validation: (rule) => rule.required()}),
    defineField({name: 'author', title: 'Author', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'role', title: 'Role or handle', description: 'e.g. "Owner" or "@mikesplumbing".', type: 'string'}),
    defineField({name: 'company', title: 'Company', type: 'string'}),
    defineField({
      name: 'rating',
      title: 'Stars',
      type: 'number',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      description: 'Lower numbers are shown first.',
      type: 'number',
      validation: (rule) => rule.integer(),
    }),
  ],
  orderings: [byOrder],
  preview: {
    select: {author: 'author', company: 'company', quote: 'quote'},
    prepare: ({author, company, quote}: {author?: string; company?: string; quote?: string}) => ({
      title: [author, company].filter(Boolean).join(', '),
      subtitle: quote,
    }),
  },
})
