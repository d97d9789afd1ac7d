import {defineField, defineType} from 'sanity'
import {CALCULATOR_LIMITS, type CalculatorField} from '../../../app/utils/missed-call-revenue'

function defaultNumber(name: CalculatorField, title: string, description: string) {
  const {min, max} = CALCULATOR_LIMITS[name]
  return defineField({
    name,
    title,
    description: `${description} From ${min} to ${max.toLocaleString('en-US')}.`,
    type: 'number',
    validation: (rule) => rule.required().min(min).max(max),
  })
}

/**
 * The missed-call revenue calculator's starting values on one page (home, each trade): realistic figures for
 * that trade, which the visitor then adjusts. The calculator's words are in the "Revenue calculator" document.
 */
export const calculatorDefaults = defineType({
  name: 'calculatorDefaults',
  title: 'Revenue calculator defaults',
  type: 'object',
  fields: [
    defaultNumber('callsPerWeek', 'Calls per week', 'Inbound calls a typical business of this trade gets in a week.'),
    defaultNumber('missedShare', 'Missed after hours (%)', 'Share of those calls that come when nobody can answer.'),
    defaultNumber('competitorShare', 'Call a competitor (%)', 'Share of missed callers who call another company instead.'),
    defaultNumber('jobValue', 'Average job value ($)', 'What a typical job of this trade is worth.'),
    defaultNumber('bookingRate', 'Booking rate (%)', 'Share of answered calls that become a booked job.'),
  ],
})
