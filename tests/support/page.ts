import { expect, type Page } from "@playwright/test";

/** Remix hydrates after the HTML arrives; client-side behaviour (menus, scroll buttons) needs it done. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized);
  return response;
}

/** The site header (the banner landmark). */
export const siteHeader = (page: Page) => page.getByRole("banner");

/** The site footer (the contentinfo landmark). */
export const siteFooter = (page: Page) => page.getByRole("contentinfo");

/** Asserts the window scrolled so that the element's top sits in the viewport. */
export async function expectScrolledTo(page: Page, selector: string) {
  await expect(page.locator(selector)).toBeInViewport();
}
