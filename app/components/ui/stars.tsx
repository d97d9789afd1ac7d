import { UiIcon } from "./icon";

/** A row of filled stars; decorative, the rating is part of the surrounding text. */
export function Stars({ count, size = 16 }: { count: number; size?: number }) {
  return (
    <span className="inline-flex gap-0.5 text-accent" aria-hidden="true">
      {Array.from({ length: Math.max(0, Math.min(5, Math.round(count))) }, (_, i) => (
        <UiIcon key={i} name="star-filled" size={size} />
      ))}
    </span>
  );
}
