import {defineField, defineType} from 'sanity'
import {iconField} from './icon'

/** A tool or channel TradeVoice connects to (field-service software, SMS, webhooks, ...). */
export const integrationTile = defineType({
  name: 'integrationTile',
  title: 'Integration',
  type: 'object',
  fields: [
    defineField({name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'description', title: 'Description', type: 'text', rows: 2}),
    iconField(),
  ],
  preview: {select: {title: 'name', subtitle: 'description'}},
})
