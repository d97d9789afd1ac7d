import { cachified, totalTtl, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { getStore } from "~/store/process-store.server";
import { env } from "~/utils/env.server";
import { languageFromPath } from "~/utils/language";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { createLastGoodCopies, type LastGoodCopies } from "./last-good.server";
import type { Perspective } from "./local-dataset.server";
import { isPreview } from "./preview.server";
import { createPublishedRevision, sharedValuesIn, type PublishedRevision } from "./revision.server";
import { hostedSource, localSource, type ContentSource } from "./sources.server";
import { logEvent } from "../../shared/log.ts";

export type { Perspective } from "./local-dataset.server";
/** The bundled seed as a source of its own (the lead forms' copy of last resort). */
export { localSource } from "./sources.server";

type QueryParams = Record<string, unknown>;

/** The content source has failed and there is no last good copy to serve instead (a cold start during an outage). */
export class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Content unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "ContentUnavailableError";
  }
}

/** Published results stay fresh for a minute (the page max-age); a publish changes the revision, and so the key, sooner. */
const FRESH_MS = 60_000;
/** How long a last good copy is served without waiting while the source is retried in the background. */
const FALLBACK_SERVE_MS = 60_000;
const CACHE_MAX_ENTRIES = 500;

type ContentState = {
  source: ContentSource;
  revision: PublishedRevision;
  lastGood: LastGoodCopies;
  cache: Cache;
  sourceFailing: boolean;
  /** Background refreshes in flight, awaited on shutdown. */
  refreshes: Set<Promise<unknown>>;
};

let state: ContentState | undefined;

function lruCache(): Cache {
  const lru = new LRUCache<string, CacheEntry>({ max: CACHE_MAX_ENTRIES });
  return {
    set(key, entry) {
      const ttl = totalTtl(entry?.metadata);
      return lru.set(key, entry, { ttl: ttl === Infinity ? undefined : ttl, start: entry?.metadata?.createdTime });
    },
    get: (key) => lru.get(key),
    delete: (key) => lru.delete(key),
  };
}

/** Picked once per process: hosted when SANITY_PROJECT_ID is set, else the local seed dataset. */
function content(): ContentState {
  if (!state) {
    // Polled only once the workers start it (startRevisionPolling): nothing runs as a side effect of a first query.
    const revision = createPublishedRevision(() => sharedValuesIn(getStore()), env.CONTENT_REVISION_POLL_MS);
    state = {
      source: env.SANITY_PROJECT_ID ? hostedSource(env.SANITY_PROJECT_ID) : localSource(env.CONTENT_DATASET_FILE),
      revision,
      lastGood: createLastGoodCopies(env.CONTENT_CACHE_DIR, { maxEntries: CACHE_MAX_ENTRIES }),
      cache: lruCache(),
      sourceFailing: false,
      refreshes: new Set(),
    };
  }
  return state;
}

/** Changes whenever published content changes (local file reload, a publish on any instance): page caches key on it. */
export function contentRevision(): string {
  const { source, revision } = content();
  return `${source.revision()}:${revision.current()}`;
}

/** A publish webhook reached this instance: every instance serves the new content within a poll interval. */
export function announcePublish(): Promise<string> {
  const { source, revision } = content();
  source.recheck?.();
  return revision.announce();
}

/** How long the readiness check waits for the source before it settles for a last good copy (GET /readyz allows 2 s). */
const READY_WAIT_MS = 1_000;

/**
 * For GET /readyz: "reachable" when the source answers, "last-good-copy" when it does not (or not quickly) but
 * published content can still be served; throws when neither (a cold start during an outage).
 */
export async function checkContentReady(): Promise<"reachable" | "last-good-copy"> {
  const { source, lastGood } = content();
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    source.fetch(`count(*[_id == "siteSettings"])`, {}, "published").then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(resolve, READY_WAIT_MS, false))),
  ]);
  clearTimeout(timer);
  if (answered) return "reachable";
  if (await lastGood.hasAny()) return "last-good-copy";
  throw new ContentUnavailableError("the content source does not answer and no last good copy exists");
}

/** Starts reading the shared content revision every CONTENT_REVISION_POLL_MS (the server's workers). */
export function startRevisionPolling(): void {
  content().revision.start();
}

/** Shutdown (and tests): stops the revision polling and lets background refreshes finish; the next use starts afresh. */
export async function stopContent(): Promise<void> {
  const closing = state;
  state = undefined;
  closing?.revision.stop();
  await Promise.allSettled([...(closing?.refreshes ?? [])]);
}

/** Results are shared between requests through the cache, so nobody may change them in place. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

function reportSource(current: ContentState, failing: boolean, error?: unknown) {
  if (failing === current.sourceFailing) return;
  current.sourceFailing = failing;
  if (failing)
    logEvent({ level: "error", event: "content.source", outcome: "failing: serving last good copies", error: (error as Error).message });
  else logEvent({ event: "content.source", outcome: "answers again" });
}

/**
 * Published content: fresh for a minute per revision; when the source fails or is slow, the last good result
 * (kept on disk, so a restart still has it) is served and the source retried in the background.
 */
async function cachedPublished<R>(current: ContentState, query: string, params: QueryParams): Promise<R> {
  const queryKey = JSON.stringify([query, params]);
  return cachified<R>({
    key: JSON.stringify([contentRevision(), queryKey]),
    cache: current.cache,
    ttl: FRESH_MS,
    waitUntil(refresh) {
      current.refreshes.add(refresh);
      void refresh.finally(() => current.refreshes.delete(refresh));
    },
    async getFreshValue({ metadata, background }) {
      const lastGood = async () => {
        const last = await current.lastGood.read(queryKey);
        if (last === undefined) return undefined;
        // Stale at once: the next request gets this copy without waiting while the source is tried again.
        metadata.ttl = 0;
        metadata.swr = FALLBACK_SERVE_MS;
        return deepFreeze(last as R);
      };
      // While the source is known to fail, visitors do not wait for it; background refreshes find out when it is back.
      const known = current.sourceFailing && !background ? await lastGood() : undefined;
      if (known !== undefined) return known;
      try {
        const result = deepFreeze(await current.source.fetch<R>(query, params, "published"));
        reportSource(current, false);
        await current.lastGood.save(queryKey, result);
        return result;
      } catch (error) {
        const last = await lastGood();
        if (last === undefined) throw new ContentUnavailableError(error);
        reportSource(current, true, error);
        return last;
      }
    },
  });
}

/**
 * Runs a query in a perspective; published results are cached (and survive an outage), drafts never are. A cold
 * start during an outage (no last good copy) rejects with a 503 Response, which Remix renders as the error page
 * (no details) and the CDN and visitors retry.
 */
export async function fetchContent<R>(query: string, params: QueryParams = {}, perspective: Perspective = "published"): Promise<R> {
  const current = content();
  if (perspective !== "published") return deepFreeze(await current.source.fetch<R>(query, params, perspective));
  try {
    return await cachedPublished<R>(current, query, params);
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    logEvent({ level: "error", event: "content.unavailable", error: error.message });
    throw new Response(null, { status: 503, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL, "Retry-After": "30" } });
  }
}

/**
 * Loads a query for a page in the request's language (`$language`, from its path): published content, or drafts
 * when the request is in a preview session.
 */
export async function loadQuery<R>(request: Request, query: string, params: QueryParams = {}): Promise<R> {
  const perspective: Perspective = (await isPreview(request)) ? "drafts" : "published";
  return fetchContent<R>(query, { language: languageFromPath(new URL(request.url).pathname), ...params }, perspective);
}
