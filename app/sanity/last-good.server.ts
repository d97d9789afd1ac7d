import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";

/** One saved result; the key is kept beside the value so a hash collision can never serve another query's copy. */
type SavedResult = { key: string; value: unknown };

export interface LastGoodCopies {
  /** Keeps `value` as the last good result of `key`, in memory and on disk. */
  save(key: string, value: unknown): Promise<void>;
  /** The last good result of `key` (from memory, else from disk), or undefined when there never was one. */
  read(key: string): Promise<unknown>;
  /** Whether any last good copy exists, so the site can answer without the content source. */
  hasAny(): Promise<boolean>;
}

/**
 * The last good result of every published query, so an outage of the content source serves yesterday's page
 * instead of an error. Kept on disk in `dir` (one JSON file per query, replaced atomically) so it survives a
 * restart; only published content is ever saved.
 */
export function createLastGoodCopies(dir: string, maxEntries = 500): LastGoodCopies {
  // The digest of what is on disk, so an unchanged result is not written again (each is fetched once a minute).
  const memory = new LRUCache<string, { value: unknown; digest: string }>({ max: maxEntries });
  const digestOf = (json: string) => createHash("sha256").update(json).digest("hex");
  const fileOf = (key: string) => path.join(dir, `${createHash("sha256").update(key).digest("hex")}.json`);
  let diskWarned = false;

  return {
    async save(key, value) {
      const json = JSON.stringify({ key, value } satisfies SavedResult);
      const digest = digestOf(json);
      if (memory.get(key)?.digest === digest) return;
      memory.set(key, { value, digest });
      const file = fileOf(key);
      try {
        await mkdir(dir, { recursive: true });
        // Written beside and renamed over: a crash mid-write never leaves half a file to be read after restart.
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, json);
        await rename(temporary, file);
      } catch (error) {
        if (!diskWarned) console.error(`[content] cannot keep last good copies in ${dir}: ${(error as Error).message}`);
        diskWarned = true;
      }
    },
    async read(key) {
      const cached = memory.get(key);
      if (cached) return cached.value;
      let json: string;
      let saved: SavedResult;
      try {
        json = await readFile(fileOf(key), "utf8");
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
      const files = await readdir(dir).catch(() => [] as string[]);
      return files.some((file) => file.endsWith(".json"));
    },
  };
}
