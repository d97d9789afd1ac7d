import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openLeadStore } from "../../support/lead-store";
import { startProviderStandIn, type ProviderStandIn } from "../../mocks/provider-stand-in";
import { freePort } from "../../support/ports";
import { startRedisServer, type RedisProcess } from "../../support/redis-server";

/** `npm run leads:retry` with Redis closes what it opened: it exits within 5 s of its last send (it never exited before). */
let redis: RedisProcess;
let standIn: ProviderStandIn;
let dir: string;
beforeAll(async () => {
  redis = await startRedisServer(await freePort());
  standIn = await startProviderStandIn(await freePort(), 1_000);
  dir = await mkdtemp(join(tmpdir(), "retry-exits-"));
});
afterAll(async () => {
  await standIn?.close();
  await redis?.stop();
  await rm(dir, { recursive: true, force: true });
});

it("exits within 5 s of sending a sales notification", { timeout: 60_000 }, async () => {
  const store = openLeadStore({ driver: "redis", url: redis.url });
  const { record } = await store.accept(
    "report-download",
    { email: "a@shop.test", name: "A", company_name: "Shop", zip_code: "12345", report_name: "r" },
    ["notify"],
  );
  await store.dispose();
  let lastSend = 0;
  const push = standIn.requests.push.bind(standIn.requests);
  standIn.requests.push = (...items) => ((lastSend = Date.now()), push(...items));

  const child = spawn("npm", ["run", "--silent", "leads:retry"], {
    env: {
      ...process.env,
      REDIS_URL: redis.url,
      UPSTASH_REDIS_REST_URL: "",
      RESEND_API_KEY: "re_stand_in",
      RESEND_BASE_URL: standIn.url,
      LEAD_SPOOL_DIR: join(dir, "spool"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
    child.once("exit", (exitCode) => (clearTimeout(timer), resolve(exitCode)));
  });
  const exitedAfter = Date.now() - lastSend;
  expect(code, output).toBe(0);
  expect(standIn.requests.filter((request) => request.path === "/emails").map((request) => request.idempotencyKey)).toEqual([
    `lead-notification/report-download/${record.id}`,
  ]);
  expect(exitedAfter).toBeLessThan(5_000);
});
