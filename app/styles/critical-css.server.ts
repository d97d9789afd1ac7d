import { createProcessor } from "beasties/runtime";
import plans from "virtual:critical-css-plans";

let processor: ReturnType<typeof createProcessor> | undefined;

/**
 * The rules of the site's stylesheet that this document uses (beasties, from the plan compiled at build time:
 * vite/critical-css-plans.ts): inline in its <head>, the page paints as soon as its HTML has arrived. Empty where no
 * plan was built (`npm run dev`).
 */
export function criticalCss(html: string): string {
  if (plans.length === 0) return "";
  processor ??= createProcessor(plans);
  return processor.extract(html).css;
}
