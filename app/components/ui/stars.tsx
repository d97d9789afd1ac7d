import { Star } from "lucide-react";

/** A row of filled stars; decorative, the rating is part of the surrounding text. */
export function Stars({ count, className = "size-4" }: { count: number; className?: string }) {
  return (
    <span className="inline-flex gap-0.5 text-accent" aria-hidden="true">
      {Array.from({ length: Math.max(0, Math.min(5, Math.round(count))) }, (_, i) => (
        <Star key={i} className={className} fill="currentColor" strokeWidth={1.5} />
      ))}
    </span>
  );
}
