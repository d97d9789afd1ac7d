import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { BROWSER_ACCEPT_ENCODING } from "./html-size";
import { BROWSER_UA } from "./pages";

const CONNECTIONS = 50;
/** Every load run here (this one and the request cost's): a warm-up, then the measured seconds. */
export const WARM_UP_SECONDS = 3;
export const LOAD_SECONDS = 10;

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * autocannon in its own process, so the load generator does not share an event loop with the bench (which also
 * drains the site's log pipe).
 */
async function run(url: string, duration: number) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "node_modules/autocannon/autocannon.js",
      "--json",
      "--connections",
      String(CONNECTIONS),
      "--duration",
      String(duration),
      // What a browser sends: its pages come compressed from both servers.
      "--headers",
      `user-agent=${BROWSER_UA}`,
      "--headers",
      `accept-encoding=${BROWSER_ACCEPT_ENCODING}`,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
}

/** autocannon, 50 connections for 10 s after a 3 s warm-up. */
export async function measureLoad(url: string): Promise<LoadResult> {
  await run(url, WARM_UP_SECONDS);
  const result = await run(url, LOAD_SECONDS);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Two runs of the same server as one: mean rate and p99, errors added. */
export const meanLoad = (a: LoadResult, b: LoadResult): LoadResult => ({
  requestsPerSecond: (a.requestsPerSecond + b.requestsPerSecond) / 2,
  p99Ms: (a.p99Ms + b.p99Ms) / 2,
  errors: a.errors + b.errors,
  non2xx: a.non2xx + b.non2xx,
});
