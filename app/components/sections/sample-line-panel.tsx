import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Icon, type IconName } from "~/components/ui/icon";
import { ServerPart, type ServerRendered } from "~/components/ui/server-rendered";
import type { PageData } from "~/sanity/content";
import type { HOME_PAGE_QUERY } from "~/sanity/queries";

/** How long each sample line stays on screen (spec section 9). */
const SAMPLE_LINE_INTERVAL_MS = 10_000;
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

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's motion preference; false on the server and while hydrating, so the HTML matches. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

type SampleLine = PageData<typeof HOME_PAGE_QUERY>["sampleLines"][number];

/** Shows line `index` of the panel's lines (the DOM the server rendered): the class and test ids move with it. */
function showLine(lines: HTMLCollection, index: number) {
  Array.from(lines).forEach((line, lineIndex) => {
    const shown = lineIndex === index;
    line.className = `sample-line ${shown ? "animate-line-in" : "invisible"}`;
    for (const [element, testId] of [
      [line, "sample-line"],
      [line.querySelector("span"), "sample-line-trade"],
    ] as const) {
      if (shown) element?.setAttribute("data-testid", testId);
      else element?.removeAttribute("data-testid");
    }
  });
}

/**
 * Decorative panel beside the demo-call form: 12 moving bars and a sample caller line that changes every
 * 10 s. All lines share one grid cell, so the panel is as tall as the longest line and never shifts. The lines
 * are HTML only (`ServerPart`, the panel is an image to assistive technology): the rotation moves the shown line
 * in the DOM, so the browser needs no copy of their text as loader data.
 */
export function SampleLinePanel({ lines, label }: { lines: ServerRendered<SampleLine[]>; label: string | undefined }) {
  const [rotating, setRotating] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const linesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const shownLines = linesRef.current?.firstElementChild?.children;
    if (reducedMotion || !shownLines || shownLines.length < 2) return;
    let index = 0;
    const timer = window.setInterval(() => {
      index = nextLineIndex(index, shownLines.length);
      showLine(shownLines, index);
    }, SAMPLE_LINE_INTERVAL_MS);
    setRotating(true);
    return () => {
      window.clearInterval(timer);
      showLine(shownLines, 0);
      setRotating(false);
    };
  }, [reducedMotion]);

  return (
    <div
      role="img"
      aria-label={label ?? undefined}
      data-testid="sample-line-panel"
      data-rotating={rotating}
      className="relative overflow-hidden rounded-3xl bg-ink p-6 text-white shadow-2xl shadow-brand/20 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-64 bg-radial-[closest-side] from-brand/30 from-50% to-transparent"
      />
      <div className="voice-bars relative flex h-24 items-end justify-center gap-1.5 sm:h-28" data-testid="sample-line-bars">
        {Array.from({ length: BAR_COUNT }, (_, bar) => (
          <span key={bar} />
        ))}
      </div>
      <div ref={linesRef} className="relative mt-8 grid">
        <ServerPart value={lines}>
          {(content) =>
            content.map((line, lineIndex) => (
              <div
                // The list is fixed for the page's life: its order is the identity.
                key={lineIndex}
                data-testid={lineIndex === 0 ? "sample-line" : undefined}
                className={`sample-line ${lineIndex === 0 ? "animate-line-in" : "invisible"}`}
              >
                <p>
                  <Icon name={line.trade ? tradeIcons[line.trade] : undefined} fallback="phone-call" size={16} />
                  <span data-testid={lineIndex === 0 ? "sample-line-trade" : undefined}>{line.trade}</span>
                </p>
                <p>{`“${line.text}”`}</p>
              </div>
            ))
          }
        </ServerPart>
      </div>
    </div>
  );
}
