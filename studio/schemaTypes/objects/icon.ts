import {defineField} from 'sanity'

/**
 * Lucide icon names (kebab-case) an editor may pick. The app maps each name to a component in
 * `app/components/ui/icon.tsx`, so a name added here must be added there too.
 */
export const iconNames = [
  'phone',
  'phone-call',
  'phone-incoming',
  'phone-forwarded',
  'calendar',
  'calendar-check',
  'wrench',
  'zap',
  'flame',
  'droplets',
  'thermometer',
  'snowflake',
  'bug',
  'house',
  'hammer',
  'paintbrush',
  'truck',
  'leaf',
  'sparkles',
  'shield-check',
  'lock',
  'clock',
  'message-square',
  'mail',
  'bell',
  'webhook',
  'plug',
  'chart-column',
  'users',
  'user-check',
  'star',
  'headphones',
  'globe',
  'languages',
  'dollar-sign',
  'file-text',
  'settings',
  'rocket',
  'play',
  'circle-check',
  'triangle-alert',
  'clipboard-list',
  'map-pin',
  'repeat',
  'bot',
  'workflow',
  'database',
  'trending-up',
] as const

export type IconName = (typeof iconNames)[number]

/** A string field holding one of `iconNames`, shown as a dropdown. */
export function iconField(options: {name?: string; title?: string; description?: string} = {}) {
  return defineField({
    name: options.name ?? 'icon',
    title: options.title ?? 'Icon',
    description:
      options.description ?? 'Small picture shown next to the text. Pick the one that fits best.',
    type: 'string',
    options: {list: iconNames.map((name) => ({title: name, value: name}))},
  })
}
