import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { BROWSER_UA } from "./pages";

const run = promisify(execFile);

export interface LeadsResult {
  /** Every signup sent, the warm-up's included; none may be lost. */
  sent: number;
  acknowledged: number;
  stored: number;
  /** The measured signups (after the warm-up). */
  requestsPerSecond: number;
  p99Ms: number;
  /** The warm-up's signups: a process that has just started (code not yet optimised, nothing cached). */
  warmUp: { sent: number; p99Ms: number };
}

/** The /demo form's fields as the page renders them: text inputs get fixed values, selects their first option. */
async function signupFields(siteUrl: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${siteUrl}/demo`, { headers: { "user-agent": BROWSER_UA } })).text();
  const selects = Object.fromEntries(
    [...html.matchAll(/<select[^>]*name="(\w+)"[^>]*>([\s\S]*?)<\/select>/g)].map(([, name, options]) => [
      name,
      /<option value="([^"]+)"/.exec(options)?.[1] ?? "",
    ]),
  );
  if (Object.keys(selects).length === 0) throw new Error("no select on /demo: the signup form changed");
  return { firstName: "Bench", company: "Smith Plumbing & Heating", phone: "(212) 555-0123", ...selects };
}

/**
 * `warmUp` then `total` /demo signups, `concurrency` at a time (autocannon in its own process: `signup-load.mjs`),
 * posted as the browser's form submission (Remix single fetch) to a site whose store is real Redis; then counts the
 * stored signups of this run through `npm run leads:export`. As for the load test, rate and p99 are measured after
 * the warm-up (a just-started process runs unoptimised code); the warm-up's own p99 is reported beside them.
 */
export async function measureSignups(
  siteUrl: string,
  redisUrl: string,
  total = 1_000,
  concurrency = 50,
  warmUp = 200,
): Promise<LeadsResult> {
  const fields = await signupFields(siteUrl);
  const tag = Date.now().toString(36);
  const send = async (first: number, amount: number) => {
    const options = { tag, first, amount, connections: concurrency, fields, userAgent: BROWSER_UA };
    const { stdout } = await run(process.execPath, ["bench/signup-load.mjs", siteUrl, JSON.stringify(options)]);
    return JSON.parse(stdout) as { acknowledged: number; sent: number; seconds: number; p99Ms: number };
  };
  const cold = await send(0, warmUp);
  const measured = await send(warmUp, total);

  const { stdout } = await run("npx", ["tsx", "scripts/export-leads.ts", "--kind", "demo-signup"], {
    env: { ...process.env, REDIS_URL: redisUrl },
    maxBuffer: 64 * 1024 * 1024,
  });
  const stored = new Set(
    stdout
      .split("\n")
      .filter((line) => line.includes(`bench-${tag}-`))
      .map((line) => /bench-\w+-\d+@/.exec(line)![0]),
  ).size;
  return {
    sent: cold.sent + measured.sent,
    acknowledged: cold.acknowledged + measured.acknowledged,
    stored,
    requestsPerSecond: measured.sent / measured.seconds,
    p99Ms: measured.p99Ms,
    warmUp: { sent: cold.sent, p99Ms: cold.p99Ms },
  };
}
