import {defineType, type PreviewValue} from 'sanity'
import {HomeIcon} from '@sanity/icons'
import {
  calculatorField,
  heroSection,
  introField,
  objectList,
  optionalString,
  pricingFields,
  referenceList,
  requiredString,
  requiredText,
  section,
  seoField,
  stringList,
} from '../objects/fields'

/** The home page, at /. Sample lines and the booking button copy live in their own documents. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    seoField(),
    heroSection('Scrolls to the live demo, e.g. "Try Live Demo!".', 'Goes to /demo, e.g. "Start Free Trial".', [
      objectList('claims', 'Claims', 'stat', {max: 3}, 'Up to three figures under the buttons (24x7, 100+, 75+).'),
    ]),
    section(
      'assistants',
      'AI assistants',
      [
        introField(),
        referenceList('items', 'Assistants', 'assistant', {max: 3}, 'The three assistant cards, in this order.'),
        requiredString('talkLabel', '"Talk to me" button label'),
        section('more', '"More assistants" card', [
          requiredString('title', 'Title'),
          optionalString('badge', 'Badge', 'e.g. "Just launched".'),
          requiredText('description', 'Text'),
          stringList('items', 'Upcoming assistants'),
          requiredString('ctaLabel', 'Button label'),
        ]),
      ],
      {description: 'Anchor #ai-assistants.'},
    ),
    section(
      'liveDemo',
      'Live demo',
      [
        requiredString('heading', 'Heading'),
        requiredText('body', 'Text', 'Explains that the AI calls within a minute.'),
        requiredText('note', 'Note', 'Explains this is a demo; the real assistant is set up for the business.'),
        requiredString('panelLabel', 'Animated panel (screen readers)', 'Describes the decorative sample-line panel.'),
      ],
      {description: 'Anchor #live-demo, with the demo-call form. The rotating lines are the "Sample lines" documents.'},
    ),
    calculatorField('(anchor #revenue-calculator, after the live demo)'),
    section('integrations', 'Integrations', [introField(), objectList('tiles', 'Integrations', 'integrationTile')]),
    section('howItWorks', 'How it works', [introField(), objectList('steps', 'Steps', 'step', {max: 4}, 'Build, test, deploy, monitor.')], {
      description: 'Anchor #how-it-works.',
    }),
    section('features', 'Features', [introField(), objectList('items', 'Features', 'benefit')]),
    section('pricing', 'Pricing', pricingFields(), {description: 'Anchor #pricing.'}),
    section('scale', 'Scale figures', [introField(), objectList('stats', 'Figures', 'stat')]),
    section('testimonials', 'Testimonials', [introField(), referenceList('items', 'Testimonials', 'testimonial')], {
      description: 'Anchor #customers.',
    }),
  ],
  preview: {
    select: {media: 'hero.image'},
    prepare: ({media}: {media?: PreviewValue['media']}) => ({title: 'Home page', subtitle: '/', media}),
  },
})
