/** One bar per day. */
export interface DayBar {
  day: string;
  value: number;
}

const WIDTH = 720;
const HEIGHT = 160;
const AXIS = 20;

/**
 * A bar chart drawn on the server as inline SVG (no chart library, no script). Screen readers get `summary` as the
 * chart's text; the page's day-by-day table carries every figure.
 */
export function DayChart({ id, title, summary, bars }: { id: string; title: string; summary: string; bars: DayBar[] }) {
  const max = Math.max(0, ...bars.map(({ value }) => value));
  // An empty range draws flat bars, not a division by zero.
  const scale = Math.max(1, max);
  const slot = WIDTH / Math.max(1, bars.length);
  const plot = HEIGHT - AXIS;
  return (
    <figure className="card p-4">
      <figcaption className="heading-3 text-lg" id={`${id}-title`}>
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-40 w-full"
        preserveAspectRatio="none"
      >
        <desc id={`${id}-summary`}>{summary}</desc>
        <line x1={0} y1={plot} x2={WIDTH} y2={plot} className="stroke-line" strokeWidth={1} />
        {bars.map(({ day, value }, index) => {
          const height = (value / scale) * (plot - 4);
          return (
            <rect
              key={day}
              x={index * slot + slot * 0.15}
              y={plot - height}
              width={slot * 0.7}
              height={height}
              className="fill-brand"
              data-day={day}
              data-value={value}
            />
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{bars[0]?.day}</span>
        <span>max {max}</span>
        <span>{bars.at(-1)?.day}</span>
      </div>
    </figure>
  );
}

/** The chart's text alternative: the range's total, its busiest day and how many days had none. */
export function chartSummary(what: string, bars: DayBar[]): string {
  const total = bars.reduce((sum, { value }) => sum + value, 0);
  if (total === 0) return `No ${what} from ${bars[0]?.day} to ${bars.at(-1)?.day}.`;
  const busiest = bars.reduce((best, bar) => (bar.value > best.value ? bar : best));
  const empty = bars.filter(({ value }) => value === 0).length;
  return `${total} ${what} from ${bars[0].day} to ${bars.at(-1)?.day}; most on ${busiest.day} (${busiest.value}); ${empty} of ${bars.length} days with none.`;
}
