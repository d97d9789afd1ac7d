import {defineType} from 'sanity'
import {optionalText, requiredString} from './fields'
import {iconField} from './icon'

/** A tool or channel TradeVoice connects to (field-service software, SMS, webhooks, ...). */
export const integrationTile = defineType({
  name: 'integrationTile',
  title: 'Integration',
  type: 'object',
  fields: [requiredString('name', 'Name'), optionalText('description', 'Description'), iconField()],
  preview: {select: {title: 'name', subtitle: 'description'}},
})
