import {defineArrayMember, defineField, defineType} from 'sanity'
import {CogIcon} from '@sanity/icons'
import {requiredChoice, requiredString, requiredText, section} from '../objects/fields'

export const socialPlatforms = ['facebook', 'instagram', 'twitter', 'youtube'] as const

/** Copy and contact details used on every page. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    requiredString('productName', 'Product name', 'Used in titles, the logo text and comparison headings.'),
    requiredText('footerTagline', 'Footer tagline'),
    defineField({
      name: 'salesEmail',
      title: 'Sales email',
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'phone',
      title: 'Phone number (international format)',
      description: 'Used for the phone link, e.g. +17135550123.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\+[1-9]\d{6,14}$/, {name: 'E.164 phone number'}),
    }),
    requiredString('phoneLabel', 'Phone number as shown', 'e.g. (713) 555-0123.'),
    defineField({
      name: 'loginUrl',
      title: 'Login address',
      description: 'The app login, opened in a new tab by the "Log in" button.',
      type: 'url',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
    defineField({
      name: 'calendarLink',
      title: 'Cal.com booking link',
      description: 'e.g. "tradevoice/demo". Leave empty to show the sales email instead of the booking calendar.',
      type: 'string',
    }),
    defineField({
      name: 'bookingMinutes',
      title: 'Demo meeting length (minutes)',
      type: 'number',
      initialValue: 25,
      validation: (rule) => rule.required().integer().min(5).max(120),
    }),
    defineField({
      name: 'pricePerMinute',
      title: 'Price per minute',
      description: 'The one per-minute call price, e.g. "$0.70". Every plan and page that shows the rate uses this value.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\$\d+(\.\d{2})?$/, {name: 'price such as $0.70'}),
    }),
    section('socialProof', 'Social-proof badge', [
      requiredString('label', 'Text', 'e.g. "Used by 200+ Trade Businesses".'),
      defineField({name: 'stars', title: 'Stars', type: 'number', validation: (rule) => rule.required().integer().min(1).max(5)}),
    ]),
    defineField({
      name: 'socialLinks',
      title: 'Social media links',
      description: 'Icons in the footer. An icon without an address is not shown.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'socialLink',
          title: 'Social link',
          type: 'object',
          fields: [
            requiredChoice('platform', 'Platform', socialPlatforms),
            defineField({name: 'url', title: 'Address', type: 'url', validation: (rule) => rule.uri({scheme: ['https']})}),
          ],
          preview: {select: {title: 'platform', subtitle: 'url'}},
        }),
      ],
    }),
    requiredString('copyright', 'Copyright line'),
    requiredString('madeIn', 'Made-in line'),
    section('header', 'Header menu', [
      requiredString('useCasesLabel', '"Use cases" menu label'),
      requiredString('tradesLabel', '"Trades" menu label'),
      requiredString('liveDemoLabel', '"Live demo" button label'),
      requiredString('howItWorksLabel', '"How it works" button label'),
      requiredString('pricingLabel', '"Pricing" button label'),
      requiredString('loginLabel', '"Log in" button label'),
      requiredString('trialLabel', '"Start free trial" button label'),
      requiredString('openMenuLabel', 'Open-menu button (screen readers)', 'Read aloud for the phone menu button.'),
      requiredString('closeMenuLabel', 'Close-menu button (screen readers)'),
      requiredString(
        'languageSwitchLabel',
        'Language switch',
        'The link to this page in the other language, written in that language (e.g. "Español" on English pages).',
      ),
    ]),
    section('languageSuggestion', 'Language suggestion', [
      requiredString(
        'message',
        'Message',
        'Shown once to visitors whose browser prefers this language while they read a page in another one; write it in this language.',
      ),
      requiredString('switchLabel', 'Switch link label'),
      requiredString('dismissLabel', 'Dismiss button label'),
    ]),
    requiredString('supportHeading', 'Footer support heading'),
    requiredString('documentationLabel', 'Documentation label', 'Shown in the footer support group (no link yet).'),
    section('notFound', 'Page not found', [
      requiredString('title', 'Heading'),
      requiredText('body', 'Text'),
      requiredString('linkLabel', 'Home link label'),
    ]),
    section('voiceMessages', 'Voice sample messages', [
      requiredString('playLabel', 'Play button (screen readers)'),
      requiredString('stopLabel', 'Stop button (screen readers)'),
      requiredString('errorTitle', 'Error title'),
      requiredString('generationError', 'Voice could not be created'),
      requiredString('playbackError', 'Audio could not be played'),
    ]),
    section('booking', 'Book a demo', [
      requiredString('heading', 'Heading'),
      requiredText('body', 'Text'),
      requiredString('buttonLabel', 'Button label'),
      requiredText('unavailableMessage', 'Calendar unavailable message', 'Shown with the sales email when the calendar cannot load.'),
    ]),
    section('previewBanner', 'Preview banner', [
      requiredString('label', 'Text', 'Shown at the top of every page while someone previews unpublished changes.'),
      requiredString('exitLabel', 'Exit button label'),
      requiredString(
        'missingTranslation',
        'Missing translation note',
        'Shown in preview on a page that has no version in this language yet (visitors see the English one, kept out of search engines).',
      ),
    ]),
    defineField({
      name: 'defaultSeo',
      title: 'Default search & social',
      description: 'Used by pages that leave their own fields empty.',
      type: 'seo',
      validation: (rule) => rule.required(),
    }),
    requiredText('organizationDescription', 'Company description for search engines', 'One or two sentences about TradeVoice.'),
  ],
  preview: {
    select: {productName: 'productName', salesEmail: 'salesEmail'},
    prepare: ({productName, salesEmail}) => ({title: 'Site settings', subtitle: [productName, salesEmail].filter(Boolean).join(' · ')}),
  },
})
