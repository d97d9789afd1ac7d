import {defineField, defineType} from 'sanity'
import {ChartUpwardIcon} from '@sanity/icons'
import {introField, requiredString, requiredText, section} from '../objects/fields'

function input(name: string, title: string, unitHelp: string) {
  return section(name, title, [requiredString('label', 'Label'), requiredString('unit', 'Unit', unitHelp)])
}

const placeholders = '{label} is replaced by the field label, {limit} by the bound.'

/**
 * Every word of the missed-call revenue calculator (home page after the live demo, every trade page). The
 * starting values are on each page ("Revenue calculator defaults"); the per-minute price is the one in Site
 * settings.
 */
export const revenueCalculator = defineType({
  name: 'revenueCalculator',
  title: 'Revenue calculator',
  type: 'document',
  icon: ChartUpwardIcon,
  fields: [
    introField(),
    section('inputs', 'Inputs', [
      input('callsPerWeek', 'Calls per week', 'Shown after the field, e.g. "calls".'),
      input('missedShare', 'Missed after hours', 'Shown after the field, e.g. "%".'),
      input('competitorShare', 'Missed callers who call a competitor', 'Shown after the field, e.g. "%".'),
      input('jobValue', 'Average job value', 'Shown before the field, e.g. "$".'),
      input('bookingRate', 'Booking rate', 'Shown after the field, e.g. "%".'),
    ]),
    defineField({
      name: 'callMinutes',
      title: 'Average call length (minutes)',
      description: 'How long an answered call lasts on average: with the price per minute (Site settings) it gives the cost.',
      type: 'number',
      validation: (rule) => rule.required().min(0.5).max(60),
    }),
    requiredString('submitLabel', 'Calculate button', 'Shows the result; needed when JavaScript is off (it updates live otherwise).'),
    section('results', 'Result', [
      requiredString('heading', 'Heading'),
      requiredString('monthlyLossLabel', 'Revenue lost per month'),
      requiredString('yearlyLossLabel', 'Revenue lost per year'),
      requiredString('costLabel', 'TradeVoice cost per month', 'What answering the missed calls would cost.'),
      requiredString('returnLabel', 'Return'),
      requiredString('returnValue', 'Return figure', '{multiple} is replaced by revenue kept per dollar spent, e.g. "{multiple}x".'),
      requiredString('emptyText', 'No missed calls', 'Shown instead of the return when there are no missed calls to answer.'),
      requiredString('invalidText', 'Inputs to fix', 'Shown instead of the result while an input is refused.'),
      requiredString('bookDemoLabel', '"Book a demo" button', 'Opens /demo; the figures are sent with the signup.'),
    ]),
    requiredText('assumptions', 'Assumptions', '{minutes} is replaced by the average call length, {price} by the price per minute.'),
    requiredText('disclaimer', 'Disclaimer'),
    section('messages', 'Input messages', [
      requiredString('notANumber', 'Not a number', placeholders),
      requiredString('belowMin', 'Below the minimum', placeholders),
      requiredString('aboveMax', 'Above the maximum (percentages)', placeholders),
      requiredString('capped', 'Capped (calls, job value)', `Shown when a huge value is brought down to the maximum. ${placeholders}`),
    ]),
  ],
  preview: {
    select: {heading: 'intro.heading'},
    prepare: ({heading}: {heading?: string}) => ({title: 'Revenue calculator', subtitle: heading}),
  },
})
