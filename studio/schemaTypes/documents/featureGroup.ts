import {defineArrayMember, defineField, defineType} from 'sanity'
import {ThListIcon} from '@sanity/icons'
import {byOrder, orderField} from '../objects/fields'

/** A block of rows in the pricing feature table, with one value per plan. */
export const featureGroup = defineType({
  name: 'featureGroup',
  title: 'Pricing feature group',
  type: 'document',
  icon: ThListIcon,
  fields: [
    defineField({name: 'title', title: 'Group title', type: 'string', validation: (rule) => rule.required()}),
    orderField(),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'feature',
          title: 'Feature',
          type: 'object',
          fields: [
            defineField({name: 'label', title: 'Feature', type: 'string', validation: (rule) => rule.required()}),
            defineField({
              name: 'values',
              title: 'Per plan',
              description: 'One entry per plan: a tick, a cross, or a short text instead of the tick.',
              type: 'array',
              validation: (rule) => rule.required().min(1),
              of: [
                defineArrayMember({
                  name: 'featureValue',
                  title: 'Plan value',
                  type: 'object',
                  fields: [
                    defineField({
                      name: 'plan',
                      title: 'Plan',
                      type: 'reference',
                      to: [{type: 'pricingPlan'}],
                      validation: (rule) => rule.required(),
                    }),
                    defineField({name: 'included', title: 'Included', type: 'boolean', initialValue: true}),
                    defineField({
                      name: 'text',
                      title: 'Text',
                      description: 'Optional, shown instead of the tick (e.g. "Unlimited").',
                      type: 'string',
                    }),
                  ],
                  preview: {
                    select: {plan: 'plan.name', included: 'included', text: 'text'},
                    prepare: ({plan, included, text}: {plan?: string; included?: boolean; text?: string}) => ({
                      title: plan ?? 'Plan',
                      subtitle: text || (included ? 'Included' : 'Not included'),
                    }),
                  },
                }),
              ],
            }),
          ],
          preview: {select: {title: 'label'}},
        }),
      ],
    }),
  ],
  orderings: [byOrder],
  preview: {
    select: {title: 'title', features: 'features'},
    prepare: ({title, features}: {title?: string; features?: unknown}) => ({
      title,
      subtitle: `${Array.isArray(features) ? features.length : 0} features`,
    }),
  },
})
