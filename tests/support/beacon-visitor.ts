import type { Browser, BrowserContextOptions } from "@playwright/test";

/**
 * A new visitor (no cookies) in a browser of its own with a paused clock: nothing idle runs (the visit beacon waits
 * for an idle moment) until the test moves the clock; `beacons` collects the bodies the page posts to /api/visits.
 */
export async function beaconVisitor(browser: Browser, options: BrowserContextOptions = {}, initScript?: string) {
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
