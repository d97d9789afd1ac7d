import {defineArrayMember, defineField, defineType} from 'sanity'
import {BulbOutlineIcon, ImageIcon, RocketIcon} from '@sanity/icons'
import {requiredAltField} from './fields'
import {portableText} from './portableText'

export const calloutTones = [
  {title: 'Tip', value: 'tip'},
  {title: 'Note', value: 'note'},
  {title: 'Warning', value: 'warning'},
]

/**
 * An article's text: the rich text of the other pages (headings make the table of contents) plus pictures with a
 * caption, callouts, and the call to action (the demo-call form, or a button to /demo).
 */
export const articleBody = defineType({
  name: 'articleBody',
  title: 'Article text',
  type: 'array',
  of: [
    ...portableText.of,
    defineArrayMember({
      name: 'articleImage',
      title: 'Picture',
      type: 'image',
      icon: ImageIcon,
      options: {hotspot: true},
      fields: [
        requiredAltField(),
        defineField({name: 'caption', title: 'Caption', description: 'Shown under the picture.', type: 'string'}),
      ],
    }),
    defineArrayMember({
      name: 'callout',
      title: 'Callout',
      type: 'object',
      icon: BulbOutlineIcon,
      fields: [
        defineField({
          name: 'tone',
          title: 'Kind',
          type: 'string',
          options: {list: calloutTones, layout: 'radio', direction: 'horizontal'},
          initialValue: 'tip',
          validation: (rule) => rule.required(),
        }),
        defineField({name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required()}),
      ],
      preview: {select: {title: 'text', subtitle: 'tone'}},
    }),
    defineArrayMember({
      name: 'callToAction',
      title: 'Call to action',
      type: 'object',
      icon: RocketIcon,
      description: 'Its words are in Pages > Blog > Blog page (call to action); the heading and text here replace them for this article.',
      fields: [
        defineField({
          name: 'kind',
          title: 'Shows',
          type: 'string',
          options: {
            list: [
              {title: 'The demo-call form', value: 'form'},
              {title: 'A button to the demo page', value: 'button'},
            ],
            layout: 'radio',
          },
          initialValue: 'form',
          validation: (rule) => rule.required(),
        }),
        defineField({name: 'heading', title: 'Heading (optional)', type: 'string'}),
        defineField({name: 'text', title: 'Text (optional)', type: 'text', rows: 2}),
      ],
      preview: {
        select: {kind: 'kind', heading: 'heading'},
        prepare: ({kind, heading}: {kind?: string; heading?: string}) => ({
          title: heading ?? 'Call to action',
          subtitle: kind === 'button' ? 'Button to the demo page' : 'Demo-call form',
        }),
      },
    }),
  ],
})
