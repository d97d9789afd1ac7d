import type { Server } from "node:http";
import { logEvent } from "./log.ts";

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (at most
 * `timeoutMs`), run `cleanup` (flush the lead spool, close Redis), exit 0. Returns whether shutdown has begun, for
 * readiness.
 */
export function handleShutdown(server: Server, { timeoutMs, cleanup }: { timeoutMs: number; cleanup: () => Promise<void> }): () => boolean {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logEvent({ event: "shutdown", signal });
    const drained = new Promise((resolve) => server.close(resolve));
    // close() ends idle keep-alive sockets once; those busy now are ended as soon as they turn idle.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      logEvent({ level: "error", event: "shutdown", error: `requests still running after ${timeoutMs} ms: closed` });
      server.closeAllConnections();
    }, timeoutMs);
    await drained;
    clearTimeout(timer);
    clearInterval(idleSweep);
    try {
      await cleanup();
    } catch (error) {
      logEvent({ level: "error", event: "shutdown", error: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    }
    logEvent({ event: "shutdown", done: true });
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return () => stopping;
}
