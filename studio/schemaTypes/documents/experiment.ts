import {defineArrayMember, defineField, defineType} from 'sanity'
import {SplitVerticalIcon} from '@sanity/icons'
import {LANGUAGE_TITLES} from '../../i18n'
import {LANGUAGES} from '../../../app/utils/language'
import {EXPERIMENT_FIELDS, EXPERIMENT_STATUSES} from '../../../app/experiments/fields'
import {
  validateChosenVariant,
  validateStop,
  validateVariantTexts,
  validateVariants,
  validateWeights,
  type VariantInput,
} from './experiment-rules'

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const keyRule = (value: string | undefined) =>
  !value || KEY.test(value) || 'Lower-case letters, digits and single hyphens, e.g. "short-heading".'

/**
 * An A/B test on one piece of copy: visitors are split between the page's own text (the first variant, the control)
 * and the other variants' texts, by weight, between start and stop. Site-wide: one document holds every language.
 */
export const experiment = defineType({
  name: 'experiment',
  title: 'Experiment',
  type: 'document',
  icon: SplitVerticalIcon,
  fields: [
    defineField({name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required()}),
    defineField({
      name: 'key',
      title: 'Key',
      description: 'Names the experiment in the visit counts and leads, e.g. "home-hero-heading". Never change it once running.',
      type: 'slug',
      options: {source: 'name', maxLength: 40},
      validation: (rule) => [rule.required(), rule.custom((slug: {current?: string} | undefined) => keyRule(slug?.current))],
    }),
    defineField({
      name: 'field',
      title: 'Field it changes',
      type: 'string',
      options: {list: EXPERIMENT_FIELDS.map(({value, title}) => ({value, title})), layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'pages',
      title: 'Pages',
      description: 'The pages whose hero it changes, in every language.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{type: 'homePage'}, {type: 'tradePage'}, {type: 'landingPage'}],
          options: {filter: 'language == "en"'},
        }),
      ],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'variants',
      title: 'Variants',
      description: 'The first is the control: the page’s own text. Each other variant has its text in every language.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'experimentVariant',
          fields: [
            defineField({
              name: 'key',
              title: 'Key',
              type: 'string',
              description: 'e.g. "control", "b".',
              validation: (rule) => [rule.required(), rule.custom(keyRule)],
            }),
            defineField({
              name: 'weight',
              title: 'Traffic (%)',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1).max(100),
            }),
            defineField({
              name: 'text',
              title: 'Text',
              description: 'Left empty on the control.',
              type: 'object',
              fields: LANGUAGES.map((language) => defineField({name: language, title: LANGUAGE_TITLES[language], type: 'string'})),
            }),
          ],
          preview: {
            select: {key: 'key', weight: 'weight', text: 'text.en'},
            prepare: ({key, weight, text}: {key?: string; weight?: number; text?: string}) => ({
              title: `${key ?? '?'} (${weight ?? '?'}%)`,
              subtitle: text ?? 'The page’s own text',
            }),
          },
        }),
      ],
      validation: (rule) => [
        rule.custom((variants: VariantInput[] | undefined) => validateVariants(variants)),
        rule.custom((variants: VariantInput[] | undefined) => validateWeights(variants)),
        rule.custom((variants: VariantInput[] | undefined) => validateVariantTexts(variants)),
      ],
    }),
    defineField({name: 'startAt', title: 'Start', type: 'datetime', validation: (rule) => rule.required()}),
    defineField({
      name: 'stopAt',
      title: 'Stop',
      description: 'Optional: after it everyone sees the control (or the chosen variant once stopped).',
      type: 'datetime',
      validation: (rule) =>
        rule.custom((stopAt: string | undefined, context) => validateStop(stopAt, context.document?.startAt as string | undefined)),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: {list: [...EXPERIMENT_STATUSES], layout: 'radio'},
      initialValue: 'draft',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'chosenVariant',
      title: 'Chosen variant',
      description: 'Once stopped, everyone sees this variant’s text on their next visit.',
      type: 'string',
      hidden: ({document}) => document?.status !== 'stopped',
      validation: (rule) =>
        rule.custom((chosen: string | undefined, context) =>
          validateChosenVariant(
            chosen,
            context.document?.status as string | undefined,
            context.document?.variants as VariantInput[] | undefined,
          ),
        ),
    }),
    defineField({
      name: 'minSamplePerVariant',
      title: 'Minimum visits per variant',
      description: 'No winner is declared before every variant has had this many visits.',
      type: 'number',
      initialValue: 1000,
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: {
    select: {title: 'name', status: 'status', field: 'field'},
    prepare: ({title, status, field}: {title?: string; status?: string; field?: string}) => ({
      title,
      subtitle: `${status ?? 'draft'} · ${field ?? ''}`,
    }),
  },
})
