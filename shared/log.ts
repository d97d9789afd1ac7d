import { pino } from "pino";

/**
 * The process's JSON logger: one line per event, `{"level", "time", ...fields, "msg"}`. Request lines (pino-http in
 * server/request-log.ts) and lead events (app/leads) share it so one query finds a request and everything it caused
 * by `requestId`. LOG_LEVEL picks what is written (default info; test runs set warn so requests stay out of their output).
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL || "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Through process.stdout (synchronous for files and, on Linux, pipes): every line is out before an exit.
  process.stdout,
);

// A log reader that went away (a collector restarted, the process that started the site gone) must not stop the
// site: from then on its lines are dropped. Unhandled, each failed write raised an error that was logged by another
// write, a loop that held the main thread for good: no request and no SIGTERM was handled any more.
process.stdout.on("error", () => {
  logger.level = "silent";
});

/**
 * Writes one log line with these fields. Never pass an email or a phone number: logs are kept longer and read by
 * more people than the lead store.
 *
 * @param fields e.g. `{ event: "lead.stored", requestId }`; `level: "error"` (or warn) for failures.
 */
export function logEvent({ level, ...fields }: Record<string, unknown>): void {
  if (level === "error") logger.error(fields);
  else if (level === "warn") logger.warn(fields);
  else logger.info(fields);
}
