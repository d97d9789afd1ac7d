import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page, Response } from "@playwright/test";
import { gotoHydrated } from "./page";

/** The rule sets every page is held to: WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** A phone and a laptop: every page is scanned at both. */
export const A11Y_WIDTHS = [375, 1280] as const;

/** axe-core's minified build: half the size of the source AxeBuilder injects, the same rules. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Puts axe in the page once per document: a second scan of the same page skips parsing its source again. */
async function injectAxe(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
}

type AxeResult = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
type AxeInPage = {
  axe: {
    _audit?: { rules: { id: string; impact?: string }[] };
    run: (context: unknown, options: object) => Promise<{ violations: AxeResult[] }>;
  };
};

/**
 * The serious and critical axe violations on the page (or inside `include`), as `rule: targets` lines, under the
 * `AXE_TAGS` rules (`tags: "default"`: axe's own default set). axe runs in the page and only those lines come back:
 * the same rules on the same nodes as through AxeBuilder, but a scan's full results (every rule, with its metadata)
 * are not serialised to the test runner and checked there, which cost the runner about as much CPU as the page spent
 * scanning. axe is injected once per page. Rules that can only report minor or moderate violations are not run: a
 * rule's `impact` in axe's own rule table (`_audit`, not public API) is the impact of every violation it reports; a
 * rule without one there is kept.
 */
export async function blockingViolations(
  page: Page,
  { include, tags = AXE_TAGS }: { include?: string; tags?: string[] | "default" } = {},
): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as AxeInPage;
      const rules = Object.fromEntries(
        (axe._audit?.rules ?? [])
          .filter((rule) => rule.impact === "minor" || rule.impact === "moderate")
          .map((rule) => [rule.id, { enabled: false }]),
      );
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ["violations"],
        rules,
        ...(tags === "default" ? {} : { runOnly: { type: "tag", values: tags } }),
      });
      return violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    },
    { include, tags },
  );
}

export interface ScannedPage {
  response: Response | null;
  /** The blocking violations at each width, `{ 375: [...], 1280: [...] }`. */
  violations: Record<number, string[]>;
}

/**
 * Loads the page once, hydrated and with the network idle (lazy parts in), and scans it at each width: loaded at
 * 1280 px, then resized in place to 375 px, which its CSS answers (the site's layout reads no width in script).
 * `load` opens the page (by default `gotoHydrated`; one of its own must leave it hydrated). `onLoad` runs on that
 * load before any scan, e.g. to read what the page shows at 1280 px as soon as it has loaded (the home page's sample
 * lines change every 10 s).
 */
export async function scanAtEachWidth(
  page: Page,
  path: string,
  {
    height = 900,
    load = (path) => gotoHydrated(page, path),
    onLoad,
  }: { height?: number; load?: (path: string) => Promise<Response | null>; onLoad?: () => Promise<void> } = {},
): Promise<ScannedPage> {
  const violations: Record<number, string[]> = {};
  let response: Response | null = null;
  for (const [index, width] of [...A11Y_WIDTHS].reverse().entries()) {
    await page.setViewportSize({ width, height });
    if (index === 0) {
      response = await load(path);
      await page.waitForLoadState("networkidle");
      await onLoad?.();
    } else {
      await settledAfterResize(page);
    }
    violations[width] = await blockingViolations(page);
  }
  return { response, violations };
}

/** Resize events, and what the page renders in answer, are handled by the second frame after a resize. */
export const settledAfterResize = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
