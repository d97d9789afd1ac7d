import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";

/**
 * A new visitor (no cookies) whose clock is paused: the visit beacon waits for an idle moment, so nothing is sent until
 * `idle()` moves the clock. `beacons` holds the body of every beacon the page sent.
 */
export async function visitor(browser: Browser, options: BrowserContextOptions = {}, initScript?: string) {
  const context = await browser.newContext(options);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  // A paused fake clock: only runFor moves time, however long the page takes to load.
  const start = new Date();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/visits") beacons.push(request.postData() ?? "");
  });
  return { context, page, beacons };
}

/** Moves the clock past the idle wait, then waits for the `expected`-th beacon's answer. */
export async function idle(page: Page, beacons: string[], expected: number) {
  await page.clock.runFor(5_000);
  await expect.poll(() => beacons.length).toBe(expected);
}
