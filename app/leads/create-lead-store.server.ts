import { monotonicFactory } from "ulid";
import {
  FORWARD_TARGETS,
  type DemoCallRecord,
  type ForwardRef,
  type ForwardState,
  type ForwardTarget,
  type LeadKind,
  type LeadRecords,
  type LeadWithForwards,
  type NewLead,
} from "./records";
import type { Spool, SpoolEntry } from "./spool.server";
import { createStoreBackend, type StoreBackend, type StoreBackendOptions } from "./store-backends.server";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
}

/** Where an accepted lead went: the store, or the local spool while the store was unreachable. */
export type AcceptedLead<K extends LeadKind> = { record: LeadRecords[K]; spooled: boolean };

export interface LeadStore {
  /** Stores a lead (no forwards) and returns it; throws StoreUnavailableError when the store is down. */
  create<K extends LeadKind>(kind: K, lead: NewLead<K>): Promise<LeadRecords[K]>;
  /** Stores a lead and enqueues its forwards; while the store is unreachable the lead goes to the spool. */
  accept<K extends LeadKind>(kind: K, lead: NewLead<K>, forwards: ForwardTarget[]): Promise<AcceptedLead<K>>;
  findById<K extends LeadKind>(kind: K, id: string): Promise<LeadRecords[K] | null>;
  /** Every lead of a kind with its forwards, newest first. */
  list<K extends LeadKind>(kind: K): Promise<LeadWithForwards<K>[]>;
  /** Forwards not done yet: only those due at `now` when given (the server), else all (`npm run leads:retry`). */
  pendingForwards(now?: number): Promise<ForwardRef[]>;
  forwardState(ref: ForwardRef): Promise<ForwardState | null>;
  /** Records an attempt's outcome; a forward that is done stays done (throws on a second outcome). */
  recordForward(ref: ForwardRef, state: ForwardState): Promise<void>;
  /** True for one caller until released or expired: only the holder may call the provider. */
  leaseForward(ref: ForwardRef, seconds: number): Promise<boolean>;
  releaseForward(ref: ForwardRef): Promise<void>;
  /** True for the first caller only, ever: a demo call is started at most once without asking the provider. */
  claimFirstCall(id: string): Promise<boolean>;
  /** Claims a forward's first attempt: `first` for the first caller only, ever; `at` when that attempt was claimed (epoch ms). */
  claimFirstAttempt(ref: ForwardRef): Promise<{ first: boolean; at: number }>;
  /** Counts one attempt against `key`; allowed while the count in the current window is at most `limit`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** A small value every instance sees (e.g. the published content revision); null when unset. */
  readShared(key: string): Promise<string | null>;
  writeShared(key: string, value: string): Promise<void>;
  /** Moves spooled leads into the store (idempotent); the number moved. */
  flushSpool(): Promise<number>;
  ping(): Promise<void>;
  dispose(): Promise<void>;
}

/** A write the store's rules refuse (a second outcome for a done forward): a bug, not an outage. */
export class StoreConflictError extends Error {
  name = "StoreConflictError";
}

/** The store cannot be reached or refused a write: the visitor gets a 503 and a clear message. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Lead store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "StoreUnavailableError";
  }
}

export type LeadStoreOptions = StoreBackendOptions & {
  /** Takes accepted leads while the store is unreachable; without one, `accept` throws instead. */
  spool?: Spool;
  /** After a failure, operations fail at once for this long instead of each waiting for its timeout. */
  breakerMs?: number;
};

const recordKey = (kind: LeadKind, id: string) => `${kind}:records:${id}`;
const forwardKey = ({ kind, id, target }: ForwardRef) => `forwards:${kind}:${id}:${target}`;
const leaseKey = ({ kind, id, target }: ForwardRef) => `leases:${kind}:${id}:${target}`;
/** The outbox: forwards not done yet, by when they are next due. */
const OUTBOX = "outbox";
/** Due time of a forward that is retried only on request (`npm run leads:retry`). */
const ON_REQUEST = Number.MAX_SAFE_INTEGER;
const outboxMember = ({ kind, id, target }: ForwardRef) => `${kind}:${id}:${target}`;
const parseOutboxMember = (member: string): ForwardRef => {
  const [kind, id, target] = member.split(":");
  return { kind: kind as LeadKind, id, target: target as ForwardTarget };
};
const lastSegment = (key: string) => key.slice(key.lastIndexOf(":") + 1);

/** ULIDs: time-sortable (strictly increasing within this process), not guessable. */
const newLeadId = monotonicFactory();

function newRecord<K extends LeadKind>(kind: K, lead: NewLead<K>): LeadRecords[K] {
  const id = newLeadId();
  const created_at = new Date().toISOString();
  const full = { ...lead, language: lead.language ?? "en", attribution: lead.attribution ?? null };
  return (kind === "demo-call" ? { ...full, id, assistant: "paris", status: "pending", created_at } : { ...full, id, created_at }) as unknown as LeadRecords[K];
}

/** A demo call's status is what its call forward says. */
function withCallState(record: DemoCallRecord, call: ForwardState | null): DemoCallRecord {
  if (call?.status === "done") return { ...record, status: "calling", provider_call_id: call.result };
  if (call?.status === "failed") return { ...record, status: "failed", failure_reason: call.reason };
  return record;
}

export function createLeadStore(options: LeadStoreOptions): LeadStore {
  const backend: StoreBackend = createStoreBackend(options);
  const breakerMs = options.breakerMs ?? 3_000;
  let openUntil = 0;
  // While the store is down, rate limits count in this process (exact again once the store is back).
  const localWindows = new Map<string, { count: number; resetAt: number }>();

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    if (Date.now() < openUntil) throw new StoreUnavailableError(new Error("store failed moments ago"));
    try {
      return await work();
    } catch (error) {
      if (error instanceof StoreConflictError) throw error;
      openUntil = Date.now() + breakerMs;
      throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
    }
  }

  async function readJson<T>(key: string): Promise<T | null> {
    const raw = await backend.get(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async function read<K extends LeadKind>(kind: K, id: string): Promise<LeadRecords[K] | null> {
    const record = await readJson<LeadRecords[K]>(recordKey(kind, id));
    if (!record || kind !== "demo-call") return record;
    const call = await readJson<ForwardState>(forwardKey({ kind, id, target: "call" }));
    return withCallState(record as DemoCallRecord, call) as LeadRecords[K];
  }

  /**
   * Idempotent: a lead already stored (same id) stays single, and a forward is enqueued only once, even when
   * an earlier attempt was cut off half-way (a timed-out write may still have reached Redis).
   */
  async function store(entry: SpoolEntry, forwards: ForwardTarget[]): Promise<void> {
    await backend.putOnce(recordKey(entry.kind, entry.record.id), JSON.stringify(entry.record));
    const now = Date.now();
    // The forwards are independent: enqueued side by side, so a post waits for two round trips, not two per forward.
    await Promise.all(
      forwards.map(async (target) => {
        const ref = { kind: entry.kind, id: entry.record.id, target };
        const fresh: ForwardState = { status: "pending", attempts: 0, next_at: now };
        if (await backend.putOnce(forwardKey(ref), JSON.stringify(fresh))) await backend.schedule(OUTBOX, outboxMember(ref), now);
      }),
    );
  }

  return {
    create: (kind, lead) =>
      guarded(async () => {
        const record = newRecord(kind, lead);
        if (!(await backend.putOnce(recordKey(kind, record.id), JSON.stringify(record)))) throw new StoreConflictError(`lead id collision: ${record.id}`);
        return record;
      }),
    async accept(kind, lead, forwards) {
      const record = newRecord(kind, lead);
      try {
        await guarded(() => store({ kind, record }, forwards));
        return { record, spooled: false };
      } catch (error) {
        if (!options.spool) throw error;
        try {
          await options.spool.append({ kind, record, forwards });
        } catch (diskError) {
          throw new StoreUnavailableError(diskError);
        }
        return { record, spooled: true };
      }
    },
    findById: (kind, id) => guarded(() => read(kind, id)),
    list: (kind) =>
      guarded(async () => {
        const ids = (await backend.keys(`${kind}:records`)).map(lastSegment).sort().reverse();
        const leads = await Promise.all(
          ids.map(async (id) => {
            const record = await read(kind, id);
            if (!record) return null;
            const forwards: Partial<Record<ForwardTarget, ForwardState>> = {};
            for (const target of FORWARD_TARGETS) {
              const state = await readJson<ForwardState>(forwardKey({ kind, id, target }));
              if (state) forwards[target] = state;
            }
            return { ...record, forwards } as LeadWithForwards<typeof kind>;
          }),
        );
        return leads.filter((lead): lead is NonNullable<typeof lead> => lead !== null);
      }),
    pendingForwards: (now) => guarded(async () => (await backend.due(OUTBOX, now)).map(parseOutboxMember)),
    forwardState: (ref) => guarded(() => readJson<ForwardState>(forwardKey(ref))),
    recordForward: (ref, state) =>
      guarded(async () => {
        const current = await readJson<ForwardState>(forwardKey(ref));
        if (current?.status === "done") throw new StoreConflictError(`forward ${forwardKey(ref)} is already done`);
        await backend.put(forwardKey(ref), JSON.stringify(state));
        if (state.status === "done") await backend.unschedule(OUTBOX, outboxMember(ref));
        // Without a next attempt (refused for good, or retried long enough) it waits for `npm run leads:retry`.
        else await backend.schedule(OUTBOX, outboxMember(ref), state.next_at ?? ON_REQUEST);
      }),
    leaseForward: (ref, seconds) => guarded(() => backend.lease(leaseKey(ref), seconds)),
    releaseForward: (ref) => guarded(() => backend.remove(leaseKey(ref))),
    claimFirstCall: (id) => guarded(() => backend.putOnce(`call-claims:${id}`, new Date().toISOString())),
    claimFirstAttempt: (ref) =>
      guarded(async () => {
        const key = `claims:${outboxMember(ref)}`;
        const now = Date.now();
        if (await backend.putOnce(key, String(now))) return { first: true, at: now };
        return { first: false, at: Number((await backend.get(key)) ?? now) };
      }),
    async hit(key, limit, windowSeconds) {
      let count: number;
      try {
        count = await guarded(() => backend.incrementWindow(`rate:${key}`, windowSeconds));
      } catch {
        const now = Date.now();
        let window = localWindows.get(key);
        if (!window || window.resetAt <= now) localWindows.set(key, (window = { count: 0, resetAt: now + windowSeconds * 1000 }));
        count = ++window.count;
      }
      return { allowed: count <= limit, count };
    },
    readShared: (key) => guarded(() => backend.get(`shared:${key}`)),
    writeShared: (key, value) => guarded(() => backend.put(`shared:${key}`, value)),
    async flushSpool() {
      if (!options.spool) return 0;
      // Each entry goes in with its own id: a lead that reached the store before it was spooled stays single.
      return options.spool.drain((entry) => guarded(() => store(entry, entry.forwards ?? [])));
    },
    ping: () => guarded(() => backend.ping()),
    dispose: () => backend.dispose(),
  };
}
