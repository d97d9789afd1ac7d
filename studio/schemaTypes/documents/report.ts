import {defineField, defineType} from 'sanity'
import {DocumentPdfIcon} from '@sanity/icons'
import {
  imageField,
  optionalString,
  pagePreview,
  requiredString,
  requiredText,
  section,
  seoField,
  slugField,
  stringList,
} from '../objects/fields'

/** A gated industry report: a lead form at /reports/<slug>, the body at /reports/<slug>/content. */
export const report = defineType({
  name: 'report',
  title: 'Report',
  type: 'document',
  icon: DocumentPdfIcon,
  fields: [
    requiredString('title', 'Title'),
    slugField('report', 'title', 'appliance-repair-ai'),
    defineField({
      name: 'reportName',
      title: 'Report id for leads',
      description: 'Stored with every download request, e.g. "2025-appliance-repair-ai". Change only for a new edition.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, {name: 'lowercase words joined by dashes'}),
    }),
    seoField(),
    section('gate', 'Download page', [
      optionalString('eyebrow', 'Eyebrow'),
      requiredString('heading', 'Heading'),
      requiredText('subheading', 'Subheading'),
      stringList('highlights', 'What is inside', 'Short bullet points about the report.'),
      imageField('image', 'Cover image'),
    ]),
    section('form', 'Download form', [
      requiredString('nameLabel', 'Name label'),
      requiredString('companyNameLabel', 'Company label'),
      requiredString('emailLabel', 'Email label'),
      requiredString('zipCodeLabel', 'ZIP code label'),
      requiredString('namePlaceholder', 'Name example'),
      requiredString('companyNamePlaceholder', 'Company example'),
      requiredString('emailPlaceholder', 'Email example'),
      requiredString('zipCodePlaceholder', 'ZIP code example'),
      requiredString('submitLabel', 'Button label'),
      requiredString('busyLabel', 'Button label while sending'),
      requiredString('successTitle', 'Success message title'),
      requiredString('successText', 'Success message'),
      requiredString('errorTitle', 'Error message title'),
      requiredString('errorText', 'Error message'),
      requiredString('deniedTitle', 'No-access message title', 'Shown when someone opens the report without filling in the form.'),
      requiredString('deniedText', 'No-access message'),
    ]),
    section('content', 'Report', [
      requiredString('heading', 'Heading'),
      requiredText('intro', 'Introduction'),
      defineField({
        name: 'body',
        title: 'Body',
        description: 'Use "Section heading" for each chapter.',
        type: 'portableText',
        validation: (rule) => rule.required(),
      }),
    ]),
  ],
  preview: pagePreview('report', 'gate.image'),
})
