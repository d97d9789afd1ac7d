import { iconNames, type IconName } from "./icon-names";
import spriteUrl from "./icons.svg?url";
import type { UiIconName } from "./ui-icons";

export type { IconName, UiIconName };

const known = new Set<string>(iconNames);

function isIconName(name: string | null | undefined): name is IconName {
  return typeof name === "string" && known.has(name);
}

/** Size classes for the sizes in use; 20 px needs none (app.css sizes a sprite icon without a class). */
const SIZE_CLASSES: Record<number, string> = { 14: "size-3.5", 16: "size-4", 20: "", 24: "size-6", 32: "size-8" };

/**
 * One drawing from the sprite (icons.svg, Lucide): a cached file shared by every page, so icons cost neither
 * JavaScript nor HTML. Each symbol carries its own stroke and fill; the icon takes the text colour. Its size is a
 * class (CSS, render-blocking, sizes it before the first paint) rather than width/height attributes: ~20 bytes
 * less per icon, and a page has up to ~170 of them.
 */
function SpriteIcon({ id, size, className }: { id: string; size: number; className?: string }) {
  const sizeClass = SIZE_CLASSES[size];
  const classes = [sizeClass ?? "", className ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <svg
      className={classes}
      // A size without a class keeps its attributes.
      {...(sizeClass === undefined ? { width: size, height: size } : {})}
      aria-hidden="true"
    >
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}

/** A decorative icon an editor picked by name; unknown or empty names fall back to `fallback`. */
export function Icon({
  name,
  fallback = "circle-check",
  size = 20,
  className,
}: {
  name: string | null | undefined;
  fallback?: IconName;
  size?: number;
  className?: string;
}) {
  return <SpriteIcon id={isIconName(name) ? name : fallback} size={size} className={className} />;
}

/** A decorative icon of the site's own interface (ticks, chevrons, menu); sizes in px. */
export function UiIcon({ name, size = 20, className }: { name: UiIconName; size?: number; className?: string }) {
  return <SpriteIcon id={name} size={size} className={className} />;
}
