import { ulid } from "ulid";
import type { KeyValueStore } from "~/store/key-value.server";
import { logEvent } from "../../shared/log.ts";

/** Small values every instance sees, in the shared store (Redis, Upstash or the file store). */
export interface SharedValues {
  readShared(key: string): Promise<string | null>;
  writeShared(key: string, value: string): Promise<void>;
}

/** The shared values kept in a key-value store, under `shared:`. */
export function sharedValuesIn(store: KeyValueStore): SharedValues {
  return {
    readShared: (key) => store.get(`shared:${key}`),
    writeShared: (key, value) => store.put(`shared:${key}`, value),
  };
}

const SHARED_KEY = "content-revision";

export interface PublishedRevision {
  /** This instance's content generation: changes when any instance announces a publish after this one started. */
  current(): string;
  /** A publish reached this instance: a new generation here at once, and a new shared value for the others. */
  announce(): Promise<string>;
  /** Reads the shared value once (the timer does this every `intervalMs`). */
  poll(): Promise<void>;
  start(): void;
  stop(): void;
}

/**
 * The published content revision shared by every instance. A publish webhook reaches one instance; it writes a
 * new value to the shared store, and the others see it change within `intervalMs` by polling one small key,
 * which works the same on Redis, Upstash (no pub/sub over REST) and the file store. The first value an instance
 * reads is only its baseline: what it fetched at start is already current, so its caches (and the server's page
 * cache, keyed on `current()`) stay valid.
 */
export function createPublishedRevision(shared: () => SharedValues, intervalMs: number): PublishedRevision {
  let generation = 0;
  /** The shared value last seen; undefined until the first read. */
  let seen: string | null | undefined;
  // Bumped by announce(): a poll that started before it must not bring back the older shared value.
  let announcements = 0;
  let polling: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let storeFailing = false;

  const storeFailed = (error: unknown) => {
    if (!storeFailing) logEvent({ level: "error", event: "content.revision-not-shared", error: (error as Error).message });
    storeFailing = true;
  };

  async function readOnce() {
    const before = announcements;
    try {
      const value = await shared().readShared(SHARED_KEY);
      storeFailing = false;
      if (announcements !== before) return;
      if (seen !== undefined && value !== seen) generation += 1;
      seen = value;
    } catch (error) {
      storeFailed(error);
    }
  }

  function poll() {
    // One read at a time: a slow store must not pile up reads.
    polling ??= readOnce().finally(() => {
      polling = undefined;
    });
    return polling;
  }

  return {
    current: () => String(generation),
    async announce() {
      announcements += 1;
      generation += 1;
      const value = ulid();
      seen = value;
      try {
        await shared().writeShared(SHARED_KEY, value);
      } catch (error) {
        storeFailed(error);
      }
      return value;
    },
    poll,
    start() {
      if (timer) return;
      timer = setInterval(() => void poll(), intervalMs);
      // Polling never keeps the process alive on its own (shutdown, tests).
      timer.unref();
      void poll();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
