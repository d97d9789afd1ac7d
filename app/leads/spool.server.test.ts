import { appendFile, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ReportDownloadRecord } from "./records";
import { createSpool, type SpoolEntry } from "./spool.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "spool-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const entry = (id: string): SpoolEntry => ({
  kind: "report-download",
  record: {
    id,
    email: "a@acme.test",
    name: "A",
    company_name: "Acme",
    zip_code: "12345",
    report_name: "r",
    created_at: "2026-01-01T00:00:00.000Z",
  } as ReportDownloadRecord,
});
/** A process id that is not running (the kernel's pid_max is far below it). */
const DEAD_PID = 2 ** 30;

describe("lead spool", () => {
  it("keeps entries in order until a drain takes them all; a failed drain keeps them for the next", async () => {
    const spool = createSpool(dir);
    await Promise.all(["A", "B", "C"].map((id) => spool.append(entry(id))));
    expect(await spool.pending()).toBe(3);

    const taken: string[] = [];
    await expect(
      spool.drain(async ({ record }) => {
        if (record.id === "B") throw new Error("store down again");
        taken.push(record.id);
      }),
    ).rejects.toThrow("store down again");
    expect(await spool.pending()).toBe(3);

    await spool.append(entry("D"));
    expect(await spool.drain(async ({ record }) => void taken.push(record.id))).toBe(4);
    expect(taken).toEqual(["A", "A", "B", "C", "D"]);
    expect(await spool.pending()).toBe(0);
    expect(await readdir(dir)).toEqual([]);
  });

  it("drains what a stopped process left, keeping a half-written last line aside", async () => {
    const left = join(dir, `spool-${DEAD_PID}.jsonl`);
    await writeFile(left, `${JSON.stringify(entry("X"))}\n`);
    await appendFile(left, '{"kind":"report-download","rec');
    const taken: string[] = [];
    expect(await createSpool(dir).drain(async ({ record }) => void taken.push(record.id))).toBe(1);
    expect(taken).toEqual(["X"]);
  });

  it("leaves the spool of a process that still runs to that process", async () => {
    await writeFile(join(dir, `spool-${process.ppid}.jsonl`), `${JSON.stringify(entry("Y"))}\n`);
    expect(await createSpool(dir).drain(async () => {})).toBe(0);
  });
});
