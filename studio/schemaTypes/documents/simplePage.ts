import {defineField, defineType} from 'sanity'
import {DocumentTextIcon} from '@sanity/icons'
import {pageHeadFields, pageUrl} from '../objects/fields'

/** A plain text page such as the terms of service, at /<slug>. */
export const simplePage = defineType({
  name: 'simplePage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    ...pageHeadFields('simplePage', {field: 'title', title: 'Title'}, 'privacy-policy'),
    defineField({name: 'lastUpdated', title: 'Last updated', type: 'date', validation: (rule) => rule.required()}),
    defineField({name: 'body', title: 'Text', type: 'portableText', validation: (rule) => rule.required()}),
  ],
  preview: {
    select: {title: 'title', slug: 'slug.current', lastUpdated: 'lastUpdated'},
    prepare: ({title, slug, lastUpdated}: {title?: string; slug?: string; lastUpdated?: string}) => ({
      title,
      subtitle: [pageUrl('simplePage', slug), lastUpdated && `updated ${lastUpdated}`].filter(Boolean).join(' · '),
    }),
  },
})
