import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { logEvent } from "../../shared/log.ts";

/** One saved result; the key is kept beside the value so a hash collision can never serve another query's copy. */
type SavedResult = { key: string; value: unknown };

export interface LastGoodCopies {
  /** Keeps `value` as the last good result of `key`, in memory and on disk; a result that found nothing removes it. */
  save(key: string, value: unknown): Promise<void>;
  /** The last good result of `key` (from memory, else from disk), or undefined when there never was one. */
  read(key: string): Promise<unknown>;
  /** Whether any last good copy exists, so the site can answer without the content source. */
  hasAny(): Promise<boolean>;
}

/** The most the cache directory may hold (copies of every published query: the seed's site uses about 1 MB). */
export const LAST_GOOD_MAX_FILES = 2_000;
export const LAST_GOOD_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A query that found nothing: null, or a page query (`{ page, ... }`) whose page does not exist. Anyone can ask for
 * a made-up slug, so such answers are never kept (an outage then answers 503 for them, as it would 404).
 */
export const foundNothing = (value: unknown): boolean =>
  value == null || (typeof value === "object" && !Array.isArray(value) && "page" in value && value.page == null);

/**
 * The last good result of every published query, so an outage of the content source serves yesterday's page
 * instead of an error. Kept on disk in `dir` (one JSON file per query, replaced atomically) so it survives a
 * restart; only published content that found something is ever saved, and the directory is held within `maxFiles`
 * and `maxBytes` by dropping the copies saved (or confirmed unchanged) longest ago. The cap is this process's view:
 * another instance sharing the directory keeps its own.
 */
export function createLastGoodCopies(
  dir: string,
  { maxEntries = 500, maxFiles = LAST_GOOD_MAX_FILES, maxBytes = LAST_GOOD_MAX_BYTES } = {},
): LastGoodCopies {
  // The digest of what is on disk, so an unchanged result is not written again (each is fetched once a minute).
  const memory = new LRUCache<string, { value: unknown; digest: string }>({ max: maxEntries });
  const digestOf = (json: string) => createHash("sha256").update(json).digest("hex");
  const nameOf = (key: string) => `${createHash("sha256").update(key).digest("hex")}.json`;
  let diskWarned = false;

  // The files on disk by name, least recently saved first (a Map keeps insertion order), with their sizes.
  let files: Promise<Map<string, number>> | undefined;
  let bytes = 0;
  const onDisk = () =>
    (files ??= (async () => {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".json"));
      const found = await Promise.all(
        names.map(async (name) => ({ name, ...(await stat(path.join(dir, name)).catch(() => ({ size: 0, mtimeMs: 0 }))) })),
      );
      found.sort((a, b) => a.mtimeMs - b.mtimeMs);
      bytes = found.reduce((sum, { size }) => sum + size, 0);
      return new Map(found.map(({ name, size }) => [name, size]));
    })());
  const forget = async (index: Map<string, number>, name: string) => {
    bytes -= index.get(name) ?? 0;
    index.delete(name);
    await rm(path.join(dir, name), { force: true });
  };
  const touch = async (name: string) => {
    const index = await onDisk();
    const size = index.get(name);
    if (size === undefined) return;
    index.delete(name);
    index.set(name, size);
  };

  return {
    async save(key, value) {
      const name = nameOf(key);
      if (foundNothing(value)) {
        memory.delete(key);
        await forget(await onDisk(), name).catch(() => {});
        return;
      }
      const json = JSON.stringify({ key, value } satisfies SavedResult);
      const digest = digestOf(json);
      if (memory.get(key)?.digest === digest) return touch(name);
      memory.set(key, { value, digest });
      try {
        const index = await onDisk();
        await mkdir(dir, { recursive: true });
        // Written beside and renamed over: a crash mid-write never leaves half a file to be read after restart.
        const file = path.join(dir, name);
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, json);
        await rename(temporary, file);
        bytes += Buffer.byteLength(json) - (index.get(name) ?? 0);
        index.delete(name);
        index.set(name, Buffer.byteLength(json));
        for (const oldest of index.keys()) {
          if (index.size <= maxFiles && bytes <= maxBytes) break;
          if (oldest !== name) await forget(index, oldest);
        }
      } catch (error) {
        if (!diskWarned)
          logEvent({ level: "error", event: "content.last-good", outcome: "not-kept", dir, reason: (error as Error).message });
        diskWarned = true;
      }
    },
    async read(key) {
      const cached = memory.get(key);
      if (cached) return cached.value;
      let json: string;
      let saved: SavedResult;
      try {
        json = await readFile(path.join(dir, nameOf(key)), "utf8");
        saved = JSON.parse(json) as SavedResult;
      } catch {
        return undefined;
      }
      if (saved.key !== key) return undefined;
      memory.set(key, { value: saved.value, digest: digestOf(json) });
      return saved.value;
    },
    async hasAny() {
      if (memory.size > 0) return true;
      const names = await readdir(dir).catch(() => [] as string[]);
      return names.some((file) => file.endsWith(".json"));
    },
  };
}
