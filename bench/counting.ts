import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { LOAD_SECONDS, WARM_UP_SECONDS } from "./load";
import { BROWSER_UA } from "./pages";

const run = promisify(execFile);
const CONNECTIONS = 10;
/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** What a site spends on one request: CPU milliseconds of its process and its Redis, and how many it answered a second. */
export interface RequestCost {
  cpuMs: number;
  perSecond: number;
  failed: number;
}

/** CPU milliseconds a process has used (user + system). */
async function processCpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1].split(" ");
  // After "pid (name) ": utime and stime are the 12th and 13th fields.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds the Redis server on `port` has used. */
async function redisCpuMs(port: number): Promise<number> {
  const { stdout } = await run("redis-cli", ["-p", String(port), "info", "cpu"]);
  const seconds = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, "m").exec(stdout)?.[1] ?? Number.NaN);
  return (seconds("used_cpu_user") + seconds("used_cpu_sys")) * 1000;
}

async function load(siteUrl: string, path: string, send: "page" | "beacon", seconds: number) {
  const options = { path, send, connections: CONNECTIONS, seconds, userAgent: BROWSER_UA };
  const { stdout } = await run(process.execPath, ["bench/view-load.mjs", siteUrl, JSON.stringify(options)]);
  return JSON.parse(stdout) as { answered: number; failed: number; perSecond: number };
}

/**
 * What a page view of `path` (`send: "page"`) or its count (`send: "beacon"`, the visit beacon's POST) costs the
 * site: the CPU of its process and its Redis per request (autocannon, 10 connections, 10 s after a 3 s warm-up).
 * CPU rather than requests a second: the load generator shares this machine's cores, and a server at full load
 * answers 1 / (CPU per request) of them.
 */
export async function measureRequestCost(
  site: { url: string; pid: number },
  redisPort: number,
  path: string,
  send: "page" | "beacon",
): Promise<RequestCost> {
  const cpuMs = async () => (await processCpuMs(site.pid)) + (await redisCpuMs(redisPort));
  await load(site.url, path, send, WARM_UP_SECONDS);
  const before = await cpuMs();
  const result = await load(site.url, path, send, LOAD_SECONDS);
  return { cpuMs: ((await cpuMs()) - before) / result.answered, perSecond: result.perSecond, failed: result.failed };
}
