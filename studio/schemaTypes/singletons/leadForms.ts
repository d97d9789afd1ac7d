import {defineType} from 'sanity'
import {EnvelopeIcon} from '@sanity/icons'
import {requiredString, requiredText, section} from '../objects/fields'

/** Copy of the demo-call form and the error messages all forms share. */
export const leadForms = defineType({
  name: 'leadForms',
  title: 'Lead form copy',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    section(
      'demoCall',
      'Demo-call form',
      [
        requiredString('nameLabel', 'Name label'),
        requiredString('companyNameLabel', 'Company label'),
        requiredString('emailLabel', 'Email label'),
        requiredString('phoneLabel', 'Phone label'),
        requiredString('namePlaceholder', 'Name example'),
        requiredString('companyNamePlaceholder', 'Company example'),
        requiredString('emailPlaceholder', 'Email example'),
        requiredString('phonePlaceholder', 'Phone example'),
        requiredString('phonePrefix', 'Phone prefix', 'Fixed country code shown before the number, e.g. "+1".'),
        requiredString('submitLabel', 'Button label'),
        requiredString('busyLabel', 'Button label while sending'),
        requiredString('successTitle', 'Success message title'),
        requiredString('successText', 'Success message'),
        requiredString('errorTitle', 'Error message title'),
        requiredString('errorFallback', 'Error message when no reason is known'),
        requiredString('inlineErrorTitle', 'Error box title', 'Heading of the error box under the form.'),
        requiredText('consent', 'Consent text', 'Small print under the button (calls, recording).'),
      ],
      {description: 'Used on the home page, trade pages and the comparison dialog.'},
    ),
    section(
      'messages',
      'Form messages',
      [
        requiredString('nameRequired', 'Name missing'),
        requiredString('companyNameRequired', 'Company missing'),
        requiredString('invalidEmail', 'Email not valid'),
        requiredString('workEmail', 'Not a work email'),
        requiredString('phoneInvalid', 'Phone not valid'),
        requiredString('required', 'Field missing'),
        requiredString('zipInvalid', 'ZIP code not valid'),
        requiredString('tooLong', 'Value too long', "{max} is replaced by the field's limit (e.g. 120 for a name)."),
        requiredString(
          'invalidCharacters',
          'Characters refused',
          'Shown when a value holds line breaks, control or direction-changing characters (usually pasted).',
        ),
        requiredString('singleValue', 'Field sent twice', 'Shown when a request carries the same field more than once.'),
        requiredString('rateLimited', 'Too many attempts'),
        requiredString('unavailable', 'Service down', 'Shown when a request cannot be saved right now.'),
        requiredString('callFailed', 'Call could not start', '{reason} is replaced by the cause.'),
        requiredString('callTimeout', 'Cause: calling service too slow', 'The {reason} when the calling service did not answer in time.'),
        requiredString('callRejected', 'Cause: number refused', 'The {reason} when the calling service refuses the number.'),
        requiredString('callUnavailable', 'Cause: calling service down', 'The {reason} for any other calling failure.'),
        requiredString('createFailed', 'Request could not be saved', '{reason} is replaced by the cause.'),
      ],
      {description: 'Shared by every form on the site.'},
    ),
  ],
  preview: {
    select: {submitLabel: 'demoCall.submitLabel'},
    prepare: ({submitLabel}) => ({
      title: 'Lead form copy',
      subtitle: submitLabel ? `Demo-call button: ${submitLabel}` : 'Demo-call form and messages',
    }),
  },
})
