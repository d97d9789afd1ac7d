import { useEffect, useState } from "react";
import { Icon, type IconName } from "~/components/ui/icon";
import type { PageData } from "~/sanity/content";
import type { HOME_PAGE_QUERY } from "~/sanity/queries";
import "~/styles/motion.css";

/** How long each sample line stays on screen (spec section 9). */
export const SAMPLE_LINE_INTERVAL_MS = 10_000;
const BAR_COUNT = 12;

const tradeIcons: Record<string, IconName> = {
  HVAC: "thermometer",
  Plumbing: "droplets",
  "Appliance Repair": "wrench",
  Electrical: "zap",
  "Pest Control": "bug",
};

export function nextLineIndex(index: number, count: number) {
  return count > 0 ? (index + 1) % count : 0;
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * Decorative panel beside the demo-call form: 12 moving bars and a sample caller line that changes every
 * 10 s. All lines share one grid cell, so the panel is as tall as the longest line and never shifts.
 */
export function SampleLinePanel({ lines, label }: { lines: PageData<typeof HOME_PAGE_QUERY>["sampleLines"]; label: string | undefined }) {
  const [index, setIndex] = useState(0);
  const [rotating, setRotating] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion || lines.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => nextLineIndex(i, lines.length)), SAMPLE_LINE_INTERVAL_MS);
    setRotating(true);
    return () => {
      window.clearInterval(timer);
      setRotating(false);
    };
  }, [reducedMotion, lines.length]);

  return (
    <div
      role="img"
      aria-label={label ?? undefined}
      data-testid="sample-line-panel"
      data-rotating={rotating}
      className="relative overflow-hidden rounded-3xl bg-ink p-6 text-white shadow-2xl shadow-brand/20 sm:p-8"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-64 rounded-full bg-brand/30 blur-3xl" />
      <div className="relative flex h-24 items-end justify-center gap-1.5 sm:h-28" data-testid="sample-line-bars">
        {Array.from({ length: BAR_COUNT }, (_, bar) => (
          <span
            key={bar}
            className="animate-voice-bar w-2.5 rounded-full bg-gradient-to-t from-brand to-sky-300 sm:w-3"
            style={{ height: `${40 + ((bar * 37) % 60)}%`, animationDelay: `${(bar % 6) * 120}ms` }}
          />
        ))}
      </div>
      <div className="relative mt-8 grid">
        {lines.map((line, lineIndex) => {
          const shown = lineIndex === index;
          return (
            <div
              // The list is fixed for the page's life: its order is the identity.
              key={lineIndex}
              data-testid={shown ? "sample-line" : undefined}
              className={`sample-line ${shown ? "animate-line-in" : "invisible"}`}
            >
              <p>
                <Icon name={line.trade ? tradeIcons[line.trade] : undefined} fallback="phone-call" size={16} />
                <span data-testid={shown ? "sample-line-trade" : undefined}>{line.trade}</span>
              </p>
              <p>“{line.text}”</p>
            </div>
          );
        })}
      </div>
    </div>
  );
}
