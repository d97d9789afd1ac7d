import {defineField, defineType} from 'sanity'
import {RocketIcon} from '@sanity/icons'
import {introField, landingPageOpening, objectList, pagePreview, section} from '../objects/fields'

interface StepValue {
  image?: {asset?: unknown; _sanityAsset?: unknown}
}

/** `_sanityAsset` is how a not-yet-imported seed file carries its image; after import it is `asset`. */
function hasImage(step: StepValue): boolean {
  return Boolean(step.image?.asset || step.image?._sanityAsset)
}

/** A landing page for one use case, at /use-cases/<slug>. */
export const useCasePage = defineType({
  name: 'useCasePage',
  title: 'Use-case page',
  type: 'document',
  icon: RocketIcon,
  fields: [
    ...landingPageOpening(
      'useCasePage',
      {field: 'title', title: 'Use case', description: 'Name as shown in menus, e.g. "Lead Qualification".'},
      'lead-qualification',
      {primary: 'Goes to the free trial, e.g. "TRY FOR FREE".', secondary: 'Opens the booking calendar, e.g. "CONTACT SALES".'},
    ),
    section('process', 'Process', [
      introField(),
      defineField({
        ...objectList('steps', 'Steps', 'step', {}, 'Each step needs an image: it is shown while the step is open.'),
        validation: (rule) =>
          rule
            .required()
            .min(1)
            .custom((steps: StepValue[] | undefined) => ((steps ?? []).every(hasImage) ? true : 'Every process step needs an image.')),
      }),
      defineField({
        name: 'initiallyOpen',
        title: 'Open the first step on load',
        type: 'boolean',
        initialValue: false,
      }),
    ]),
    section('tools', 'Tools carousel', [introField(), objectList('items', 'Tools', 'integrationTile')]),
    section('integrations', 'Integrations', [introField(), objectList('tiles', 'Integrations', 'integrationTile')]),
    defineField({
      name: 'body',
      title: 'Extra text',
      description: 'Optional longer text shown after the integrations.',
      type: 'portableText',
    }),
    section('faq', 'Questions', [introField(), objectList('items', 'Questions', 'faq', {max: 4}, 'Up to four, shown numbered 001-004.')]),
  ],
  preview: pagePreview('useCasePage', 'hero.image'),
})
