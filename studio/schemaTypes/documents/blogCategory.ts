import {defineType} from 'sanity'
import {TagIcon} from '@sanity/icons'
import {blogSlugField, requiredString, requiredText} from '../objects/fields'

/** A blog topic: its own list of articles (/blog/category/<slug>), a filter on the blog page and a tag on each article. */
export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog category',
  type: 'document',
  icon: TagIcon,
  fields: [
    requiredString('title', 'Name'),
    blogSlugField('blogCategory', "The category's list of articles", 'revenue', 64),
    requiredText('description', 'Description', 'Shown above the filtered list and in search results.'),
  ],
  preview: {select: {title: 'title', subtitle: 'slug.current'}},
})
