import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { chartSummary, DayChart } from "./day-chart";

const bars = [
  { day: "2026-11-01", value: 4 },
  { day: "2026-11-02", value: 0 },
  { day: "2026-11-03", value: 8 },
];

describe("DayChart", () => {
  it("says in words what the bars show: the total, the busiest day, the days with none", () => {
    expect(chartSummary("visits", bars)).toBe("12 visits from 2026-11-01 to 2026-11-03; most on 2026-11-03 (8); 1 of 3 days with none.");
    expect(chartSummary("leads", bars.slice(1, 2))).toBe("No leads from 2026-11-02 to 2026-11-02.");
  });

  it("is an image labelled by its title and summary, one bar per day scaled to the busiest, drawn without script or style attribute", () => {
    const markup = renderToStaticMarkup(createElement(DayChart, { id: "v", title: "Visits per day", summary: "12 visits", bars }));
    expect(markup).toContain('<svg role="img" aria-labelledby="v-title v-summary"');
    expect(markup).toContain('<figcaption class="heading-3 text-lg" id="v-title">Visits per day</figcaption>');
    expect(markup).toContain('<desc id="v-summary">12 visits</desc>');
    const heights = [...markup.matchAll(/<rect [^>]*height="([\d.]+)"[^>]*data-value="(\d+)"/g)].map(([, height, value]) => [
      Number(height),
      value,
    ]);
    expect(heights).toEqual([
      [68, "4"],
      [0, "0"],
      [136, "8"],
    ]);
    expect(markup).not.toMatch(/<script|style=/);
  });
});
