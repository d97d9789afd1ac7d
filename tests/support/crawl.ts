import type { APIRequestContext, Page, Response } from "@playwright/test";
import { hydrated } from "./page";

export interface CrawledLink {
  /** The page the link is on. */
  from: string;
  url: URL;
  hreflang: string | null;
  text: string;
}

/** What a crawl does with a same-origin link: open it as a page, only check that it answers, or leave it. */
export type LinkDecision = "visit" | "check" | "skip";

export interface CrawlResult {
  /** Every same-origin path visited or checked. */
  seen: Set<string>;
  /** `path -> status` for every page or file that answered 4xx or 5xx. */
  failures: string[];
  /** Console errors and uncaught exceptions, with the page they happened on. */
  errors: string[];
}

/**
 * Follows internal links from `starts` (in order) with a real browser, as a visitor clicking through the site would.
 * Third-party origins are never needed to render a page, so they are refused. `decide` sees every same-origin link
 * once per page.
 */
export async function crawl(
  {
    page,
    request,
    origin,
    load = (path) => page.goto(path),
  }: {
    page: Page;
    request: APIRequestContext;
    origin: string;
    /** Opens a page to visit (by default a plain `goto`). */
    load?: (path: string) => Promise<Response | null>;
  },
  starts: string[],
  decide: (link: CrawledLink) => LinkDecision,
  /** Runs on each visited page once it has hydrated and its network is idle (a measurement that needs the load). */
  onPage: (path: string) => Promise<void> = async () => {},
): Promise<CrawlResult> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );

  const seen = new Set<string>(starts);
  const queue = [...starts];
  const toCheck: string[] = [];
  const failures: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const status = (await load(path))?.status() ?? 0;
    if (status >= 400) {
      failures.push(`${path} -> ${status}`);
      continue;
    }
    // Hydrated, then settled: React reports a hydration mismatch (console.error) once its pass is over.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await onPage(path);
    const links = await page.locator("a[href]").evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: (anchor as HTMLAnchorElement).href,
        hreflang: anchor.getAttribute("hreflang"),
        text: anchor.textContent?.trim() ?? "",
      })),
    );
    for (const { href, hreflang, text } of links) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const decision = decide({ from: path, url, hreflang, text });
      if (decision === "skip" || seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      (decision === "visit" ? queue : toCheck).push(url.pathname);
    }
  }
  for (const path of toCheck) {
    const status = (await request.get(path)).status();
    if (status >= 400) failures.push(`${path} -> ${status}`);
  }
  return { seen, failures, errors };
}
