import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/**
 * A Node process set up as server/main.ts sets it up (the uncaught-error log, then graceful shutdown on a listening
 * server); after `trigger` it reports whether the server still listens, and exits 0 itself.
 */
const child = (trigger: string) => `
  import { createServer } from "node:http";
  import { logUncaughtErrors } from "./server/process-errors.ts";
  import { handleShutdown } from "./server/shutdown.ts";
  logUncaughtErrors();
  const server = createServer((_req, res) => res.end("ok"));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  handleShutdown(server, { drainMs: 1000, cleanupMs: 1000, cleanup: async () => {} });
  ${trigger}
  // Two turns of the event loop: the error has been handled (and shutdown would have closed the server) by then.
  setImmediate(() => setImmediate(() => {
    console.log(JSON.stringify({ listening: server.listening }));
    process.exit(0);
  }));
`;

describe("uncaught errors", () => {
  it.each([
    ["a throw nothing catches", `setImmediate(() => { throw new Error("boom in a callback"); });`],
    ["a rejection nobody awaits", `void Promise.reject(new Error("boom in a promise"));`],
  ])("%s is logged at error level and the server keeps listening", async (_name, trigger) => {
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", child(trigger)], {
      env: { ...process.env, LOG_LEVEL: "info" },
    });
    const lines = stdout.trim().split("\n");
    expect(JSON.parse(lines.at(-1)!)).toEqual({ listening: true });
    const logged = lines.slice(0, -1).map((line) => JSON.parse(line) as Record<string, string>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error", event: "uncaught" });
    expect(logged[0].error).toMatch(/^Error: boom in a/);
  });
});

describe("a log reader that went away", () => {
  it("costs the log lines only: the server keeps answering and SIGTERM still stops it", async () => {
    // As server/main.ts sets up a process, with a log line per request; the port goes out on stderr.
    const script = `
      import { createServer } from "node:http";
      import { logEvent } from "./shared/log.ts";
      import { logUncaughtErrors } from "./server/process-errors.ts";
      import { handleShutdown } from "./server/shutdown.ts";
      logUncaughtErrors();
      const server = createServer((_req, res) => {
        logEvent({ event: "request" });
        res.end("ok");
      });
      await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
      handleShutdown(server, { drainMs: 1000, cleanupMs: 1000, cleanup: async () => {} });
      process.stderr.write(server.address().port + "\\n");
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = once(child, "exit");
    try {
      const [port] = (await once(child.stderr, "data")) as [Buffer];
      child.stdout.destroy();
      // Each request writes into the closed pipe. Before, the first failed write was logged by another write, and so on:
      // the process spun at full CPU and answered nothing more, SIGTERM included.
      for (let request = 0; request < 5; request++) {
        const response = await fetch(`http://127.0.0.1:${port.toString().trim()}/`, { signal: AbortSignal.timeout(5_000) });
        expect(await response.text()).toBe("ok");
      }
      child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      expect(code).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
