import type { Server } from "node:http";
import closeWithGrace from "close-with-grace";
import { logEvent } from "../shared/log.ts";

/**
 * Graceful shutdown (close-with-grace) on a signal (SIGTERM, SIGINT...), never on an uncaught error (logged and
 * survived: server/process-errors.ts): stop accepting
 * connections, let in-flight requests finish (at most `drainMs`, then their connections are closed), run `cleanup`
 * (stop the workers: flush the lead spool, close Redis), exit. A shutdown that hangs past `drainMs + cleanupMs`
 * exits 1. Returns whether shutdown has begun, for readiness.
 */
export function handleShutdown(
  server: Server,
  { drainMs, cleanupMs, cleanup }: { drainMs: number; cleanupMs: number; cleanup: () => Promise<void> },
): () => boolean {
  let stopping = false;
  closeWithGrace(
    {
      delay: drainMs + cleanupMs,
      // SIGUSR2 stays for diagnostics (the operations spec asks for a GC with it, --heapsnapshot-signal uses it).
      // Uncaught errors are not a reason to stop (one hostile request could take the site down): process-errors.ts.
      skip: ["SIGUSR2", "uncaughtException", "unhandledRejection"],
      logger: { error: (message: unknown) => logEvent({ level: "error", event: "shutdown", error: String(message) }) },
    },
    async ({ signal }) => {
      stopping = true;
      logEvent({ event: "shutdown", signal });
      const drained = new Promise((resolve) => server.close(resolve));
      // close() ends idle keep-alive sockets once; those busy now are ended as soon as they turn idle.
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      const timer = setTimeout(() => {
        logEvent({ level: "error", event: "shutdown", error: `requests still running after ${drainMs} ms: closed` });
        server.closeAllConnections();
      }, drainMs);
      await drained;
      clearTimeout(timer);
      clearInterval(idleSweep);
      await cleanup();
      logEvent({ event: "shutdown", done: true });
    },
  );
  return () => stopping;
}
