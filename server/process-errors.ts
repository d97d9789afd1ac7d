import { logEvent } from "../shared/log.ts";

/**
 * An error nothing caught (a throw in a timer or event handler, a rejected promise nobody awaited) is logged at error
 * level and the process keeps serving: one request's failure must not stop the site for everyone. Shutdown is for
 * signals only (server/shutdown.ts). Node's default for both is to exit.
 */
export function logUncaughtErrors(): void {
  process.on("uncaughtException", (error, origin) => {
    logEvent({ level: "error", event: "uncaught", origin, error: error instanceof Error ? error.stack : String(error) });
  });
  process.on("unhandledRejection", (reason) => {
    logEvent({
      level: "error",
      event: "uncaught",
      origin: "unhandledRejection",
      error: reason instanceof Error ? reason.stack : String(reason),
    });
  });
}
