import { appendFile, mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { isRunning } from "~/store/process-owner.server";
import type { ForwardTarget, LeadKind, LeadRecords } from "./records";
import { logEvent } from "../../shared/log.ts";

/** One accepted lead the store could not take: it is moved into the store when the store is back. */
export interface SpoolEntry<K extends LeadKind = LeadKind> {
  kind: K;
  record: LeadRecords[K];
  /** Enqueued when the lead reaches the store. */
  forwards?: ForwardTarget[];
}

/** An append-only file of entries (accepted leads; visit counts) waiting for the store. */
export interface Spool<E = SpoolEntry> {
  /**
   * Appends one whole line and fsyncs; throws when the disk cannot take it whole (the visitor then gets the 503),
   * and then cuts the file back to where it was, so no part of the line stays.
   */
  append(entry: E): Promise<void>;
  /**
   * Hands every spooled entry to `take`, oldest first; a file is removed only after all its entries were taken,
   * so a failure leaves them for the next drain (`take` must be idempotent). Returns how many were taken.
   */
  drain(take: (entry: E) => Promise<void>): Promise<number>;
  /** Entries waiting (for readiness and tests). */
  pending(): Promise<number>;
}

const SPOOL_FILE = /^spool-(\d+)\.jsonl(?:\.draining-\d+)?$/;

/** Lines that cannot be read (a torn write the disk could not undo): kept aside in this file, never dropped. */
export const DAMAGED_FILE = "damaged.jsonl";

/** The entries of a spool file; a line that is not a whole entry is kept aside in `damaged.jsonl` and logged loudly. */
async function readEntries<E>(dir: string, file: string): Promise<E[]> {
  const entries: E[] = [];
  for (const line of (await readFile(file, "utf8")).split("\n")) {
    if (!line) continue;
    try {
      entries.push(JSON.parse(line) as E);
    } catch {
      await appendFile(path.join(dir, DAMAGED_FILE), `${line}\n`);
      // The line holds a lead's details: the log says where it is kept, never what it holds.
      logEvent({ level: "error", event: "spool.damaged-line", file: path.basename(file), keptIn: path.join(dir, DAMAGED_FILE) });
    }
  }
  return entries;
}

/**
 * An append-only file per process under `dir` (`spool-<pid>.jsonl`). A drain first renames the file, so new
 * appends start a fresh one; files of processes that are gone are drained by whoever runs next.
 */
export function createSpool<E = SpoolEntry>(dir: string): Spool<E> {
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

  async function drainOnce(take: (entry: E) => Promise<void>): Promise<number> {
    await serial(() => rename(own, `${own}.draining-${Date.now()}`).catch(() => {}));
    let taken = 0;
    for (const file of await spoolFiles()) {
      if (file === own) continue;
      let target = file;
      if (!file.includes(".draining-")) {
        // Another (dead) process's file: claim it by renaming, so two instances never drain the same file.
        target = `${file}.draining-${Date.now()}`;
        if (
          !(await rename(file, target).then(
            () => true,
            () => false,
          ))
        )
          continue;
      }
      for (const entry of await readEntries<E>(dir, target)) {
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
        const { size } = await handle.stat();
        try {
          // writeFile on a handle loops over short writes until the whole line is written, or throws.
          await handle.writeFile(`${JSON.stringify(entry)}\n`);
          await handle.sync();
        } catch (error) {
          // ENOSPC or a failed flush: take the partial line back out (never acknowledged, never half-kept).
          await handle.truncate(size).catch(() => {});
          await handle.sync().catch(() => {});
          throw error;
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
      for (const file of await spoolFiles()) count += (await readFile(file, "utf8").catch(() => "")).split("\n").filter(Boolean).length;
      return count;
    },
  };
}
