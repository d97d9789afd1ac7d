import {defineField, defineType} from 'sanity'
import {LinkIcon} from '@sanity/icons'
import {isSafeContentHref} from '../../../app/utils/content-link'

/**
 * Accepts the link forms the site renders (app/utils/content-link.ts: site paths that stay on the site, anchors,
 * http(s) addresses) with a mail address after mailto: and a number after tel:.
 */
export function validateHref(href: string | undefined): true | string {
  if (!href) return true
  if (href.startsWith('mailto:') && !/^mailto:[^\s@]+@[^\s@]+$/.test(href)) return 'Write mailto: then one email address.'
  if (href.startsWith('tel:') && !/^tel:\+?[0-9()\-\s]{3,}$/.test(href)) return 'Write tel: then a phone number.'
  if (isSafeContentHref(href)) return true
  return 'Use a site path (/pricing, /#pricing) without backslashes, mailto:, tel: or a full https:// address.'
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
