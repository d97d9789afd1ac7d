import {defineField, defineType} from 'sanity'
import {imageField, requiredString, requiredText} from './fields'
import {iconField} from './icon'
import {validateHref} from './link'

/** One step of a "how it works" or process section. */
export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  fields: [
    requiredString('title', 'Title'),
    requiredText('description', 'Description'),
    iconField(),
    imageField('image', 'Image', 'Screenshot or illustration of this step (required on use-case process steps).'),
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
