import {defineField, defineType} from 'sanity'
import {iconField} from './icon'
import {validateHref} from './link'

/** One step of a "how it works" or process section. */
export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required()}),
    iconField(),
    defineField({
      name: 'image',
      title: 'Image',
      description: 'Screenshot or illustration of this step (required on use-case process steps).',
      type: 'image',
      options: {hotspot: true},
      fields: [
        defineField({name: 'alt', title: 'Alternative text', description: 'Describes the picture for screen readers.', type: 'string'}),
      ],
    }),
    defineField({
      name: 'href',
      title: 'Learn-more link',
      description: 'Optional page or section this step links to, e.g. /#how-it-works. Leave empty for no link.',
      type: 'string',
      validation: (rule) => rule.custom(validateHref),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'description', media: 'image'}},
})
