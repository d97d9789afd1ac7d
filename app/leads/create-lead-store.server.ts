import { monotonicFactory } from "ulid";
import { StoreUnavailableError, type KeyValueStore } from "~/store/key-value.server";
import { ownerGone, PROCESS_OWNER } from "~/store/process-owner.server";
import {
  FORWARD_TARGETS,
  LEAD_KINDS,
  type DemoCallRecord,
  type ForwardRef,
  type ForwardState,
  type ForwardTarget,
  type LeadKind,
  type LeadRecords,
  type LeadWithForwards,
  type NewLead,
} from "./records";
import { readDemoCallProgress, withCallProgress } from "./demo-call-status.server";
import type { Spool, SpoolEntry } from "./spool.server";

export { StoreUnavailableError } from "~/store/key-value.server";

/** Where an accepted lead went: the store, or the local spool while the store was unreachable. */
export type AcceptedLead<K extends LeadKind> = { record: LeadRecords[K]; spooled: boolean };

export interface LeadStore {
  /** The store the leads live in (the phone-number call cap counts there too). */
  readonly keyValues: KeyValueStore;
  /** Stores a lead with the forwards it owes in one atomic step; while the store is unreachable the lead goes to the spool. */
  accept<K extends LeadKind>(kind: K, lead: NewLead<K>, forwards: ForwardTarget[]): Promise<AcceptedLead<K>>;
  findById<K extends LeadKind>(kind: K, id: string): Promise<LeadRecords[K] | null>;
  /** Every lead of a kind with its forwards, newest first. */
  list<K extends LeadKind>(kind: K): Promise<LeadWithForwards<K>[]>;
  /** Queued forwards not done yet: only those due at `now` when given, else all. */
  pendingForwards(now?: number): Promise<ForwardRef[]>;
  /**
   * Every forward a stored lead owes that is not done, found from the leads themselves (not the queue): with
   * `untriedOnly`, only those never attempted (what a crash or a lost queue entry leaves behind).
   */
  unfinishedForwards(options?: { untriedOnly?: boolean; createdBefore?: number }): Promise<ForwardRef[]>;
  forwardState(ref: ForwardRef): Promise<ForwardState | null>;
  /** Takes a forward out of the queue (one found done there: the file store's queue is not atomic with its state). */
  unqueue(ref: ForwardRef): Promise<void>;
  /** Records an attempt's outcome and its place in the queue in one step; a forward that is done stays done. */
  recordForward(ref: ForwardRef, state: ForwardState): Promise<void>;
  /** True for one caller until released or expired (or its process is gone): only the holder may call the provider. */
  leaseForward(ref: ForwardRef, seconds: number): Promise<boolean>;
  releaseForward(ref: ForwardRef): Promise<void>;
  /** True for the first caller only, ever: a demo call is started at most once without asking the provider. */
  claimFirstCall(id: string): Promise<boolean>;
  /** Claims a forward's first attempt: `first` for the first caller only, ever; `at` when that attempt was claimed (epoch ms). */
  claimFirstAttempt(ref: ForwardRef): Promise<{ first: boolean; at: number }>;
  /** Moves spooled leads into the store (idempotent); the number moved. */
  flushSpool(): Promise<number>;
  ping(): Promise<void>;
}

/** A write the store's rules refuse (a second outcome for a done forward): a bug, not an outage. */
export class StoreConflictError extends Error {
  name = "StoreConflictError";
}

/** A lead as stored: the record and, in the same value, the forwards it owes (so neither exists without the other). */
interface StoredLead<K extends LeadKind = LeadKind> {
  record: LeadRecords[K];
  owes: ForwardTarget[];
}

const recordKey = (kind: LeadKind, id: string) => `${kind}:records:${id}`;
const forwardKey = ({ kind, id, target }: ForwardRef) => `forwards:${kind}:${id}:${target}`;
const leaseKey = ({ kind, id, target }: ForwardRef) => `leases:${kind}:${id}:${target}`;
const callClaimKey = (id: string) => `call-claims:${id}`;
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
  const full = {
    ...lead,
    language: lead.language ?? "en",
    page_path: lead.page_path ?? null,
    attribution: lead.attribution ?? null,
    variant: lead.variant ?? null,
  };
  return (kind === "demo-call"
    ? { ...full, id, assistant: "paris", status: "pending", created_at }
    : { ...full, id, created_at }) as unknown as LeadRecords[K];
}

/** Leads stored before the forwards moved into the record's value are the bare record: they owe what has a state. */
function parseStored<K extends LeadKind>(raw: string): StoredLead<K> {
  const value = JSON.parse(raw) as StoredLead<K> | LeadRecords[K];
  return "owes" in value && "record" in value ? value : { record: value, owes: [] };
}

/**
 * A demo call's status is what its call forward says; a call whose first attempt was claimed but has no outcome is
 * `unknown` (a crash during the attempt): the next retry asks the provider before anything rings again.
 */
function withCallState(record: DemoCallRecord, call: ForwardState | null, claimed: boolean): DemoCallRecord {
  if (call?.status === "done") return { ...record, status: "calling", provider_call_id: call.result };
  if (call?.status === "failed") return { ...record, status: "failed", failure_reason: call.reason };
  return claimed ? { ...record, status: "unknown" } : record;
}

/** The leads kept in `store` (its owner closes it); with a `spool`, those the store cannot take wait there. */
export function createLeadStore(options: { store: KeyValueStore; spool?: Spool }): LeadStore {
  const kv = options.store;

  async function readJson<T>(key: string): Promise<T | null> {
    const raw = await kv.get(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async function readStored<K extends LeadKind>(kind: K, id: string): Promise<StoredLead<K> | null> {
    const raw = await kv.get(recordKey(kind, id));
    if (raw === null) return null;
    const stored = parseStored<K>(raw);
    if (!stored.owes.length) {
      // An older lead: it owes the forwards that have a state.
      const states = await Promise.all(
        FORWARD_TARGETS.map(async (target) => ((await kv.get(forwardKey({ kind, id, target }))) === null ? null : target)),
      );
      stored.owes = states.filter((target): target is ForwardTarget => target !== null);
    }
    return stored;
  }

  async function withState<K extends LeadKind>(kind: K, record: LeadRecords[K], call: ForwardState | null): Promise<LeadRecords[K]> {
    if (kind !== "demo-call") return record;
    const claimed = call?.status === "done" || call?.status === "failed" ? false : (await kv.get(callClaimKey(record.id))) !== null;
    const state = withCallState(record as DemoCallRecord, call, claimed);
    // A placed call's status then follows what the provider said of it (the export's refresh, the call webhook).
    return (call?.status === "done" ? withCallProgress(state, await readDemoCallProgress(kv, record.id)) : state) as LeadRecords[K];
  }

  /**
   * The record and its forwards in one atomic step. Idempotent: a lead already stored (same id) stays single and
   * is not queued again, even when an earlier attempt was cut off half-way (a timed-out write may still have landed).
   */
  async function store(entry: SpoolEntry, forwards: ForwardTarget[]): Promise<boolean> {
    const stored: StoredLead = { record: entry.record, owes: forwards };
    const members = forwards.map((target) => outboxMember({ kind: entry.kind, id: entry.record.id, target }));
    return kv.putOnce(recordKey(entry.kind, entry.record.id), JSON.stringify(stored), { queue: OUTBOX, members, at: Date.now() });
  }

  async function leadIds(kind: LeadKind): Promise<string[]> {
    return (await kv.keys(`${kind}:records`)).map(lastSegment).sort().reverse();
  }

  return {
    keyValues: kv,
    async accept(kind, lead, forwards) {
      const record = newRecord(kind, lead);
      try {
        await store({ kind, record }, forwards);
        return { record, spooled: false };
      } catch (error) {
        if (!options.spool || !(error instanceof StoreUnavailableError)) throw error;
        try {
          await options.spool.append({ kind, record, forwards });
        } catch (diskError) {
          throw new StoreUnavailableError(diskError);
        }
        return { record, spooled: true };
      }
    },
    async findById(kind, id) {
      const raw = await kv.get(recordKey(kind, id));
      if (raw === null) return null;
      const { record } = parseStored<typeof kind>(raw);
      return withState(kind, record, kind === "demo-call" ? await readJson<ForwardState>(forwardKey({ kind, id, target: "call" })) : null);
    },
    async list(kind) {
      const leads = await Promise.all(
        (await leadIds(kind)).map(async (id) => {
          const stored = await readStored(kind, id);
          if (!stored) return null;
          const forwards: Partial<Record<ForwardTarget, ForwardState>> = {};
          for (const target of stored.owes)
            forwards[target] = (await readJson<ForwardState>(forwardKey({ kind, id, target }))) ?? { status: "pending", attempts: 0 };
          const record = await withState(kind, stored.record, forwards.call ?? null);
          return { ...record, forwards };
        }),
      );
      return leads.filter((lead): lead is NonNullable<typeof lead> => lead !== null);
    },
    pendingForwards: async (now) => (await kv.due(OUTBOX, now)).map(parseOutboxMember),
    async unfinishedForwards({ untriedOnly = false, createdBefore = Number.POSITIVE_INFINITY } = {}) {
      const refs: ForwardRef[] = [];
      for (const kind of LEAD_KINDS) {
        for (const id of await leadIds(kind)) {
          const stored = await readStored(kind, id);
          if (!stored || Date.parse(stored.record.created_at) >= createdBefore) continue;
          for (const target of stored.owes) {
            const state = await readJson<ForwardState>(forwardKey({ kind, id, target }));
            if (state?.status === "done" || (untriedOnly && state)) continue;
            refs.push({ kind, id, target });
          }
        }
      }
      return refs;
    },
    forwardState: (ref) => readJson<ForwardState>(forwardKey(ref)),
    unqueue: (ref) => kv.unschedule(OUTBOX, outboxMember(ref)),
    async recordForward(ref, state) {
      const current = await readJson<ForwardState>(forwardKey(ref));
      if (current?.status === "done") throw new StoreConflictError(`forward ${forwardKey(ref)} is already done`);
      // Done leaves the queue; without a next attempt (refused for good, or retried long enough) it waits for `npm run leads:retry`.
      const at = state.status === "done" ? null : (state.next_at ?? ON_REQUEST);
      await kv.putAndSchedule(forwardKey(ref), JSON.stringify(state), OUTBOX, outboxMember(ref), at);
    },
    async leaseForward(ref, seconds) {
      if (await kv.lease(leaseKey(ref), PROCESS_OWNER, seconds)) return true;
      // A holder killed mid-attempt (kill -9) would block its forwards until the lease expires: take it over.
      const holder = await kv.get(leaseKey(ref));
      if (holder === null || !ownerGone(holder)) return false;
      await kv.removeIf(leaseKey(ref), holder);
      return kv.lease(leaseKey(ref), PROCESS_OWNER, seconds);
    },
    releaseForward: (ref) => kv.removeIf(leaseKey(ref), PROCESS_OWNER),
    claimFirstCall: (id) => kv.putOnce(callClaimKey(id), new Date().toISOString()),
    async claimFirstAttempt(ref) {
      const key = `claims:${outboxMember(ref)}`;
      const now = Date.now();
      if (await kv.putOnce(key, String(now))) return { first: true, at: now };
      return { first: false, at: Number((await kv.get(key)) ?? now) };
    },
    async flushSpool() {
      if (!options.spool) return 0;
      // Each entry goes in with its own id: a lead that reached the store before it was spooled stays single.
      return options.spool.drain(async (entry) => {
        await store(entry, entry.forwards ?? []);
      });
    },
    ping: () => kv.ping(),
  };
}
