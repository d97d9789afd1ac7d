import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rule sets every page is held to: WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** A phone and a laptop: every page is scanned at both. */
export const A11Y_WIDTHS = [375, 1280] as const;

/**
 * The serious and critical axe violations on the page (or inside `include`), as `rule: targets` lines, under the
 * `AXE_TAGS` rules (`tags: "default"`: axe's own default set). The same rules
 * run on the same nodes either way, but two settings make a scan about five times faster on a big page: axe runs in the
 * page itself (legacy mode: no blank page opened to merge frames' results; the site's pages have no frames), and it
 * details violations only (passes and the like are reported by one node each instead of every node).
 */
export async function blockingViolations(
  page: Page,
  { include, tags = AXE_TAGS }: { include?: string; tags?: string[] | "default" } = {},
): Promise<string[]> {
  // options() replaces every option: set before withTags, which adds to them.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
  if (tags !== "default") builder = builder.withTags(tags);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * The page's blocking violations at each width, `{ 375: [...], 1280: [...] }`: it is loaded once, at the first width,
 * then resized in place, which the CSS and the page's own width listeners answer (one navigation and hydration per
 * page instead of one per width).
 */
export async function violationsAtEachWidth(page: Page, path: string, height = 900): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {};
  for (const [index, width] of A11Y_WIDTHS.entries()) {
    await page.setViewportSize({ width, height });
    if (index === 0) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    } else {
      await settledAfterResize(page);
    }
    found[width] = await blockingViolations(page);
  }
  return found;
}

/** Resize events, and what the page renders in answer, are handled by the second frame after a resize. */
const settledAfterResize = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
