import {defineField, defineType} from 'sanity'
import {SearchIcon} from '@sanity/icons'

/** Search-engine and social-card copy of one page. Lengths outside the ranges only warn. */
export const seo = defineType({
  name: 'seo',
  title: 'Search & social',
  type: 'object',
  icon: SearchIcon,
  options: {collapsible: true, collapsed: false},
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      description: 'Shown in the browser tab and as the headline in Google. Aim for 15-60 characters.',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Every page needs a title for search engines.'),
        rule.min(15).warning('Titles under 15 characters waste space in search results.'),
        rule.max(60).warning('Google cuts titles after about 60 characters.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'The grey text under the title in Google and on social cards. Aim for 50-160 characters.',
      type: 'text',
      rows: 3,
      validation: (rule) => [
        rule.min(50).warning('Descriptions under 50 characters look thin in search results.'),
        rule.max(160).warning('Google cuts descriptions after about 160 characters.'),
      ],
    }),
    defineField({
      name: 'image',
      title: 'Social card image',
      description:
        'Picture shown when the page is shared on social media or in chat apps: a PNG or JPG, 1200 x 630 works best. Leave it empty and the site makes one from the page title and the logo.',
      type: 'image',
      // Every page without its own picture gets a generated card, so a site-wide picture would never be shown.
      hidden: ({document}) => document?._type === 'siteSettings',
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      description: 'Turn on to ask Google and others not to list this page.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
