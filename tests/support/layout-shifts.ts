import { expect, type Page } from "@playwright/test";

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

/**
 * Whether every section within half a screen of the viewport has been rendered. A section is rendered only near the
 * viewport (`content-visibility: auto`; Chromium's margin is half the viewport, as CSS Containment recommends): until
 * then its content is skipped, which `checkVisibility` reports only when asked about `content-visibility: auto`.
 */
const sectionsNearViewportRendered = (page: Page) =>
  page.evaluate(() => {
    const margin = window.innerHeight / 2;
    return [...document.querySelectorAll(".section")].every((section) => {
      const box = section.getBoundingClientRect();
      const near = box.bottom > -margin && box.top < window.innerHeight + margin;
      const content = section.querySelector("*");
      return !near || !content || content.checkVisibility({ contentVisibilityAuto: true }) === content.checkVisibility();
    });
  });

/**
 * Scrolls from the top to the bottom as a visitor does: half a screen at a time, each step once the browser has
 * rendered what the last one brought near the screen (a visitor's scroll gives it a frame for that; a script's jumps
 * may not). `afterStep` runs after each step (e.g. moving the page's clock on).
 */
export async function scrollThroughPage(page: Page, afterStep: () => Promise<void>) {
  const step = (page.viewportSize()?.height ?? 800) / 2;
  const bottom = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let top = 0; top <= (await bottom()); top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await expect.poll(() => sectionsNearViewportRendered(page), { message: `sections near ${top} px rendered` }).toBe(true);
    await afterStep();
  }
}
