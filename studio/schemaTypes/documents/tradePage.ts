import {defineField, defineType, type PreviewValue} from 'sanity'
import {WrenchIcon} from '@sanity/icons'
import {heroSection, introField, objectList, pageUrl, requiredString, requiredText, section, seoField, slugField} from '../objects/fields'

/** A landing page for one trade, at /trades/<slug>. */
export const tradePage = defineType({
  name: 'tradePage',
  title: 'Trade page',
  type: 'document',
  icon: WrenchIcon,
  fields: [
    requiredString('title', 'Trade', 'Name of the trade as shown in menus, e.g. "Plumbing".'),
    slugField('tradePage', 'title', 'plumbing'),
    seoField(),
    heroSection('Scrolls to the live demo form, e.g. "Try Live Demo".', 'Opens the booking calendar, e.g. "Schedule a Call".'),
    section('benefits', 'Benefits', [introField(), objectList('items', 'Benefits', 'benefit')]),
    section('howItWorks', 'How it works', [introField(), objectList('steps', 'Steps', 'step', {exactly: 4}, 'Exactly four steps.')]),
    section('integrations', 'Integrations', [introField(), objectList('tiles', 'Integrations', 'integrationTile')]),
    section(
      'liveDemo',
      'Live demo',
      [requiredString('heading', 'Heading'), requiredText('body', 'Text', 'Shown beside the demo-call form.')],
      {description: 'The section with the demo-call form (the header "Live Demo" button scrolls here).'},
    ),
    defineField({
      name: 'calculator',
      title: 'Revenue calculator',
      description:
        'Starting values of the missed-call revenue calculator for this trade (after the live demo). Its words are in the "Revenue calculator" document.',
      type: 'calculatorDefaults',
      validation: (rule) => rule.required(),
    }),
    section('results', 'Results', [introField(), objectList('stats', 'Figures', 'stat')]),
    section('faq', 'Questions', [introField(), objectList('items', 'Questions', 'faq')]),
  ],
  preview: {
    select: {title: 'title', slug: 'slug.current', media: 'hero.image'},
    prepare: ({title, slug, media}: {title?: string; slug?: string; media?: PreviewValue['media']}) => ({
      title,
      subtitle: pageUrl('tradePage', slug),
      media,
    }),
  },
})
