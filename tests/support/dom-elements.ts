import { expect, type Page } from "@playwright/test";
import { DOM_ELEMENTS_MAX } from "../../bench/budgets";

/**
 * Every element of the loaded, hydrated document, counted as Lighthouse counts it. Remix renders the entry's
 * modulepreload links and scripts until the root first renders again after hydration (when the lazy route manifest
 * arrives, which a busy machine may not have applied yet): the page is counted once that has happened, waiting up
 * to 5 s for the count to fall within the budget, then taken as it stands.
 */
export async function domElements(page: Page): Promise<number> {
  const count = () => page.evaluate(() => document.getElementsByTagName("*").length);
  await expect
    .poll(count, { timeout: 5_000 })
    .toBeLessThanOrEqual(DOM_ELEMENTS_MAX)
    .catch(() => undefined);
  return count();
}
