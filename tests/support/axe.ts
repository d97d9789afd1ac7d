import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Response } from "@playwright/test";
import { gotoHydrated } from "./page";

/** The rule sets every page is held to: WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** A phone and a laptop: every page is scanned at both. */
export const A11Y_WIDTHS = [375, 1280] as const;

/** axe-core's minified build: half the size of the source AxeBuilder injects, the same rules. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Puts axe in the page once per document: AxeBuilder evaluates the whole axe source twice per scan (about 1.3 MB,
 * seconds of parsing on a busy machine), which a second scan of the same page then skips.
 */
async function injectAxe(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
}

type AxeWithRules = { axe: { _audit?: { rules: { id: string; impact?: string }[] } } };

/**
 * The rules that can only report minor or moderate violations: a rule's `impact` is the impact of every violation it
 * reports, and only serious and critical ones block, so these are skipped (about a fifth of a scan). Read from axe's
 * own rule table (`_audit`, not public API); a rule without an impact there is kept.
 */
const nonBlockingRules = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as AxeWithRules).axe._audit?.rules ?? [])
      .filter((rule) => rule.impact === "minor" || rule.impact === "moderate")
      .map((rule) => rule.id),
  );

/**
 * The serious and critical axe violations on the page (or inside `include`), as `rule: targets` lines, under the
 * `AXE_TAGS` rules (`tags: "default"`: axe's own default set). The same rules run on the same nodes either way, but
 * settings make a scan several times faster on a big page: axe runs in the page itself (legacy mode: no blank page
 * opened to merge frames' results; the site's pages have no frames), it details violations only (passes and the like
 * are reported by one node each instead of every node), it is injected once per page, and rules that cannot report a
 * blocking violation are not run.
 */
export async function blockingViolations(
  page: Page,
  { include, tags = AXE_TAGS }: { include?: string; tags?: string[] | "default" } = {},
): Promise<string[]> {
  await injectAxe(page);
  // options() replaces every option: set before withTags, which adds to them. axeSource: axe is already there.
  let builder = new AxeBuilder({ page, axeSource: "window.axe" })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .disableRules(await nonBlockingRules(page));
  if (tags !== "default") builder = builder.withTags(tags);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

export interface ScannedPage {
  response: Response | null;
  /** The blocking violations at each width, `{ 375: [...], 1280: [...] }`. */
  violations: Record<number, string[]>;
}

/**
 * Loads the page once, hydrated and with the network idle (lazy parts in), and scans it at each width: loaded at
 * 1280 px, then resized in place to 375 px, which its CSS answers (the site's layout reads no width in script).
 * `onLoad` runs on that load before any scan, e.g. to read what the page shows at 1280 px as soon as it has loaded
 * (the home page's sample lines change every 10 s).
 */
export async function scanAtEachWidth(
  page: Page,
  path: string,
  { height = 900, onLoad }: { height?: number; onLoad?: () => Promise<void> } = {},
): Promise<ScannedPage> {
  const violations: Record<number, string[]> = {};
  let response: Response | null = null;
  for (const [index, width] of [...A11Y_WIDTHS].reverse().entries()) {
    await page.setViewportSize({ width, height });
    if (index === 0) {
      response = await gotoHydrated(page, path);
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
