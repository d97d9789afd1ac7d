import { Link } from "@remix-run/react";
import { LOGO_WAVE_PATH } from "~/utils/logo-mark";
import { useLocalize } from "~/components/layout/root-data";

/**
 * The wordmark: a sound-wave mark plus the product name, linking home. `compact` shows only the mark between
 * 768 and 1024 px, where the full header is otherwise too wide (the name stays the link's accessible name).
 */
export function Logo({ productName, className, compact = false }: { productName: string; className?: string; compact?: boolean }) {
  const localize = useLocalize();
  return (
    <Link
      to={localize("/")}
      className={`inline-flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight text-ink ${className ?? ""}`}
    >
      {/* The mark's rounded square is the svg's own background: one element less in every header and footer. */}
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0 rounded-[9px] bg-brand">
        <path d={LOGO_WAVE_PATH} className="stroke-white" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className={compact ? "md:max-lg:sr-only" : undefined}>{productName}</span>
    </Link>
  );
}
