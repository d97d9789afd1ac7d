import {defineField, defineType} from 'sanity'
import {iconField} from './icon'

export const benefit = defineType({
  name: 'benefit',
  title: 'Benefit',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required()}),
    iconField(),
  ],
  preview: {select: {title: 'title', subtitle: 'description'}},
})
