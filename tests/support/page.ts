import { expect, type Page, type Request } from "@playwright/test";

/** Remix hydrates after the HTML arrives; client-side behaviour (menus, scroll buttons) needs it done. */
export const hydrated = (page: Page, { timeout }: { timeout?: number } = {}) =>
  page.waitForFunction(
    () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
    undefined,
    { timeout },
  );

/** Opens `path` and waits for hydration. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** A client-side navigation from a hydrated page, as a link click would start one (the path needs no link on the page). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    (to) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to),
    path,
  );
}

/** The site header (the banner landmark). */
export const siteHeader = (page: Page) => page.getByRole("banner");

/** The site footer (the contentinfo landmark). */
export const siteFooter = (page: Page) => page.getByRole("contentinfo");

/** Asserts the window scrolled so that the element's top sits in the viewport. */
export async function expectScrolledTo(page: Page, selector: string) {
  await expect(page.locator(selector)).toBeInViewport();
}

/** Holds every request matching `url` until `release()`: e.g. a lazy chunk, to act before it arrives. */
export async function holdRequests(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

/** A form's POST, not the visit beacon every page sends once it has loaded (app/insights/visit-beacon.ts). */
export const isFormPost = (request: Request) => request.method() === "POST" && new URL(request.url()).pathname !== "/api/visits";

/** The URLs of the requests the page makes from now on that match `test` (e.g. its POSTs, or one chunk). */
export function recordRequests(page: Page, test: (request: Request) => boolean) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (test(request)) urls.push(request.url());
  });
  return urls;
}
