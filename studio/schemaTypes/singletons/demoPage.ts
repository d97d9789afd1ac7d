import {defineType, type PreviewValue} from 'sanity'
import {CalendarIcon} from '@sanity/icons'
import {imageField, requiredString, requiredText, section, seoField, stringList} from '../objects/fields'

/** The free-trial signup page, at /demo. */
export const demoPage = defineType({
  name: 'demoPage',
  title: 'Demo page',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    seoField(),
    requiredString('heading', 'Heading'),
    requiredText('subheading', 'Subheading'),
    imageField('image', 'Preview image', 'Shown beside the form on large screens.'),
    requiredString('termsLabel', 'Terms link label'),
    requiredString('privacyLabel', 'Privacy link label'),
    requiredText('legalNote', 'Legal note', 'Text before the terms and privacy links.'),
    section('form', 'Signup form', [
      requiredString('firstNameLabel', 'First name label'),
      requiredString('lastNameLabel', 'Last name label'),
      requiredString('emailLabel', 'Email label'),
      requiredString('companyLabel', 'Company label'),
      requiredString('phoneLabel', 'Phone label'),
      requiredString('industryLabel', 'Industry label'),
      requiredString('employeeCountLabel', 'Company size label'),
      requiredString('referralSourceLabel', '"How did you hear about us" label'),
      requiredString('firstNamePlaceholder', 'First name example'),
      requiredString('lastNamePlaceholder', 'Last name example'),
      requiredString('emailPlaceholder', 'Email example'),
      requiredString('companyPlaceholder', 'Company example'),
      requiredString('phonePlaceholder', 'Phone example'),
      requiredString('selectPlaceholder', 'Dropdown prompt', 'Shown in dropdowns before a choice, e.g. "Select...".'),
      stringList('industryOptions', 'Industry choices'),
      stringList('employeeCountOptions', 'Company size choices'),
      stringList('referralOptions', '"How did you hear about us" choices'),
      requiredString('submitLabel', 'Button label'),
      requiredString('busyLabel', 'Button label while sending'),
      requiredString('workEmailTitle', 'Work email message title'),
      requiredString('successTitle', 'Success message title'),
      requiredString('successText', 'Success message'),
      requiredString('errorTitle', 'Error message title'),
      requiredString('errorText', 'Error message'),
    ]),
    section('scheduling', 'Scheduling step', [
      requiredString('heading', 'Heading'),
      requiredText('body', 'Text', 'Shown above the booking calendar after the form is sent.'),
    ]),
  ],
  preview: {
    select: {media: 'image'},
    prepare: ({media}: {media?: PreviewValue['media']}) => ({title: 'Demo page', subtitle: '/demo', media}),
  },
})
