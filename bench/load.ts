import autocannon from "autocannon";
import { BROWSER_UA } from "./pages";

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function run(url: string, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    // What a browser sends: its pages come compressed from both servers.
    headers: { "user-agent": BROWSER_UA, "accept-encoding": "br, gzip" },
  });
}

/** autocannon, 50 connections for 10 s after a 3 s warm-up. */
export async function measureLoad(url: string): Promise<LoadResult> {
  await run(url, WARM_UP_S);
  const result = await run(url, DURATION_S);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}
