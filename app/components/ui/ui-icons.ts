/**
 * Icons the site's own components draw (not offered to editors), by sprite id: the Lucide icon and the props
 * it is drawn with. They share the sprite with the editors' icons (icon-names.ts); an id in both lists is the
 * same drawing. `icon-sprite.test.ts` draws the sprite from both lists.
 */
export const uiIcons = {
  check: { lucide: "check" },
  minus: { lucide: "minus" },
  x: { lucide: "x" },
  menu: { lucide: "menu" },
  mail: { lucide: "mail" },
  "calendar-check": { lucide: "calendar-check" },
  "chevron-down": { lucide: "chevron-down" },
  globe: { lucide: "globe" },
  "chevron-left": { lucide: "chevron-left" },
  "chevron-right": { lucide: "chevron-right" },
  "loader-circle": { lucide: "loader-circle" },
  "play-filled": { lucide: "play", fill: "currentColor" },
  "pause-filled": { lucide: "pause", fill: "currentColor" },
  "star-filled": { lucide: "star", fill: "currentColor", strokeWidth: 1.5 },
} as const satisfies Record<string, { lucide: string; fill?: string; strokeWidth?: number }>;

export type UiIconName = keyof typeof uiIcons;
