import { createHash } from "node:crypto";
import { Redis as UpstashRedis } from "@upstash/redis";
import type IORedis from "ioredis";
import { createStorage, type Storage } from "unstorage";
import fsDriver from "unstorage/drivers/fs";
import redisDriver from "unstorage/drivers/redis";
import upstashDriver from "unstorage/drivers/upstash";
import { newLeadId } from "./lead-id.server";

/** The stored leads. Field names follow the spec's tables (snake_case), so exports match them. */
export interface DemoCallRecord {
  id: string;
  name: string;
  company_name: string;
  email: string;
  phone: string;
  assistant: "paris";
  status: "pending" | "calling" | "failed";
  created_at: string;
  /** Set once the telephony provider accepted the call. */
  provider_call_id?: string;
  /** Set when the call could not be started: the full cause, for us (visitors see a safe message). */
  failure_reason?: string;
}

export interface DemoSignupRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  phone: string;
  industry: string;
  employee_count: string;
  referral_source: string;
  created_at: string;
}

export interface ReportDownloadRecord {
  id: string;
  email: string;
  name: string;
  company_name: string;
  zip_code: string;
  report_name: string;
  created_at: string;
}

export interface LeadRecords {
  "demo-call": DemoCallRecord;
  "demo-signup": DemoSignupRecord;
  "report-download": ReportDownloadRecord;
}
export type LeadKind = keyof LeadRecords;
export const LEAD_KINDS: LeadKind[] = ["demo-call", "demo-signup", "report-download"];

/** What a caller passes to create: the store adds id and created_at (and the demo call's fixed fields). */
export type NewLead<K extends LeadKind> = K extends "demo-call"
  ? Omit<DemoCallRecord, "id" | "created_at" | "assistant" | "status" | "provider_call_id" | "failure_reason">
  : Omit<LeadRecords[K], "id" | "created_at">;

export type DemoCallOutcome =
  | { status: "calling"; provider_call_id: string }
  | { status: "failed"; failure_reason: string };

export interface RateLimitResult {
  allowed: boolean;
  count: number;
}

export interface LeadStore {
  create<K extends LeadKind>(kind: K, lead: NewLead<K>): Promise<LeadRecords[K]>;
  findById<K extends LeadKind>(kind: K, id: string): Promise<LeadRecords[K] | null>;
  findLatestByEmail<K extends LeadKind>(kind: K, email: string): Promise<LeadRecords[K] | null>;
  /** Every lead of a kind, newest first. */
  list<K extends LeadKind>(kind: K): Promise<LeadRecords[K][]>;
  /** Records what happened to a demo call; it happens once (pending -> calling or failed). */
  updateStatus(id: string, outcome: DemoCallOutcome): Promise<void>;
  /** Counts one attempt against `key`; allowed while the count in the current window is at most `limit`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** A small value every instance sees (e.g. the published content revision); null when unset. */
  readShared(key: string): Promise<string | null>;
  writeShared(key: string, value: string): Promise<void>;
  dispose(): Promise<void>;
}

/** The store cannot be reached or refused a write: the visitor gets a 503 and a clear message. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Lead store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "StoreUnavailableError";
  }
}

export type LeadStoreOptions =
  | { driver: "fs"; dir: string }
  | { driver: "redis"; url: string; prefix?: string }
  | { driver: "upstash"; url: string; token: string; prefix?: string };

/** Writes a key only when it does not exist yet; false when it did. */
type PutOnce = (key: string, value: string) => Promise<boolean>;
type Hit = (key: string, limit: number, windowSeconds: number) => Promise<RateLimitResult>;

const recordKey = (kind: LeadKind, id: string) => `${kind}:records:${id}`;
const outcomeKey = (id: string) => `demo-call:outcome:${id}`;
const emailDigest = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40);
const emailIndexPrefix = (kind: LeadKind, email: string) => `${kind}:by-email:${emailDigest(email)}`;
const lastSegment = (key: string) => key.slice(key.lastIndexOf(":") + 1);

function fsBackend(dir: string): { storage: Storage; putOnce: PutOnce; hit: Hit; dispose: () => Promise<void> } {
  const storage = createStorage({ driver: fsDriver({ base: dir }) });
  // One process owns the files: a map is atomic here because JavaScript runs one callback at a time.
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    storage,
    async putOnce(key, value) {
      if (await storage.hasItem(key)) return false;
      await storage.setItem(key, value);
      return true;
    },
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, count: window.count };
    },
    dispose: () => storage.dispose(),
  };
}

function redisBackend(url: string, prefix: string) {
  const storage = createStorage({
    driver: redisDriver({
      url,
      base: prefix,
      // Fail in about a second when Redis is unreachable instead of queueing for ~10 s (ioredis default).
      maxRetriesPerRequest: 1,
      connectTimeout: 1000,
      retryStrategy: (times: number) => Math.min(times * 200, 1000),
    }),
  });
  // getInstance() is the raw ioredis client: it does not add the driver's base, so keys are prefixed here.
  const client = () => storage.getMount("").driver.getInstance!() as IORedis;
  // Without a listener ioredis prints every failed reconnect; log the outage once until it recovers.
  let reported = false;
  client()
    .on("error", (error: Error) => {
      if (!reported) console.error(`[leads] Redis unreachable: ${error.message}`);
      reported = true;
    })
    .on("ready", () => {
      reported = false;
    });
  const full = (key: string) => `${prefix}:${key}`;
  return {
    storage,
    async putOnce(key: string, value: string) {
      return (await client().set(full(key), value, "NX")) === "OK";
    },
    async hit(key: string, limit: number, windowSeconds: number) {
      const results = await client()
        .multi()
        .set(full(`rate:${key}`), 0, "EX", windowSeconds, "NX")
        .incr(full(`rate:${key}`))
        .exec();
      const [error, count] = results?.[1] ?? [new Error("rate limit transaction aborted"), 0];
      if (error) throw error;
      return { allowed: Number(count) <= limit, count: Number(count) };
    },
    async dispose() {
      await storage.dispose();
    },
  };
}

function upstashBackend(url: string, token: string, prefix: string) {
  const client = new UpstashRedis({
    url,
    token,
    // The SDK retries a failed fetch 5 times with growing waits (about 4 s): one quick retry, then give up.
    retry: { retries: 1, backoff: () => 100 },
    signal: () => AbortSignal.timeout(3000),
  });
  const storage = createStorage({ driver: upstashDriver({ base: prefix, url, token }) });
  // The driver builds its own client; reusing ours keeps the timeouts above on every read too.
  (storage.getMount("").driver as { getInstance?: () => unknown }).getInstance = () => client;
  const full = (key: string) => `${prefix}:${key}`;
  return {
    storage,
    async putOnce(key: string, value: string) {
      return (await client.set(full(key), value, { nx: true })) === "OK";
    },
    async hit(key: string, limit: number, windowSeconds: number) {
      const [, count] = await client
        .multi()
        .set(full(`rate:${key}`), 0, { nx: true, ex: windowSeconds })
        .incr(full(`rate:${key}`))
        .exec<[unknown, number]>();
      return { allowed: count <= limit, count };
    },
    async dispose() {
      await storage.dispose();
    },
  };
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
  }
}

export function createLeadStore(options: LeadStoreOptions): LeadStore {
  const backend =
    options.driver === "fs"
      ? fsBackend(options.dir)
      : options.driver === "redis"
        ? redisBackend(options.url, options.prefix ?? "tradevoice:leads")
        : upstashBackend(options.url, options.token, options.prefix ?? "tradevoice:leads");
  const { storage } = backend;

  async function read<K extends LeadKind>(kind: K, id: string): Promise<LeadRecords[K] | null> {
    const record = await storage.getItem<LeadRecords[K]>(recordKey(kind, id));
    if (!record) return null;
    if (kind !== "demo-call") return record;
    const outcome = await storage.getItem<DemoCallOutcome>(outcomeKey(id));
    return outcome ? { ...record, ...outcome } : record;
  }

  return {
    create: (kind, lead) =>
      guarded(async () => {
        const id = newLeadId();
        const created_at = new Date().toISOString();
        const record = (
          kind === "demo-call"
            ? { id, ...lead, assistant: "paris", status: "pending", created_at }
            : { id, ...lead, created_at }
        ) as unknown as LeadRecords[typeof kind];
        if (!(await backend.putOnce(recordKey(kind, id), JSON.stringify(record)))) {
          throw new Error(`lead id collision: ${id}`);
        }
        await backend.putOnce(`${emailIndexPrefix(kind, record.email)}:${id}`, JSON.stringify(id));
        return record;
      }),
    findById: (kind, id) => guarded(() => read(kind, id)),
    findLatestByEmail: (kind, email) =>
      guarded(async () => {
        const keys = await storage.getKeys(emailIndexPrefix(kind, email));
        const latest = keys.map(lastSegment).sort().pop();
        return latest ? read(kind, latest) : null;
      }),
    list: (kind) =>
      guarded(async () => {
        const ids = (await storage.getKeys(`${kind}:records`)).map(lastSegment).sort().reverse();
        const records = await Promise.all(ids.map((id) => read(kind, id)));
        return records.filter((record): record is NonNullable<typeof record> => record !== null);
      }),
    updateStatus: (id, outcome) =>
      guarded(async () => {
        if (!(await backend.putOnce(outcomeKey(id), JSON.stringify(outcome)))) {
          throw new Error(`demo call ${id} already has an outcome`);
        }
      }),
    hit: (key, limit, windowSeconds) => guarded(() => backend.hit(key, limit, windowSeconds)),
    readShared: (key) => guarded(async () => (await storage.getItem<string>(`shared:${key}`)) ?? null),
    writeShared: (key, value) => guarded(() => storage.setItem(`shared:${key}`, value)),
    dispose: () => backend.dispose(),
  };
}

/** Chosen by env alone: Upstash, then Redis, then files (the default for a fresh clone and tests). */
export function leadStoreOptionsFromEnv(env: {
  REDIS_URL?: string;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  LEAD_STORE_DIR?: string;
}): LeadStoreOptions {
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    return { driver: "upstash", url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN };
  }
  if (env.REDIS_URL) return { driver: "redis", url: env.REDIS_URL };
  return { driver: "fs", dir: env.LEAD_STORE_DIR || ".data" };
}
