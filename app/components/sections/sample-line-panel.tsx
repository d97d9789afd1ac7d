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

/** The icon shown beside a line's trade label. */
const lineIcon = (trade: string | null | undefined): IconName | undefined => (trade ? tradeIcons[trade] : undefined);

/** A line's text as the panel shows it. */
const quoted = (line: SampleLine) => `“${line.text}”`;

/** How many lines one sizer element holds: its own text, and two more drawn by its `::before` and `::after`. */
const LINES_PER_SIZER = 3;

/** The lines in groups of `LINES_PER_SIZER`, one group per sizer element. */
function sizerGroups(lines: SampleLine[]) {
  return Array.from({ length: Math.ceil(lines.length / LINES_PER_SIZER) }, (_, group) =>
    lines.slice(group * LINES_PER_SIZER, (group + 1) * LINES_PER_SIZER),
  );
}

type ShownLine = { text: string | null | undefined; trade: string | undefined; label: string | undefined };

/**
 * The lines in order, read back from the sizers the server rendered (their texts and `data-*trade` attributes), each
 * with its trade's label from the shown line's `data-labels`.
 */
function sizerLines(shown: HTMLElement, sizers: HTMLElement[]): ShownLine[] {
  const labels = JSON.parse(shown.dataset.labels ?? "{}") as Record<string, string>;
  const line = (text: string | null | undefined, trade: string | undefined) => ({ text, trade, label: (trade && labels[trade]) ?? trade });
  return sizers
    .flatMap(({ textContent, dataset }) => [
      line(textContent, dataset.trade),
      line(dataset.second, dataset.secondTrade),
      line(dataset.third, dataset.thirdTrade),
    ])
    .filter((shownLine) => shownLine.text);
}

/**
 * The trades whose label in the page's language is not the trade's own name, as JSON (`data-labels`): once for the
 * panel rather than beside each of the 33 lines, which kept /es within its HTML budget.
 */
function translatedTrades(lines: SampleLine[]): string | undefined {
  const labels = Object.fromEntries(lines.filter((line) => line.tradeLabel !== line.trade).map((line) => [line.trade, line.tradeLabel]));
  return Object.keys(labels).length ? JSON.stringify(labels) : undefined;
}

/** Shows `line` in the panel's one visible line (its trade, icon and text), and the entrance animation restarts. */
function showLine(shown: HTMLElement, line: ShownLine | undefined) {
  if (!line) return;
  const [tradeRow, quote] = Array.from(shown.children);
  const use = tradeRow?.querySelector("use");
  const icon = lineIcon(line.trade) ?? "phone-call";
  if (use) use.setAttribute("href", use.getAttribute("href")!.replace(/#.*$/, `#${icon}`));
  const trade = tradeRow?.querySelector("span");
  if (trade) trade.textContent = line.label ?? "";
  if (quote) quote.textContent = line.text ?? "";
  shown.classList.remove("animate-line-in");
  // Reading a layout property between the two class changes makes the browser start the animation again.
  void shown.offsetWidth;
  shown.classList.add("animate-line-in");
}

/**
 * Decorative panel beside the demo-call form: 12 moving bars and a sample caller line that changes every
 * 10 s. One line is shown; every line is laid out invisibly in the same grid cell (the sizers, three lines to an
 * element), so the panel is as tall as its tallest line at any width and never changes height as the lines rotate
 * (which line is tallest depends on the width, not only on the number of characters). The rotation copies the next
 * line's text and trade from the sizers into the shown line (33 lines of 6 elements each put ~200 elements on home).
 * The lines are HTML only (`ServerPart`, the panel is an image to assistive technology), so the browser needs no copy
 * of their text as loader data.
 */
export function SampleLinePanel({ lines, label }: { lines: ServerRendered<SampleLine[]>; label: string | undefined }) {
  const [rotating, setRotating] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const linesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const shown = linesRef.current?.firstElementChild;
    if (reducedMotion || !(shown instanceof HTMLElement)) return;
    const lines = sizerLines(shown, Array.from(linesRef.current!.querySelectorAll<HTMLElement>(".sample-line-sizer")));
    if (lines.length < 2) return;
    let index = 0;
    const timer = window.setInterval(() => {
      index = nextLineIndex(index, lines.length);
      showLine(shown, lines[index]);
    }, SAMPLE_LINE_INTERVAL_MS);
    setRotating(true);
    return () => {
      window.clearInterval(timer);
      if (index !== 0) showLine(shown, lines[0]);
      setRotating(false);
    };
  }, [reducedMotion]);

  return (
    <div
      role="img"
      aria-label={label ?? undefined}
      data-testid="sample-line-panel"
      data-rotating={rotating}
      className="sample-panel-glow relative overflow-hidden rounded-3xl bg-ink p-6 text-white shadow-2xl shadow-brand/20 sm:p-8"
    >
      <div className="voice-bars relative flex h-24 items-end justify-center gap-1.5 sm:h-28" data-testid="sample-line-bars">
        {Array.from({ length: BAR_COUNT }, (_, bar) => (
          <span key={bar} />
        ))}
      </div>
      <ServerPart host="div" hostProps={{ ref: linesRef, className: "relative mt-8 grid" }} value={lines}>
        {(content) => (
          <>
            <div data-testid="sample-line" data-labels={translatedTrades(content)} className="sample-line animate-line-in">
              <p>
                <Icon name={lineIcon(content[0]?.trade)} fallback="phone-call" size={16} />
                <span data-testid="sample-line-trade">{content[0]?.tradeLabel}</span>
              </p>
              <p>{content[0] ? quoted(content[0]) : null}</p>
            </div>
            {/* Every line, invisible, three to an element (app.css `sample-line-sizer`): the panel's height is its tallest
                line's. The rotation reads the lines from here. */}
            {sizerGroups(content).map(([line, second, third], group) => (
              <p
                key={group}
                className="sample-line-sizer"
                data-trade={line?.trade ?? undefined}
                data-second={second && quoted(second)}
                data-second-trade={second?.trade ?? undefined}
                data-third={third && quoted(third)}
                data-third-trade={third?.trade ?? undefined}
              >
                {line && quoted(line)}
              </p>
            ))}
          </>
        )}
      </ServerPart>
    </div>
  );
}
