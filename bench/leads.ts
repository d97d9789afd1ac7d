import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { BROWSER_UA } from "./pages";

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

/** The /demo form's fields as the page renders them: text inputs get per-signup values, selects their first option. */
async function signupForm(siteUrl: string) {
  const html = await (await fetch(`${siteUrl}/demo`, { headers: { "user-agent": BROWSER_UA } })).text();
  const selects = Object.fromEntries(
    [...html.matchAll(/<select[^>]*name="(\w+)"[^>]*>([\s\S]*?)<\/select>/g)].map(([, name, options]) => [name, /<option value="([^"]+)"/.exec(options)?.[1] ?? ""]),
  );
  if (Object.keys(selects).length === 0) throw new Error("no select on /demo: the signup form changed");
  return (tag: string, index: number) =>
    new URLSearchParams({
      firstName: "Bench",
      lastName: `Signup ${index}`,
      email: `bench-${tag}-${index}@smithplumbing.com`,
      company: "Smith Plumbing & Heating",
      phone: "(212) 555-0123",
      ...selects,
    });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `warmUp` then `total` /demo signups, `concurrency` at a time, posted as the browser's form submission (Remix
 * single fetch) to a site whose store is real Redis; then counts the stored signups of this run through
 * `npm run leads:export`. As for the load test, rate and p99 are measured after the warm-up (a just-started process
 * runs unoptimised code); the warm-up's own p99 is reported beside them.
 */
export async function measureSignups(siteUrl: string, redisUrl: string, total = 1_000, concurrency = 50, warmUp = 200): Promise<LeadsResult> {
  const body = await signupForm(siteUrl);
  const tag = Date.now().toString(36);
  let acknowledged = 0;
  let index = 0;
  const send = async (count: number) => {
    const latencies: number[] = [];
    const end = index + count;
    const worker = async () => {
      while (index < end) {
        const sentAt = performance.now();
        const response = await fetch(`${siteUrl}/demo.data`, { method: "POST", body: body(tag, index++), headers: { "user-agent": BROWSER_UA } });
        const text = await response.text();
        latencies.push(performance.now() - sentAt);
        if (response.status === 200 && text.includes('"success"')) acknowledged++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { seconds: (performance.now() - started) / 1000, p99Ms: percentile(latencies.sort((a, b) => a - b), 99) };
  };
  const cold = await send(warmUp);
  const measured = await send(total);

  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/export-leads.ts", "--kind", "demo-signup"], {
    env: { ...process.env, REDIS_URL: redisUrl },
    maxBuffer: 64 * 1024 * 1024,
  });
  const stored = new Set(stdout.split("\n").filter((line) => line.includes(`bench-${tag}-`)).map((line) => /bench-\w+-\d+@/.exec(line)![0])).size;
  return {
    sent: warmUp + total,
    acknowledged,
    stored,
    requestsPerSecond: total / measured.seconds,
    p99Ms: measured.p99Ms,
    warmUp: { sent: warmUp, p99Ms: cold.p99Ms },
  };
}
