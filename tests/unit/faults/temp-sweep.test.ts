import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openLeadStore } from "../../support/lead-store";

/** A process killed mid-write (kill -9) leaves its temp file in `.writing`: the next process to start sweeps them. */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "temp-sweep-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it("sweeps the temp files of processes that are gone, and old ones, at start; a live writer's stay", async () => {
  const writing = join(dir, ".writing");
  await mkdir(writing, { recursive: true });
  const gone = spawnSync(process.execPath, ["-e", ""]).pid;
  const killed = Array.from({ length: 5 }, () => `${gone}.${randomUUID()}`);
  const live = `${process.ppid}.${randomUUID()}`;
  const older = randomUUID();
  for (const name of [...killed, live, older]) await writeFile(join(writing, name), "{}");
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  await utimes(join(writing, older), hourAgo, hourAgo);

  const store = openLeadStore({ driver: "fs", dir });
  await store.ping();
  expect(await readdir(writing)).toEqual([live]);
  await store.accept("report-download", { email: "a@shop.test", name: "A", company_name: "Shop", zip_code: "12345", report_name: "r" }, []);
  expect(await readdir(writing)).toEqual([live]);
});
