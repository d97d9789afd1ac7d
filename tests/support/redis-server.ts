import { spawn, type ChildProcess } from "node:child_process";
import { redisAnswers } from "./test-redis";

/** A throwaway `redis-server` without persistence on its own port, stopped and restarted by PID in outage tests. */
export interface RedisProcess {
  url: string;
  pid: number;
  /** kill -STOP / -CONT: the server freezes with its connections open, then resumes. */
  freeze(): void;
  thaw(): void;
  /** kill -9: gone at once (without persistence its data goes with it). */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedisServer(port: number): Promise<RedisProcess> {
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const url = `redis://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(url))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const signal = (name: NodeJS.Signals) => process.kill(child.pid!, name);
  return {
    url,
    pid: child.pid!,
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    async kill() {
      signal("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal("SIGCONT");
      signal("SIGTERM");
      await exited;
    },
  };
}
