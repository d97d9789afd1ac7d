/**
 * Writes one JSON log line: `{"time": ISO, ...fields}`. Request lines (server.js) and lead events (app/leads) share
 * this shape so one query finds a request and everything it caused by `requestId`. Never pass an email or a phone
 * number: logs are kept longer and read by more people than the lead store.
 *
 * @param fields e.g. `{ event: "request", requestId, method, path, status, ms }`
 */
export function logEvent(fields: Record<string, unknown>): void {
  const stream = fields.level === "error" ? process.stderr : process.stdout;
  stream.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);
}
