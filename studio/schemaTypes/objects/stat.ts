import {defineField, defineType} from 'sanity'

/** A big number with a label, e.g. "24x7" / "Availability". */
export const stat = defineType({
  name: 'stat',
  title: 'Figure',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Value',
      description: 'The big figure, written as it should appear: 24x7, 100+, 40%.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'description', title: 'Explanation', description: 'Optional sentence under the label.', type: 'text', rows: 2}),
  ],
  preview: {select: {title: 'value', subtitle: 'label'}},
})
