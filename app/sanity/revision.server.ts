import { ulid } from "ulid";

/** The part of the lead store every instance shares (Redis, Upstash or the file store). */
export interface SharedValues {
  readShared(key: string): Promise<string | null>;
  writeShared(key: string, value: string): Promise<void>;
}

const SHARED_KEY = "content-revision";

export interface PublishedRevision {
  /** The revision this instance serves; changes when any instance announces a publish. */
  current(): string;
  /** A publish reached this instance: a new revision here at once, and in the shared store for the others. */
  announce(): Promise<string>;
  /** Reads the shared revision once (the timer does this every `intervalMs`). */
  poll(): Promise<void>;
  /** Settles once the shared revision was first read (or after `intervalMs` when the store is slow). */
  ready(): Promise<void>;
  start(): void;
  stop(): void;
}

/**
 * The published content revision shared by every instance. A publish webhook reaches one instance; it writes a
 * new revision to the shared store, and the others pick it up within `intervalMs` by polling one small key,
 * which works the same on Redis, Upstash (no pub/sub over REST) and the file store.
 */
export function createPublishedRevision(shared: () => SharedValues, intervalMs: number): PublishedRevision {
  let current = "initial";
  // Bumped by announce(): a poll that started before it must not bring back the older shared value.
  let announcements = 0;
  let polling: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let storeFailing = false;
  let firstRead: Promise<void> | undefined;

  const storeFailed = (error: unknown) => {
    if (!storeFailing) console.error(`[content] cannot share the content revision: ${(error as Error).message}`);
    storeFailing = true;
  };

  async function readOnce() {
    const before = announcements;
    try {
      const value = await shared().readShared(SHARED_KEY);
      storeFailing = false;
      if (value && announcements === before) current = value;
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
    current: () => current,
    async announce() {
      announcements += 1;
      current = ulid();
      try {
        await shared().writeShared(SHARED_KEY, current);
      } catch (error) {
        storeFailed(error);
      }
      return current;
    },
    poll,
    ready: () => firstRead ?? Promise.resolve(),
    start() {
      if (timer) return;
      timer = setInterval(() => void poll(), intervalMs);
      // Polling never keeps the process alive on its own (shutdown, tests).
      timer.unref();
      // Until the shared revision is known, a result would be cached under a key that changes a moment later.
      firstRead = Promise.race([poll(), new Promise<void>((resolve) => setTimeout(resolve, intervalMs).unref())]);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
