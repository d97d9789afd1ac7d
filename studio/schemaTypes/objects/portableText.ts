import {defineArrayMember, defineField, defineType} from 'sanity'
import {validateHref} from './link'

/** Rich text for legal pages, report bodies and use-case bodies: sections, lists, quotes and links. */
export const portableText = defineType({
  name: 'portableText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        {title: 'Paragraph', value: 'normal'},
        {title: 'Section heading', value: 'h2'},
        {title: 'Sub-heading', value: 'h3'},
        {title: 'Quote', value: 'blockquote'},
      ],
      lists: [
        {title: 'Bullets', value: 'bullet'},
        {title: 'Numbered', value: 'number'},
      ],
      marks: {
        decorators: [
          {title: 'Bold', value: 'strong'},
          {title: 'Italic', value: 'em'},
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Goes to',
                description: 'A site path (/privacy-policy), mailto:, tel: or https:// address.',
                type: 'string',
                validation: (rule) => rule.required().custom(validateHref),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
