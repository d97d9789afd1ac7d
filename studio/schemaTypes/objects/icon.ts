import {defineField} from 'sanity'
import {iconNames} from '../../../app/components/ui/icon-names'

/** A string field holding one of `iconNames`, shown as a dropdown. */
export function iconField(options: {name?: string; title?: string; description?: string} = {}) {
  return defineField({
    name: options.name ?? 'icon',
    title: options.title ?? 'Icon',
    description: options.description ?? 'Small picture shown next to the text. Pick the one that fits best.',
    type: 'string',
    options: {list: iconNames.map((name) => ({title: name, value: name}))},
  })
}
