import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";

type LighthouseReport = RunnerResult["lhr"];

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferBytes: number;
  jsBytes: number;
  /** Paths of the page's own scripts the run fetched (`/assets/...`), to weigh them as the build manifest's are. */
  scripts: string[];
  /** When the HTML document had fully arrived, from the navigation's start (the earliest a page can paint all of it). */
  documentEnd: number;
  /** Lighthouse's measure of this machine's CPU speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the run applied (devtools throttling), as Lighthouse reports it. */
  cpuSlowdown: number;
  /** Elements in the page (Lighthouse's DOM size insight; NaN on a metrics-only run). */
  domElements: number;
}

/** The audits a floor run needs: its paint times and bytes, and the five metrics its performance score is made of. */
const METRIC_AUDITS = [
  "first-contentful-paint",
  "speed-index",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "total-byte-weight",
  "resource-summary",
  "metrics",
  "network-requests",
];

/** The same-origin scripts a run fetched, as paths. */
function ownScripts(lhr: LighthouseReport, pageUrl: string): string[] {
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const origin = new URL(pageUrl).origin;
  return requests
    .filter((request) => request.resourceType === "Script" && new URL(request.url).origin === origin)
    .map((request) => new URL(request.url).pathname);
}

/** A fresh Chromium with a fresh profile for `use`: no run sees another's cache unless it runs in the same `use`. */
async function withChrome<T>(use: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = await mkdtemp(join(tmpdir(), "bench-chrome-"));
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

type RunOptions = { metricsOnly?: boolean; keepCache?: boolean; cpuSlowdown?: number };

/** When the main document finished arriving, in ms from the navigation's start (the clock LCP is measured on). */
function documentEnd(lhr: LighthouseReport): number {
  const requests = lhr.audits["network-requests"]?.details as
    { items?: { url: string; resourceType?: string; networkEndTime?: number }[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = (lhr.audits.metrics?.details as { items?: { observedNavigationStartTs?: number }[] } | undefined)?.items?.[0];
  const document = requests?.items?.find((item) => item.resourceType === "Document" && item.url === lhr.finalDisplayedUrl);
  const startTs = requests?.debugData?.networkStartTimeTs;
  if (document?.networkEndTime === undefined || startTs === undefined || metrics?.observedNavigationStartTs === undefined)
    return Number.NaN;
  // Network times count from the first request; metrics from the navigation start (both in microseconds here).
  return document.networkEndTime + (startTs - metrics.observedNavigationStartTs) / 1000;
}

async function lighthouseOn(
  port: number,
  url: string,
  { metricsOnly = false, keepCache = false, cpuSlowdown }: RunOptions,
): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    throttlingMethod: "devtools",
    // The reference phone's slowdown on this host (bench/reference-phone.ts); the network throttling stays Lighthouse's.
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    disableFullPageScreenshot: true,
    // A second visit: what an earlier run in this browser cached stays.
    disableStorageReset: keepCache,
    ...(metricsOnly
      ? { onlyAudits: METRIC_AUDITS }
      : // Not part of any score; they only cost time on a 2-core machine.
        { onlyCategories: [...CATEGORIES], skipAudits: ["bf-cache", "screenshot-thumbnails", "final-screenshot", "valid-source-maps"] }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // Slow-CPU and load warnings explain odd figures; they go to stderr beside the run.
  for (const warning of lhr.runWarnings) console.error(`[lighthouse] ${url}: ${warning}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as LighthouseResult["scores"],
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    transferBytes: audit("total-byte-weight"),
    jsBytes: summary.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    scripts: ownScripts(lhr, url),
    documentEnd: documentEnd(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    domElements: audit("dom-size-insight"),
  };
}

/**
 * One Lighthouse run (mobile, devtools throttling: its simulated throttling mis-ranks modulepreload links) in a
 * fresh Chromium with a fresh profile, so no run sees another's cache. `metricsOnly` (floors): the performance score
 * only (from its five metrics), the other categories score 0.
 */
export function runLighthouse(url: string, options: { metricsOnly?: boolean; cpuSlowdown?: number } = {}): Promise<LighthouseResult> {
  return withChrome((port) => lighthouseOn(port, url, options));
}

/**
 * This host's CPU benchmark index now: a short Lighthouse run (first paint only) on `url`, whose index Lighthouse
 * measures before it loads the page. The reference phone's slowdown for the runs that follow comes from it.
 */
export async function measureBenchmarkIndex(url: string): Promise<number> {
  return withChrome(async (port) => {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyAudits: ["first-contentful-paint"] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr.environment.benchmarkIndex;
  });
}

/**
 * A visitor's second page: `first` loads in a fresh browser, then `second` is measured in the same browser with
 * what the first visit cached (the stylesheet, the shared scripts).
 */
export function runSecondVisit(first: string, second: string, cpuSlowdown?: number): Promise<LighthouseResult> {
  return withChrome(async (port) => {
    await lighthouseOn(port, first, { metricsOnly: true, keepCache: true, cpuSlowdown });
    return lighthouseOn(port, second, { keepCache: true, cpuSlowdown });
  });
}

/** The median of each number across runs (scores included). */
export function medianResult(runs: LighthouseResult[]): LighthouseResult {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const of = (pick: (run: LighthouseResult) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])) as LighthouseResult["scores"],
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    transferBytes: of((run) => run.transferBytes),
    jsBytes: of((run) => run.jsBytes),
    // Every run of a page fetches the same scripts.
    scripts: runs[0]?.scripts ?? [],
    documentEnd: of((run) => run.documentEnd),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    cpuSlowdown: of((run) => run.cpuSlowdown),
    domElements: of((run) => run.domElements),
  };
}
