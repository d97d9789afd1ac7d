import type { Page } from "@playwright/test";

type Shift = { value: number; sources: string[] };

/**
 * Starts collecting layout shifts from the first frame, before the page loads (as CLS does: shifts right after the
 * visitor's input do not count). Each shift names its moved nodes with their boxes before and after.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(
          (source) =>
            `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : (source.node?.nodeName ?? "(a node since removed)")} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts collected on the current page so far. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
