import {defineField, defineType} from 'sanity'

/** The heading block that opens a page section. */
export const sectionIntro = defineType({
  name: 'sectionIntro',
  title: 'Section heading',
  type: 'object',
  fields: [
    defineField({name: 'eyebrow', title: 'Eyebrow', description: 'Optional small text above the heading.', type: 'string'}),
    defineField({name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'subheading', title: 'Subheading', description: 'Optional sentence under the heading.', type: 'text', rows: 2}),
  ],
  preview: {select: {title: 'heading', subtitle: 'eyebrow'}},
})
