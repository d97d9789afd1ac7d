import {defineArrayMember, defineField, defineType} from 'sanity'
import {SplitVerticalIcon} from '@sanity/icons'
import {pageHeadFields, pageUrl, referenceList, requiredString, requiredText, section} from '../objects/fields'

/** A comparison table's rows: one object per row, its columns required but for the details. */
export function rowList(name: string, rowType: string, rowTitle: string, columns: [string, string][], labelField: string) {
  return defineField({
    name,
    title: 'Rows',
    type: 'array',
    validation: (rule) => rule.required().min(1),
    of: [
      defineArrayMember({
        name: rowType,
        title: rowTitle,
        type: 'object',
        fields: columns.map(([field, title]) =>
          field === 'details' ? defineField({name: field, title, type: 'text', rows: 2}) : requiredString(field, title),
        ),
        preview: {
          select: {title: labelField, product: 'product', competitor: 'competitor'},
          prepare: ({title, product, competitor}: {title?: string; product?: string; competitor?: string}) => ({
            title,
            subtitle: `${product ?? ''} vs ${competitor ?? ''}`,
          }),
        },
      }),
    ],
  })
}

/** "TradeVoice vs <competitor>" page, at /compare/<slug>. */
export const comparison = defineType({
  name: 'comparison',
  title: 'Comparison page',
  type: 'document',
  icon: SplitVerticalIcon,
  fields: [
    ...pageHeadFields(
      'comparison',
      {field: 'competitor', title: 'Competitor', description: 'Competitor name as shown in tables and the footer, e.g. "Telli".'},
      'telli',
    ),
    section('hero', 'Top of page', [
      requiredString('heading', 'Heading', 'e.g. "TradeVoice vs Telli".'),
      requiredText('subheading', 'Subheading'),
    ]),
    section('features', 'Feature table', [
      requiredString('heading', 'Heading'),
      requiredString('featureLabel', 'First column heading', 'e.g. "Feature".'),
      requiredString('productLabel', 'Our column heading', 'e.g. "TradeVoice".'),
      requiredString('competitorLabel', 'Competitor column heading'),
      requiredString('detailsLabel', 'Details column heading', 'Hidden on phones.'),
      rowList(
        'rows',
        'featureRow',
        'Feature row',
        [
          ['feature', 'Feature'],
          ['product', 'TradeVoice'],
          ['competitor', 'Competitor'],
          ['details', 'Details'],
        ],
        'feature',
      ),
    ]),
    section('pricing', 'Pricing table', [
      requiredString('heading', 'Heading'),
      rowList(
        'rows',
        'pricingRow',
        'Pricing row',
        [
          ['feature', 'Item'],
          ['product', 'TradeVoice'],
          ['competitor', 'Competitor'],
        ],
        'feature',
      ),
    ]),
    section('metrics', 'Scalability table', [
      requiredString('heading', 'Heading'),
      rowList(
        'rows',
        'metricRow',
        'Metric row',
        [
          ['metric', 'Metric'],
          ['product', 'TradeVoice'],
          ['competitor', 'Competitor'],
        ],
        'metric',
      ),
    ]),
    section('reviews', 'Customer reviews', [
      requiredString('heading', 'Heading'),
      referenceList('items', 'Testimonials', 'testimonial', {exactly: 3}, 'Exactly three testimonials.'),
    ]),
    section('banner', 'Closing banner', [
      requiredString('heading', 'Heading'),
      requiredText('body', 'Text'),
      requiredString('primaryCtaLabel', 'Main button label', 'Opens the demo-call dialog, e.g. "Try for Free".'),
      requiredString('secondaryCtaLabel', 'Second button label', 'Opens the booking calendar, e.g. "Contact Sales".'),
    ]),
    section('dialog', 'Demo-call dialog', [
      requiredString('title', 'Title'),
      requiredText('description', 'Text', 'Shown above the demo-call form in the dialog.'),
    ]),
  ],
  preview: {
    select: {competitor: 'competitor', slug: 'slug.current'},
    prepare: ({competitor, slug}: {competitor?: string; slug?: string}) => ({
      title: `vs ${competitor ?? '?'}`,
      subtitle: pageUrl('comparison', slug),
    }),
  },
})
