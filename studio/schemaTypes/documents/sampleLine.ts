import {defineField, defineType} from 'sanity'
import {BulbOutlineIcon} from '@sanity/icons'
import {byOrder, orderField, requiredChoice} from '../objects/fields'

export const sampleLineTrades = ['HVAC', 'Plumbing', 'Appliance Repair', 'Electrical', 'Pest Control'] as const
export const sampleLineThemes = ['emergency', 'maintenance', 'follow-up', 'upsell', 'seasonal'] as const

/** A line the assistant might say, rotated in the live-demo panel on the home page. */
export const sampleLine = defineType({
  name: 'sampleLine',
  title: 'Sample line',
  type: 'document',
  icon: BulbOutlineIcon,
  fields: [
    defineField({name: 'text', title: 'Line', type: 'text', rows: 2, validation: (rule) => rule.required()}),
    requiredChoice('trade', 'Trade', sampleLineTrades),
    requiredChoice('theme', 'Theme', sampleLineThemes),
    orderField('Lines rotate in this order.'),
  ],
  orderings: [byOrder],
  preview: {
    select: {text: 'text', trade: 'trade', theme: 'theme'},
    prepare: ({text, trade, theme}: {text?: string; trade?: string; theme?: string}) => ({
      title: text,
      subtitle: [trade, theme].filter(Boolean).join(' · '),
    }),
  },
})
