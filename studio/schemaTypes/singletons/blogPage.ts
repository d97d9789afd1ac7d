import {defineType} from 'sanity'
import {BookIcon} from '@sanity/icons'
import {requiredString, requiredText, section, seoField} from '../objects/fields'

/** The blog page (/blog) and every word of the blog around the articles' own text. */
export const blogPage = defineType({
  name: 'blogPage',
  title: 'Blog page',
  type: 'document',
  icon: BookIcon,
  fields: [
    seoField(),
    requiredString('heading', 'Heading', 'Also the "Blog" step of the breadcrumb trail search engines show.'),
    requiredText('intro', 'Introduction'),
    section('listing', 'Article list', [
      requiredString('categoryFilterLabel', 'Category filter label', 'Names the list of category links, e.g. "Topics".'),
      requiredString('allCategoriesLabel', '"All" link label', 'The filter link back to every article.'),
      requiredString('readMoreLabel', '"Read more" label'),
      requiredString('paginationLabel', 'Page links label', 'Read by screen readers, e.g. "More articles".'),
      requiredString('previousLabel', 'Previous page link'),
      requiredString('nextLabel', 'Next page link'),
      requiredString('pageOfLabel', 'Page count', 'Keep {page} and {pages}, e.g. "Page {page} of {pages}".'),
      requiredString('categoryTitle', 'Title of a category page', 'Keep {category}, e.g. "{category} articles".'),
      requiredText('emptyText', 'No articles yet'),
      requiredString('rssLabel', 'RSS feed name', 'Shown by feed readers, e.g. "TradeVoice blog".'),
    ]),
    section('article', 'Article page', [
      requiredString('readingTimeLabel', 'Reading time', 'Keep {minutes}, e.g. "{minutes} min read".'),
      requiredString('byLabel', 'Author label', 'Before the author\'s name, e.g. "By".'),
      requiredString('publishedLabel', 'Published label'),
      requiredString('updatedLabel', 'Updated label'),
      requiredString('tocHeading', 'Table of contents heading'),
      requiredString('relatedHeading', 'Related articles heading'),
      requiredString('tipLabel', 'Callout name: tip'),
      requiredString('noteLabel', 'Callout name: note'),
      requiredString('warningLabel', 'Callout name: warning'),
    ]),
    section(
      'callToAction',
      'Call to action',
      [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text'),
        requiredString('buttonLabel', 'Button label', 'The button to the demo page.'),
      ],
      {description: "What an article's call-to-action block says unless it has its own heading and text."},
    ),
  ],
  preview: {prepare: () => ({title: 'Blog page'})},
})
