import spriteUrl from "./icons.svg?url";

/**
 * Every icon name an editor can pick (studio/schemaTypes/objects/icon.ts). The drawings live in one cached
 * SVG sprite (icons.svg, Lucide), so icons cost no JavaScript; `icon-sprite.test.ts` keeps the sprite in
 * step with this list and with lucide-react.
 */
export const iconNames = [
  "phone",
  "phone-call",
  "phone-incoming",
  "phone-forwarded",
  "calendar",
  "calendar-check",
  "wrench",
  "zap",
  "flame",
  "droplets",
  "thermometer",
  "snowflake",
  "bug",
  "house",
  "hammer",
  "paintbrush",
  "truck",
  "leaf",
  "sparkles",
  "shield-check",
  "lock",
  "clock",
  "message-square",
  "mail",
  "bell",
  "webhook",
  "plug",
  "chart-column",
  "users",
  "user-check",
  "star",
  "headphones",
  "globe",
  "languages",
  "dollar-sign",
  "file-text",
  "settings",
  "rocket",
  "play",
  "circle-check",
  "triangle-alert",
  "clipboard-list",
  "map-pin",
  "repeat",
  "bot",
  "workflow",
  "database",
  "trending-up",
] as const;

export type IconName = (typeof iconNames)[number];

const known = new Set<string>(iconNames);

export function isIconName(name: string | null | undefined): name is IconName {
  return typeof name === "string" && known.has(name);
}

/** A decorative icon picked by name; unknown or empty names fall back to `fallback`. */
export function Icon({
  name,
  fallback = "circle-check",
  className = "size-5",
}: {
  name: string | null | undefined;
  fallback?: IconName;
  className?: string;
}) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${isIconName(name) ? name : fallback}`} />
    </svg>
  );
}
