import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

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
  /** Lighthouse's measure of this machine's CPU speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

/** The audits a floor run needs: its paint times and bytes, and the five metrics its performance score is made of. */
const METRIC_AUDITS = ["first-contentful-paint", "speed-index", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "total-byte-weight", "resource-summary"];

/**
 * One Lighthouse run (mobile, devtools throttling: its simulated throttling mis-ranks modulepreload links) in a
 * fresh Chromium with a fresh profile, so no run sees another's cache. `metricsOnly` (floors): the performance score
 * only (from its five metrics), the other categories score 0.
 */
export async function runLighthouse(url: string, { metricsOnly = false } = {}): Promise<LighthouseResult> {
  const userDataDir = await mkdtemp(join(tmpdir(), "bench-chrome-"));
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttlingMethod: "devtools",
      disableFullPageScreenshot: true,
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
    const summary = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as LighthouseResult["scores"],
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      transferBytes: audit("total-byte-weight"),
      jsBytes: summary.find((item) => item.resourceType === "script")?.transferSize ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
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
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}
