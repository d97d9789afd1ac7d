import {defineField, defineType} from 'sanity'
import {UserIcon} from '@sanity/icons'
import {requiredString} from '../objects/fields'

/** Who wrote an article: shown under its title. One per language, since the role is translated. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  fields: [
    requiredString('name', 'Name'),
    requiredString('role', 'Role', 'e.g. "Head of customer success".'),
    defineField({
      name: 'photo',
      title: 'Photo',
      description: 'A square portrait; shown small beside the name.',
      type: 'image',
      options: {hotspot: true},
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'role', media: 'photo'}},
})
