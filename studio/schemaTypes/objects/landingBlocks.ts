import {defineArrayMember, defineField, defineType, type PreviewConfig, type PreviewValue} from 'sanity'
import {
  BlockContentIcon,
  BulbOutlineIcon,
  ChartUpwardIcon,
  CommentIcon,
  CreditCardIcon,
  DocumentPdfIcon,
  EnvelopeIcon,
  HelpCircleIcon,
  ImageIcon,
  LinkIcon,
  BellIcon,
  NumberIcon,
  OlistIcon,
  RocketIcon,
  SplitVerticalIcon,
  TextIcon,
  MicrophoneIcon,
} from '@sanity/icons'
import {rowList} from '../documents/comparison'
import {
  calculatorField,
  imageField,
  introField,
  objectList,
  optionalString,
  pricingFields,
  referenceList,
  requiredString,
  requiredText,
} from './fields'
import {retellAgentIdField} from './webCall'

/**
 * The blocks a landing page is built from: each one is a section the fixed pages show too, with the same fields
 * (sectionIntro, benefit, step, faq, stat, integrationTile...), rendered by the same component on the site.
 */

/** A block's line in the page's block list: what the block is, and its heading. */
function blockPreview(kind: string, headingPath = 'intro.heading', mediaPath?: string) {
  return {
    select: {heading: headingPath, ...(mediaPath ? {media: mediaPath} : {})},
    prepare: ({heading, media}: {heading?: string; media?: PreviewValue['media']}) => ({title: heading ?? kind, subtitle: kind, media}),
  }
}

function block(
  name: string,
  title: string,
  icon: typeof BlockContentIcon,
  fields: ReturnType<typeof defineField>[],
  preview: PreviewConfig = blockPreview(title),
) {
  return defineType({name, title, type: 'object', icon, fields, preview})
}

/** A button: its words and where it goes (a section of the page such as #demo-call, or any address). */
function ctaField(name: string, title: string, description: string, required = true) {
  return defineField({name, title, description, type: 'link', validation: required ? (rule) => rule.required().error() : undefined})
}

export const heroBlock = block(
  'heroBlock',
  'Hero',
  RocketIcon,
  [
    optionalString('eyebrow', 'Eyebrow', 'Small text above the heading.'),
    requiredString('heading', 'Heading', 'The page’s main heading (its only h1).'),
    requiredText('subheading', 'Subheading'),
    ctaField('primaryCta', 'Main button', 'e.g. "Get my demo call" going to #demo-call (the demo-call form block).'),
    ctaField('secondaryCta', 'Second button', 'Optional, e.g. "See pricing" going to #pricing.', false),
    imageField('image', 'Image'),
  ],
  blockPreview('Hero', 'heading', 'image'),
)

export const benefitsBlock = block('benefitsBlock', 'Benefits', BulbOutlineIcon, [introField(), objectList('items', 'Benefits', 'benefit')])

export const stepsBlock = block('stepsBlock', 'How it works', OlistIcon, [introField(), objectList('steps', 'Steps', 'step', {max: 4})])

export const integrationsBlock = block('integrationsBlock', 'Integrations', LinkIcon, [
  introField(),
  objectList('tiles', 'Integrations', 'integrationTile'),
])

export const testimonialsBlock = block('testimonialsBlock', 'Testimonials', CommentIcon, [
  introField(),
  referenceList('items', 'Testimonials', 'testimonial'),
])

export const pricingBlock = block('pricingBlock', 'Pricing', CreditCardIcon, pricingFields(), blockPreview('Pricing (#pricing)'))

export const faqBlock = block('faqBlock', 'Questions', HelpCircleIcon, [introField(), objectList('items', 'Questions', 'faq')])

export const statsBlock = block('statsBlock', 'Figures', ChartUpwardIcon, [introField(), objectList('stats', 'Figures', 'stat')])

export const comparisonBlock = block(
  'comparisonBlock',
  'Comparison table',
  SplitVerticalIcon,
  [
    requiredString('heading', 'Heading'),
    requiredString('featureLabel', 'First column heading', 'e.g. "Feature".'),
    requiredString('productLabel', 'Our column heading', 'e.g. "TradeVoice".'),
    requiredString('competitorLabel', 'Other column heading', 'e.g. "Answering service".'),
    optionalString('detailsLabel', 'Details column heading', 'Hidden on phones; only shown when a row has details.'),
    rowList(
      'rows',
      'featureRow',
      'Row',
      [
        ['feature', 'Feature'],
        ['product', 'TradeVoice'],
        ['competitor', 'Other'],
        ['details', 'Details'],
      ],
      'feature',
    ),
  ],
  blockPreview('Comparison table', 'heading'),
)

export const calculatorBlock = block('calculatorBlock', 'Revenue calculator', NumberIcon, [calculatorField('in this block')], {
  select: {calls: 'calculator.callsPerWeek', job: 'calculator.jobValue'},
  prepare: ({calls, job}: {calls?: number; job?: number}) => ({
    title: 'Revenue calculator (#revenue-calculator)',
    subtitle: `starts at ${calls ?? '?'} calls a week, $${job ?? '?'} a job`,
  }),
} as PreviewConfig)

export const bannerBlock = block(
  'bannerBlock',
  'Closing banner',
  BellIcon,
  [
    requiredString('heading', 'Heading'),
    requiredText('body', 'Text'),
    requiredString('primaryCtaLabel', 'Main button label', 'Opens the demo-call form in a dialog, e.g. "Try for Free".'),
    requiredString('secondaryCtaLabel', 'Second button label', 'Writes to the sales address, e.g. "Contact Sales".'),
    requiredString('dialogTitle', 'Dialog title'),
    requiredText('dialogDescription', 'Dialog text', 'Shown above the demo-call form in the dialog.'),
  ],
  blockPreview('Closing banner', 'heading'),
)

export const richTextBlock = block(
  'richTextBlock',
  'Rich text',
  TextIcon,
  [defineField({name: 'body', title: 'Text', type: 'portableText', validation: (rule) => rule.required()})],
  {
    select: {body: 'body'},
    prepare: ({body}: {body?: {children?: {text?: string}[]}[]}) => ({
      title: body?.[0]?.children?.map((child) => child.text ?? '').join('') || 'Rich text',
      subtitle: 'Rich text',
    }),
  } as PreviewConfig,
)

export const imageBlock = block(
  'imageBlock',
  'Image with caption',
  ImageIcon,
  [imageField('image', 'Image', 'Fill in its alternative text.', true), optionalString('caption', 'Caption', 'Shown under the image.')],
  blockPreview('Image with caption', 'caption', 'image'),
)

/** A lead form's block: the heading and text beside the form; the form's own words are edited where `bodyHelp` says. */
function formBlock(
  name: string,
  title: string,
  icon: typeof BlockContentIcon,
  anchor: string,
  bodyHelp: string,
  before: ReturnType<typeof defineField>[] = [],
) {
  return block(
    name,
    title,
    icon,
    [...before, requiredString('heading', 'Heading'), requiredText('body', 'Text', bodyHelp)],
    blockPreview(`${title} (#${anchor})`, 'heading'),
  )
}

export const demoCallBlock = formBlock(
  'demoCallBlock',
  'Demo-call form',
  BlockContentIcon,
  'demo-call',
  'Shown beside the form. Its fields and messages are the "Lead form copy".',
)

export const demoSignupBlock = formBlock(
  'demoSignupBlock',
  'Demo signup form',
  EnvelopeIcon,
  'demo-signup',
  'Shown beside the form. Its fields and the scheduling step are those of the "Demo page".',
)

export const reportDownloadBlock = formBlock(
  'reportDownloadBlock',
  'Report download form',
  DocumentPdfIcon,
  'report-download',
  'Shown beside the form.',
  [
    defineField({
      name: 'report',
      title: 'Report',
      description: 'The report the form gives access to; the form’s words are the report’s own.',
      type: 'reference',
      to: [{type: 'report'}],
      validation: (rule) => rule.required(),
    }),
  ],
)

/** "Talk to it now" on a landing page: a web call with the assistant; the call panel's words are in "Web calls". */
export const webCallBlock = block(
  'webCallBlock',
  'Talk to the assistant',
  MicrophoneIcon,
  [
    requiredString('heading', 'Heading'),
    requiredText('body', 'Text'),
    requiredString('buttonLabel', 'Button label', 'e.g. "Talk to it now". Without web calls it scrolls to the demo-call form.'),
    retellAgentIdField('Optional. Leave empty to use the default agent of "Web calls".'),
  ],
  blockPreview('Talk to the assistant', 'heading'),
)

export const landingBlockTypes = [
  heroBlock,
  benefitsBlock,
  stepsBlock,
  integrationsBlock,
  testimonialsBlock,
  pricingBlock,
  faqBlock,
  statsBlock,
  comparisonBlock,
  calculatorBlock,
  bannerBlock,
  richTextBlock,
  imageBlock,
  demoCallBlock,
  demoSignupBlock,
  reportDownloadBlock,
  webCallBlock,
]

/**
 * Blocks whose section has a fixed address on the page (#pricing, #revenue-calculator, a form's anchor, the one h1):
 * at most one of each per page.
 */
const ONCE_PER_PAGE = [
  'heroBlock',
  'pricingBlock',
  'calculatorBlock',
  'bannerBlock',
  'demoCallBlock',
  'demoSignupBlock',
  'reportDownloadBlock',
]

/** Why a page's blocks cannot stand: a block that may appear once is there twice. */
export function blocksProblem(blocks: {_type?: string}[] | undefined): string | true {
  const seen = new Set<string>()
  for (const {_type: type} of blocks ?? []) {
    if (!type || !ONCE_PER_PAGE.includes(type)) continue
    if (seen.has(type)) return `"${landingBlockTypes.find((block) => block.name === type)?.title}" can appear only once on a page.`
    seen.add(type)
  }
  return true
}

/** The page's sections in order: add, remove and drag blocks; each is edited in place. */
export function blocksField() {
  return defineField({
    name: 'blocks',
    title: 'Blocks',
    description: 'The page’s sections, top to bottom. Start with a Hero (the page’s heading).',
    type: 'array',
    of: landingBlockTypes.map((type) => defineArrayMember({type: type.name})),
    validation: (rule) => [rule.required().min(1), rule.custom(blocksProblem)],
  })
}
