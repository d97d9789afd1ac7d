import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports";

/** A real `node server.js` process for operational tests (outages, several instances, shutdown, memory). */
export interface SiteProcess {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  logs(): string;
  /** Sends the signal (default SIGTERM) and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Stops the site when this test process is gone (tests/support/exit-with-parent.mjs). */
export const EXIT_WITH_PARENT = fileURLToPath(new URL("./exit-with-parent.mjs", import.meta.url));
const START_TIMEOUT_MS = 120_000;
const POLL_INTERVAL_MS = 100;
// Variables that pick real backends: a test only gets the ones it passes, never the developer's own.
const BACKEND_VARIABLE = /^(REDIS_URL|UPSTASH_|SANITY_|PORT$|SITE_URL$)/;

/**
 * Spawns `node [--import preload...] server.js` from the repository root (or `cwd`: another checkout, as the bench's
 * `--against`) against its existing production build (`build/`) and resolves once `GET /healthz` answers 200.
 */
export async function startSite(options: {
  port: number;
  env?: Record<string, string>;
  preload?: string[];
  cwd?: string;
}): Promise<SiteProcess> {
  const url = `http://localhost:${options.port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !BACKEND_VARIABLE.test(name)));
  const preload = [EXIT_WITH_PARENT, ...(options.preload ?? [])];
  const child = spawn(process.execPath, [...preload.flatMap((file) => ["--import", file]), "server.js"], {
    cwd: options.cwd ?? REPO_ROOT,
    // Every log line is kept for the test to read (`logs()`: lead events, the request log), never printed.
    env: { ...inherited, NODE_ENV: "production", LOG_LEVEL: "info", SITE_URL: url, ...options.env, PORT: String(options.port) },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code: number | null) => resolve(code)));

  let running = true;
  void exited.then(() => (running = false));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (!running) throw new Error(`server.js on port ${options.port} exited before it was healthy:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server.js on port ${options.port} was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }

  return {
    url,
    pid: child.pid!,
    logs: () => output,
    stop: (signal = "SIGTERM") => {
      if (running) child.kill(signal);
      return exited;
    },
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** A spec's own site process whose lead store and spool live in a temporary folder, removed when it stops. */
export interface SiteWithOwnStore extends SiteProcess {
  /** LEAD_STORE_DIR, LEAD_SPOOL_DIR and SESSION_SECRET: what a script or store reading the same data needs. */
  storeEnv: Record<string, string>;
}

/** Starts a site of the spec `name` on a free port with a fresh store, quiet below warnings, and `env` on top. */
export async function startSiteWithOwnStore(name: string, env: Record<string, string> = {}): Promise<SiteWithOwnStore> {
  const dir = await mkdtemp(join(tmpdir(), `${name}-e2e-`));
  const storeEnv = { LEAD_STORE_DIR: join(dir, "store"), LEAD_SPOOL_DIR: join(dir, "spool"), SESSION_SECRET: `${name}-spec-secret` };
  const removeDir = () => rm(dir, { recursive: true, force: true });
  const site = await startSite({ port: await freePort(), env: { ...storeEnv, LOG_LEVEL: "warn", ...env } }).catch(
    async (error: unknown) => {
      await removeDir();
      throw error;
    },
  );
  return {
    ...site,
    storeEnv,
    stop: (signal) => site.stop(signal).finally(removeDir),
  };
}
