import {defineField, defineType} from 'sanity'
import {LinkIcon} from '@sanity/icons'

/** Accepts the link forms the site can render: site paths, anchors, mail, phone and https addresses. */
export function validateHref(href: string | undefined): true | string {
  if (!href) return true
  if (/^\/(?!\/)\S*$/.test(href)) return true
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(href)) return true
  if (/^tel:\+?[0-9()\-\s]{3,}$/.test(href)) return true
  if (/^https:\/\/[^\s/]+\.[^\s]+$/.test(href)) return true
  return 'Use a site path (/pricing, /#pricing), mailto:, tel: or a full https:// address.'
}

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      description: 'The words visitors click.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Goes to',
      description:
        'A site path (/trades/plumbing, /#pricing), mailto:, tel: or https:// address. Leave empty to hide the link until it has a destination.',
      type: 'string',
      validation: (rule) => rule.custom(validateHref),
    }),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})
