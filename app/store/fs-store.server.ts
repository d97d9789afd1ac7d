import { randomUUID } from "node:crypto";
import { appendFile, link, mkdir, open, readdir, readFile, rename, rm, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import type { KeyValueStore } from "./key-value.server";
import { isRunning } from "./process-owner.server";

/** Where a value is written before it takes its key's name; never listed as a key. */
const TEMP = ".writing";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Writes `value` to a new file and flushes it to disk; on any failure (ENOSPC, a short write) the file is removed,
 * so nothing half-written is left behind.
 */
export async function writeWhole(file: string, value: string): Promise<void> {
  const handle = await open(file, "wx");
  try {
    // writeFile on a handle loops until every byte is written, or throws.
    await handle.writeFile(value);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
}

/** Once-keys remembered in memory to answer repeats; a repeat older than that is still counted once when read. */
const RECENT_ONCE_KEYS = 100_000;
/** Free disk space kept for leads on the file store: below it, countOnce (visit counts) writes nothing. */
export const COUNT_RESERVE_BYTES = 64 * 1024 * 1024;

/** A temp file this old is abandoned whoever wrote it (a write takes milliseconds). */
const STALE_TEMP_MS = 10 * 60 * 1000;
/** Temp files are named `<pid>.<uuid>`, so one whose process is gone (kill -9 mid-write) can be swept at once. */
const TEMP_NAME = /^(\d+)\.[0-9a-f-]{36}$/;

/** Removes the temp files of processes that are gone, and any temp file older than STALE_TEMP_MS. */
async function sweepTemp(folder: string): Promise<void> {
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const pid = Number(TEMP_NAME.exec(name)?.[1] ?? Number.NaN);
    const abandoned =
      (pid !== process.pid && Number.isInteger(pid) && !isRunning(pid)) ||
      (await stat(path.join(folder, name)).then(
        ({ mtimeMs }) => Date.now() - mtimeMs > STALE_TEMP_MS,
        () => false,
      ));
    if (abandoned) await rm(path.join(folder, name), { force: true });
  }
}

/**
 * Keys are files under `dir` (`a:b:c` is `dir/a/b/c`). Every write goes to a file of its own first, flushed whole,
 * then takes the key's name in one step (rename, or link for write-once keys), so a reader never sees a
 * half-written value and a full disk leaves no record behind. Queues are one small file per member. Temp files a
 * killed process left are swept before this process's first write (and by `ping`, the readiness check).
 */
export function fsStore(dir: string, { countReserveBytes = COUNT_RESERVE_BYTES } = {}): KeyValueStore {
  const file = (key: string) => path.join(dir, ...key.split(":"));
  let swept: Promise<void> | undefined;
  const sweepOnce = () => (swept ??= sweepTemp(path.join(dir, TEMP)));
  const staged = async (value: string) => {
    await sweepOnce();
    const temp = path.join(dir, TEMP, `${process.pid}.${randomUUID()}`);
    await mkdir(path.dirname(temp), { recursive: true });
    await writeWhole(temp, value);
    return temp;
  };
  /** Gives a staged file the key's name unless the key exists (false then): `link` refuses an existing name. */
  const nameOnce = async (temp: string, key: string) => {
    await mkdir(path.dirname(file(key)), { recursive: true });
    try {
      await link(temp, file(key));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  };
  const unstage = (temps: string[]) => Promise.all(temps.map((temp) => rm(temp, { force: true })));
  const put = async (key: string, value: string) => {
    const temp = await staged(value);
    try {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await rename(temp, file(key));
    } finally {
      await unstage([temp]);
    }
  };
  // Creation is atomic across processes (the server and `npm run leads:retry`).
  const createOnce = async (key: string, value: string) => {
    const temp = await staged(value);
    try {
      return await nameOnce(temp, key);
    } finally {
      await unstage([temp]);
    }
  };
  const get = async (key: string) => {
    try {
      return await readFile(file(key), "utf8");
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  const remove = (key: string) => rm(file(key), { force: true });
  const keys = async (prefix: string) => {
    const base = file(prefix);
    let names: string[];
    try {
      names = (await readdir(base, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch (error) {
      if (missing(error) || (error as NodeJS.ErrnoException).code === "ENOTDIR") return [];
      throw error;
    }
    return names.map((name) => path.relative(dir, name).split(path.sep).join(":")).filter((key) => !key.startsWith(`${TEMP}:`));
  };
  const queueKey = (queue: string, member: string) => `queues:${queue}:${member}`;
  // One process owns the counters: a map is atomic here because JavaScript runs one callback at a time.
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Once-keys this process counted lately, with when each expires: the answer to a repeat. The counter file itself
  // holds each count's once-key, so a reader counts a key once within its time whichever process wrote it.
  const recentlyCounted = new LRUCache<string, number>({ max: RECENT_ONCE_KEYS });
  return {
    get,
    put,
    async putOnce(key, value, enqueue) {
      // Everything that needs disk space is written first: a full disk refuses the whole write before any name exists.
      const temps = [await staged(value)];
      try {
        const entries: { key: string; temp: string }[] = [];
        for (const member of enqueue?.members ?? []) {
          const temp = await staged(String(enqueue!.at));
          temps.push(temp);
          entries.push({ key: queueKey(enqueue!.queue, member), temp });
        }
        if (!(await nameOnce(temps[0], key))) return false;
        const queued: string[] = [];
        try {
          // A member already queued keeps its time. A crash here leaves the record without its index: the outbox's
          // sweep finds it (the request never answered, so it may still be sent).
          for (const entry of entries) if (await nameOnce(entry.temp, entry.key)) queued.push(entry.key);
        } catch (error) {
          // Refused (the visitor is told it failed): nothing may stay that `npm run leads:retry` could send.
          for (const done of [key, ...queued]) await remove(done);
          throw error;
        }
        return true;
      } finally {
        await unstage(temps);
      }
    },
    async putAndSchedule(key, value, queue, member, at) {
      await put(key, value);
      if (at === null) await remove(queueKey(queue, member));
      else await put(queueKey(queue, member), String(at));
    },
    remove,
    async removeIf(key, value) {
      if ((await get(key)) === value) await remove(key);
    },
    keys,
    async lease(key, value, seconds) {
      if (await createOnce(key, value)) return true;
      const since = await stat(file(key)).then(
        ({ mtimeMs }) => mtimeMs,
        () => 0,
      );
      if (Date.now() - since < seconds * 1000) return false;
      await remove(key);
      return createOnce(key, value);
    },
    async due(queue, until = Number.POSITIVE_INFINITY) {
      const prefix = `queues:${queue}:`;
      const entries = await Promise.all(
        (await keys(`queues:${queue}`)).map(async (key) => ({ member: key.slice(prefix.length), at: Number(await get(key)) })),
      );
      return entries
        .filter(({ at }) => at <= until)
        .sort((a, b) => a.at - b.at)
        .map(({ member }) => member);
    },
    unschedule: (queue, member) => remove(queueKey(queue, member)),
    async incrementWindow(key, windowSeconds, points) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) windows.set(key, (window = { count: 0, resetAt: now + windowSeconds * 1000 }));
      window.count += points;
      return { count: window.count, msLeft: window.resetAt - now };
    },
    async countOnce(onceKey, ttlSeconds, counterKey, ...fields) {
      // Checked and set before the first await: concurrent calls in this process count a key once.
      const now = Date.now();
      if ((recentlyCounted.get(onceKey) ?? 0) > now) return false;
      recentlyCounted.set(onceKey, now + ttlSeconds * 1000);
      try {
        await mkdir(dir, { recursive: true });
        // Leads win the disk: counts stop while less than the reserve is free (those views are not counted).
        const { bavail, bsize } = await statfs(dir);
        if (bavail * bsize < countReserveBytes) {
          recentlyCounted.delete(onceKey);
          return false;
        }
        await mkdir(path.dirname(file(counterKey)), { recursive: true });
        // One line per count, appended in one write (O_APPEND): processes sharing the folder never overwrite each
        // other's counts, and a day's views are one file, not a file a view. One field stays a bare string (the
        // lines written before counts could have several).
        await appendFile(file(counterKey), `${JSON.stringify([fields.length === 1 ? fields[0] : fields, onceKey, now, ttlSeconds])}\n`);
      } catch (error) {
        recentlyCounted.delete(onceKey);
        throw error;
      }
      return true;
    },
    async counters(key) {
      const counts: Record<string, number> = {};
      const countedUntil = new Map<string, number>();
      for (const line of ((await get(key)) ?? "").split("\n")) {
        let entry: unknown;
        try {
          entry = JSON.parse(line);
        } catch {
          continue; // the empty end, or a line a crash cut short
        }
        // Lines before once-keys moved into the file are the bare field.
        const [counted, onceKey, at, ttlSeconds] = (Array.isArray(entry) ? entry : [entry]) as unknown[];
        const fields: unknown[] = Array.isArray(counted) ? counted : [counted];
        if (fields.length === 0 || fields.some((field) => typeof field !== "string")) continue;
        if (typeof onceKey === "string" && typeof at === "number" && typeof ttlSeconds === "number") {
          if ((countedUntil.get(onceKey) ?? Number.NEGATIVE_INFINITY) > at) continue;
          countedUntil.set(onceKey, at + ttlSeconds * 1000);
        }
        for (const field of fields as string[]) counts[field] = (counts[field] ?? 0) + 1;
      }
      return counts;
    },
    ping: async () => {
      await mkdir(dir, { recursive: true });
      await sweepOnce();
    },
    close: async () => {},
  };
}
