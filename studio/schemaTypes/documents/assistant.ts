import {defineField, defineType} from 'sanity'
import {UserIcon} from '@sanity/icons'
import {byOrder, orderField} from '../objects/fields'
import {webCallFieldset, webCallSourceFields} from '../objects/webCall'

export const assistant = defineType({
  name: 'assistant',
  title: 'AI assistant',
  type: 'document',
  icon: UserIcon,
  fieldsets: [webCallFieldset],
  fields: [
    defineField({
      name: 'type',
      title: 'Role',
      description: 'Badge on the card, e.g. CSR, Receptionist, Happy Call Specialist.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      description: 'The name the assistant answers to.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'voice',
      title: 'Voice',
      description: 'Name of the voice, e.g. Charlie, Charlotte, Callum.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'voiceId',
      title: 'ElevenLabs voice ID',
      description: 'Technical id of the voice at ElevenLabs; used to speak the sample text.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required()}),
    defineField({
      name: 'sampleText',
      title: 'Voice sample text',
      description: 'What the assistant says when a visitor presses play.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'voiceSample',
      title: 'Recorded voice sample',
      description: 'Optional MP3 played when the voice service is not configured.',
      type: 'file',
      options: {accept: 'audio/*'},
    }),
    orderField(),
    ...webCallSourceFields(),
  ],
  orderings: [byOrder],
  preview: {
    select: {name: 'name', type: 'type', voice: 'voice'},
    prepare: ({name, type, voice}: {name?: string; type?: string; voice?: string}) => ({
      title: name,
      subtitle: [type, voice && `voice ${voice}`].filter(Boolean).join(' · '),
    }),
  },
})
