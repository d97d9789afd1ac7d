import type { Transform } from "node:stream";
import { createProcessor } from "beasties/runtime";
import plans from "virtual:critical-css-plans";
import { withHeadStyle } from "~/utils/head-style.server";
import { firstScreen } from "./first-screen";
import { withoutUnreadProperties } from "./unread-properties";

let processor: ReturnType<typeof createProcessor> | undefined;

/**
 * The rules of the site's stylesheet that this document's first screen uses (beasties, from the plan compiled at build
 * time: vite/critical-css-plans.ts). Empty where no plan was built (`npm run dev`).
 */
function criticalCss(html: string): string {
  if (plans.length === 0) return "";
  processor ??= createProcessor(plans);
  return withoutUnreadProperties(processor.extract(firstScreen(html)).css);
}

/**
 * The document stream with the rules its first screen uses inline at the end of its <head>: the page paints as soon
 * as its HTML has arrived (root.tsx links the whole stylesheet last), and the sections further down are styled once,
 * by the stylesheet, when they come near the viewport. Which rules depends on the whole body.
 */
export function inlineCriticalCss(nonce: string): Transform {
  return withHeadStyle(nonce, criticalCss);
}
