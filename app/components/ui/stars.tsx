/**
 * A row of filled stars; decorative, the rating is part of the surrounding text. One element whatever the count
 * (the `stars` styles in app.css repeat Lucide's filled star, as the sprite's `star-filled`, with a 2 px gap),
 * not one sprite icon per star: a page of testimonials carries about 35 of them.
 */
/** A rating as whole stars, 0 to 5. */
export const starCount = (count: number) => Math.max(0, Math.min(5, Math.round(count)));

export function Stars({ count, size = 16 }: { count: number; size?: number }) {
  const stars = starCount(count);
  return (
    <span
      className="stars text-accent"
      style={{ width: stars * (size + 2), height: size, maskSize: `${size + 2}px ${size}px` }}
      aria-hidden="true"
    />
  );
}
