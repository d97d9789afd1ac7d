import {defineField, defineType} from 'sanity'
import {TagIcon} from '@sanity/icons'
import {pagePath} from '../../../app/sanity/paths'
import {isUniqueInLanguage} from '../../i18n'
import {requiredString, requiredText} from '../objects/fields'
import {validateArticleSlug} from './article-rules'

/** A blog topic: its own list of articles (/blog/category/<slug>), a filter on the blog page and a tag on each article. */
export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog category',
  type: 'document',
  icon: TagIcon,
  fields: [
    requiredString('title', 'Name'),
    defineField({
      name: 'slug',
      title: 'URL slug',
      description: `The category's list of articles: ${pagePath('blogCategory', '<slug>')}, e.g. "revenue". The same in every language.`,
      type: 'slug',
      options: {source: 'title', maxLength: 64, isUnique: isUniqueInLanguage},
      validation: (rule) => rule.required().custom(validateArticleSlug),
    }),
    requiredText('description', 'Description', 'Shown above the filtered list and in search results.'),
  ],
  preview: {select: {title: 'title', subtitle: 'slug.current'}},
})
