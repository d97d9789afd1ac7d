import {defineType} from 'sanity'
import {WrenchIcon} from '@sanity/icons'
import {
  calculatorField,
  introField,
  landingPageOpening,
  objectList,
  pagePreview,
  requiredString,
  requiredText,
  section,
} from '../objects/fields'
import {webCallFieldset, webCallSourceFields} from '../objects/webCall'

/** A landing page for one trade, at /trades/<slug>. */
export const tradePage = defineType({
  name: 'tradePage',
  title: 'Trade page',
  type: 'document',
  icon: WrenchIcon,
  fieldsets: [webCallFieldset],
  fields: [
    ...landingPageOpening(
      'tradePage',
      {field: 'title', title: 'Trade', description: 'Name of the trade as shown in menus, e.g. "Plumbing".'},
      'plumbing',
      {primary: 'Scrolls to the live demo form, e.g. "Try Live Demo".', secondary: 'Opens the booking calendar, e.g. "Schedule a Call".'},
    ),
    section('howItWorks', 'How it works', [introField(), objectList('steps', 'Steps', 'step', {exactly: 4}, 'Exactly four steps.')]),
    section('integrations', 'Integrations', [introField(), objectList('tiles', 'Integrations', 'integrationTile')]),
    section(
      'liveDemo',
      'Live demo',
      [requiredString('heading', 'Heading'), requiredText('body', 'Text', 'Shown beside the demo-call form.')],
      {description: 'The section with the demo-call form (the header "Live Demo" button scrolls here).'},
    ),
    calculatorField('for this trade (after the live demo)'),
    section('results', 'Results', [introField(), objectList('stats', 'Figures', 'stat')]),
    section('faq', 'Questions', [introField(), objectList('items', 'Questions', 'faq')]),
    ...webCallSourceFields(),
  ],
  preview: pagePreview('tradePage', 'hero.image'),
})
