import {defineArrayMember, defineField, defineType, type PreviewValue, type ReferenceOptions} from 'sanity'
import {ComposeIcon} from '@sanity/icons'
import {DEFAULT_LANGUAGE} from '../../../app/utils/language'
import {blogSlugField, pageUrl, requiredAltField, requiredString, requiredText, seoField} from '../objects/fields'
import {validateUpdatedAt} from './article-rules'

/** Authors and categories are per language: an article picks among those of its own language. */
const sameLanguage: ReferenceOptions = {
  filter: ({document}) => ({filter: 'language == $language', params: {language: document.language ?? DEFAULT_LANGUAGE}}),
}

/** A blog article, at /blog/<slug>. */
export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  icon: ComposeIcon,
  fields: [
    requiredString('title', 'Title'),
    blogSlugField('article', "The article's address", 'what-a-missed-call-costs', 96),
    seoField(),
    requiredText('excerpt', 'Excerpt', 'One or two sentences under the title and on the blog page.'),
    defineField({
      name: 'cover',
      title: 'Cover picture',
      description: 'Shown on the blog page and at the top of the article (wide, about 16:9).',
      type: 'image',
      options: {hotspot: true},
      fields: [requiredAltField()],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{type: 'author'}],
      options: sameLanguage,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      description: 'The blog lists the newest first.',
      type: 'datetime',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Updated',
      description: 'Set it when you change what the article says; leave empty for typo fixes.',
      type: 'datetime',
      validation: (rule) =>
        rule.custom((value: string | undefined, {document}) => validateUpdatedAt(value, document?.publishedAt as string | undefined)),
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      description: 'The related articles at the end are those sharing the most categories, newest first.',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'blogCategory'}], options: sameLanguage})],
      validation: (rule) => rule.required().min(1).max(3).unique(),
    }),
    defineField({name: 'body', title: 'Text', type: 'articleBody', validation: (rule) => rule.required().min(1)}),
  ],
  orderings: [{title: 'Newest first', name: 'publishedAtDesc', by: [{field: 'publishedAt', direction: 'desc'}]}],
  preview: {
    select: {title: 'title', slug: 'slug.current', publishedAt: 'publishedAt', media: 'cover'},
    prepare: ({title, slug, publishedAt, media}: {title?: string; slug?: string; publishedAt?: string; media?: PreviewValue['media']}) => ({
      title,
      subtitle: [pageUrl('article', slug), publishedAt?.slice(0, 10)].filter(Boolean).join(' · '),
      media,
    }),
  },
})
