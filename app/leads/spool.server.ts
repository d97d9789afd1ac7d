import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { ForwardTarget, LeadKind, LeadRecords } from "./records";

/** One accepted lead the store could not take: it is moved into the store when the store is back. */
export interface SpoolEntry<K extends LeadKind = LeadKind> {
  kind: K;
  record: LeadRecords[K];
  /** Enqueued when the lead reaches the store. */
  forwards?: ForwardTarget[];
}

export interface Spool {
  /** Appends and fsyncs; throws when the disk cannot be written (the visitor then gets the 503). */
  append(entry: SpoolEntry): Promise<void>;
  /**
   * Hands every spooled entry to `take`, oldest first; a file is removed only after all its entries were taken,
   * so a failure leaves them for the next drain (`take` must be idempotent). Returns how many were taken.
   */
  drain(take: (entry: SpoolEntry) => Promise<void>): Promise<number>;
  /** Entries waiting (for readiness and tests). */
  pending(): Promise<number>;
}

const SPOOL_FILE = /^spool-(\d+)\.jsonl(?:\.draining-\d+)?$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parseLines(text: string): SpoolEntry[] {
  // A crash can leave a half-written last line; every complete line was fsync'd before the visitor was answered.
  return text
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as SpoolEntry];
      } catch {
        return [];
      }
    });
}

/**
 * An append-only file per process under `dir` (`spool-<pid>.jsonl`). A drain first renames the file, so new
 * appends start a fresh one; files of processes that are gone are drained by whoever runs next.
 */
export function createSpool(dir: string): Spool {
  const own = path.join(dir, `spool-${process.pid}.jsonl`);
  // Appends and the rename of our own file never interleave: one chain of work in this process.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const result = chain.then(work);
    chain = result.catch(() => {});
    return result;
  };
  let draining: Promise<number> | undefined;

  async function spoolFiles(): Promise<string[]> {
    const names = await readdir(dir).catch(() => [] as string[]);
    return names
      .filter((name) => {
        const match = SPOOL_FILE.exec(name);
        return match && (Number(match[1]) === process.pid || !isRunning(Number(match[1])) || name.includes(".draining-"));
      })
      .sort()
      .map((name) => path.join(dir, name));
  }

  async function drainOnce(take: (entry: SpoolEntry) => Promise<void>): Promise<number> {
    await serial(() => rename(own, `${own}.draining-${Date.now()}`).catch(() => {}));
    let taken = 0;
    for (const file of await spoolFiles()) {
      if (file === own) continue;
      let target = file;
      if (!file.includes(".draining-")) {
        // Another (dead) process's file: claim it by renaming, so two instances never drain the same file.
        target = `${file}.draining-${Date.now()}`;
        if (!(await rename(file, target).then(() => true, () => false))) continue;
      }
      for (const entry of parseLines(await readFile(target, "utf8"))) {
        await take(entry);
        taken += 1;
      }
      await rm(target, { force: true });
    }
    return taken;
  }

  return {
    append: (entry) =>
      serial(async () => {
        await mkdir(dir, { recursive: true });
        const handle = await open(own, "a");
        try {
          await handle.write(`${JSON.stringify(entry)}\n`);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }),
    drain(take) {
      draining ??= drainOnce(take).finally(() => (draining = undefined));
      return draining;
    },
    async pending() {
      let count = 0;
      for (const file of await spoolFiles()) count += parseLines(await readFile(file, "utf8").catch(() => "")).length;
      return count;
    },
  };
}
