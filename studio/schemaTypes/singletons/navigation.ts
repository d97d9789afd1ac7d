import {defineArrayMember, defineField, defineType} from 'sanity'
import {MenuIcon} from '@sanity/icons'
import {referenceList, requiredString} from '../objects/fields'

/** Header menus and footer columns. */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  icon: MenuIcon,
  fields: [
    referenceList('useCases', '"Use cases" menu', 'useCasePage', {}, 'Pages in the header menu, in this order.'),
    referenceList('trades', '"Trades" menu', 'tradePage', {}, 'Pages in the header menu, in this order.'),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'footerColumn',
          title: 'Footer column',
          type: 'object',
          fields: [
            requiredString('title', 'Column heading'),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [defineArrayMember({type: 'link'})],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: {
            select: {title: 'title', links: 'links'},
            prepare: ({title, links}: {title?: string; links?: unknown}) => ({
              title,
              subtitle: `${Array.isArray(links) ? links.length : 0} links`,
            }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: {useCases: 'useCases', trades: 'trades', footerColumns: 'footerColumns'},
    prepare: ({useCases, trades, footerColumns}) => {
      const count = (list: unknown) => (Array.isArray(list) ? list.length : 0)
      return {
        title: 'Navigation',
        subtitle: `${count(useCases)} use cases · ${count(trades)} trades · ${count(footerColumns)} footer columns`,
      }
    },
  },
})
