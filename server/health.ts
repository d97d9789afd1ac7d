import type { Request, RequestHandler, Response } from "express";
import { logEvent } from "../shared/log.ts";

// A backstop: each check bounds itself (content waits 1 s, then its last good copy); this catches one that hangs.
const CHECK_TIMEOUT_MS = 3_000;

/** `GET /healthz`: liveness only; answers while the process runs and never touches the store or content. */
export const liveness: RequestHandler = (_req, res) => {
  res.set("Cache-Control", "no-store").type("text/plain").send("ok");
};

/**
 * `GET /readyz`: 200 when every check passes within 3 s, else 503 naming the failed ones (details go to the log,
 * not to whoever asked). `isStopping()` true (graceful shutdown) fails it so a load balancer drains this instance.
 *
 * @param checks e.g. `{ store, content }`
 */
export function readiness(
  checks: Record<string, () => Promise<unknown>>,
  isStopping: () => boolean,
): (req: Request, res: Response) => Promise<void> {
  return async (_req, res) => {
    const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await settle(check)] as const));
    const failed = results.filter(([, error]) => error).map(([name]) => name);
    for (const [name, error] of results) if (error) logEvent({ level: "error", event: "readiness", check: name, error });
    if (isStopping()) failed.push("shutdown");
    res
      .set("Cache-Control", "no-store")
      .status(failed.length ? 503 : 200)
      .json({ ready: failed.length === 0, failed });
  };
}

/** The check's error message, or undefined when it passed in time. */
async function settle(check: () => Promise<unknown>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
