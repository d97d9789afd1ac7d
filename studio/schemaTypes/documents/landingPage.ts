import {defineField, defineType} from 'sanity'
import {PresentationIcon} from '@sanity/icons'
import {blocksField} from '../objects/landingBlocks'
import {pagePreview, requiredString, seoField, slugField} from '../objects/fields'

/** A campaign or offer page composed of blocks in the Studio, at /<slug>. */
export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landing page',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    requiredString('title', 'Title', 'For the Studio lists and the browser tab when the page sets no SEO title.'),
    slugField('landingPage', 'title', 'emergency-plumbing-calls'),
    seoField(),
    defineField({
      name: 'focusedLayout',
      title: 'Focused layout',
      description:
        'For paid traffic: the header shows only the logo and the page’s call to action (no menus), the footer only the legal links.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'cta',
      title: 'Call to action',
      description: 'The button in the header of the focused layout, e.g. "Get my demo call" going to #demo-call.',
      type: 'link',
      validation: (rule) =>
        rule.custom((cta: {href?: string} | undefined, context) =>
          context.document?.focusedLayout && !cta?.href ? 'The focused layout needs a call to action with an address.' : true,
        ),
    }),
    blocksField(),
  ],
  preview: pagePreview('landingPage', 'blocks.0.image'),
})
