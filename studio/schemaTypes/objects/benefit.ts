import {defineType} from 'sanity'
import {requiredString, requiredText} from './fields'
import {iconField} from './icon'

export const benefit = defineType({
  name: 'benefit',
  title: 'Benefit',
  type: 'object',
  fields: [requiredString('title', 'Title'), requiredText('description', 'Description'), iconField()],
  preview: {select: {title: 'title', subtitle: 'description'}},
})
