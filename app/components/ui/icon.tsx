import { iconNames, type IconName } from "./icon-names";
import spriteUrl from "./icons.svg?url";

export type { IconName };

const known = new Set<string>(iconNames);

export function isIconName(name: string | null | undefined): name is IconName {
  return typeof name === "string" && known.has(name);
}

/**
 * A decorative icon picked by name; unknown or empty names fall back to `fallback`. The drawings live in one
 * cached SVG sprite (icons.svg, Lucide), so icons cost no JavaScript.
 */
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
