import { cachified, type CacheEntry } from "@epic-web/cachified";
import type { SanityQueries } from "@sanity/client";
import { LRUCache } from "lru-cache";
import { contentRevision, fetchContent, localSource } from "~/sanity/client.server";
import { DEFAULT_LANGUAGE, type Language } from "~/utils/language";

/** The seed ships with the app: its copy answers when the content source never answered this process. */
const SEED_FILE = "studio/seed/production.ndjson";
/** A form post waits at most this long for fresh copy; after the first success it never waits (stale first). */
const FETCH_TIMEOUT_MS = 2_000;
const FRESH_MS = 60_000;

const cache = new LRUCache<string, CacheEntry>({ max: 100 });
/** The content revision each cached copy was fetched under: a publish makes the next post fetch afresh. */
const fetchedUnder = new Map<string, string>();
let seed: ReturnType<typeof localSource> | undefined;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`content fetch took over ${ms} ms`)), ms).unref()),
  ]);
}

/**
 * The published copy a form post needs (validation messages, toasts, select options), from the last good answer
 * of the content source: refreshed in the background once a minute, never failing the post. Without any good
 * answer yet, the bundled seed's copy. `complete` rejects an answer that lacks the copy (a broken edit).
 */
export async function loadFormCopy<Q extends keyof SanityQueries, R = SanityQueries[Q]>(
  query: Q,
  params: Record<string, unknown> & { language: Language },
  complete: (result: R) => boolean,
): Promise<R> {
  const copy = await loadCopyIn<Q, R>(query, params, complete);
  // A form whose copy has no translation yet speaks English rather than failing.
  if (params.language === DEFAULT_LANGUAGE || complete(copy)) return copy;
  return loadCopyIn<Q, R>(query, { ...params, language: DEFAULT_LANGUAGE }, complete);
}

async function loadCopyIn<Q extends keyof SanityQueries, R>(
  query: Q,
  params: Record<string, unknown>,
  complete: (result: R) => boolean,
): Promise<R> {
  const key = JSON.stringify([query, params]);
  const revision = contentRevision();
  try {
    return await cachified({
      key,
      cache,
      forceFresh: fetchedUnder.has(key) && fetchedUnder.get(key) !== revision,
      ttl: FRESH_MS,
      staleWhileRevalidate: Number.POSITIVE_INFINITY,
      fallbackToCache: true,
      async getFreshValue() {
        const result = await withTimeout(fetchContent<R>(query, params), FETCH_TIMEOUT_MS);
        if (!complete(result)) throw new Error("form copy missing in the content answer");
        fetchedUnder.set(key, revision);
        return result;
      },
    });
  } catch {
    seed ??= localSource(SEED_FILE);
    return seed.fetch<R>(query, params, "published");
  }
}
