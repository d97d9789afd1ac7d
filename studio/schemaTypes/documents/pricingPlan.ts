import {defineField, defineType} from 'sanity'
import {CreditCardIcon} from '@sanity/icons'
import {validateHref} from '../objects/link'
import {byOrder, orderField} from '../objects/fields'

export const pricingPlan = defineType({
  name: 'pricingPlan',
  title: 'Pricing plan',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    defineField({name: 'name', title: 'Plan name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'description', title: 'Description', description: 'One line on who the plan is for.', type: 'string'}),
    defineField({
      name: 'price',
      title: 'Price',
      description: 'As shown: $0, $600, Custom.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'priceSuffix',
      title: 'Price suffix',
      description: 'Text after the price: "pay as you go", "/month". May be empty.',
      type: 'string',
    }),
    defineField({name: 'subtext', title: 'Subtext', description: 'Small line under the price.', type: 'string'}),
    defineField({
      name: 'usesStandardRate',
      title: 'Show the standard per-minute price',
      description: 'On: the call cost starts with the per-minute price from Site settings. Off: only the call cost text below is shown.',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'callCosts',
      title: 'Call cost text',
      description:
        'Shown after the per-minute price ("per minute", "per minute after 2,000 minutes"), or on its own when the standard price is off.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'concurrent',
      title: 'Simultaneous calls',
      description: 'e.g. "20 concurrent calls".',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'highlighted', title: 'Highlight this plan', type: 'boolean', initialValue: false}),
    defineField({name: 'badge', title: 'Badge', description: 'Optional ribbon, e.g. "Most popular".', type: 'string'}),
    defineField({name: 'ctaLabel', title: 'Button label', type: 'string', validation: (rule) => rule.required()}),
    defineField({
      name: 'ctaHref',
      title: 'Button goes to',
      description: 'Site path (/demo), mailto:, tel: or https:// address.',
      type: 'string',
      validation: (rule) => rule.required().custom(validateHref),
    }),
    defineField({
      name: 'ctaNote',
      title: 'Note under the button',
      description: 'Optional small line that removes a doubt, e.g. "No credit card needed".',
      type: 'string',
    }),
    orderField(),
  ],
  orderings: [byOrder],
  preview: {
    select: {name: 'name', price: 'price', priceSuffix: 'priceSuffix', highlighted: 'highlighted'},
    prepare: ({name, price, priceSuffix, highlighted}: {name?: string; price?: string; priceSuffix?: string; highlighted?: boolean}) => ({
      title: name,
      subtitle: [[price, priceSuffix].filter(Boolean).join(' '), highlighted && 'highlighted'].filter(Boolean).join(' · '),
    }),
  },
})
