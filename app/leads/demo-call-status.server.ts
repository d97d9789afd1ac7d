import { FINAL_CALL_STATUSES, type CallProgressSource, type DemoCallProgress, type DemoCallStatus } from "~/services/telephony.server";
import type { KeyValueStore } from "~/store/key-value.server";
import type { DemoCallRecord } from "./records";

/**
 * A demo call's progress as the provider last told it. Lead records are write-once, so, like a forward's state, it is
 * a key of its own beside the record (the lead's id only: nothing personal), overwritten as the call moves on, and the
 * lead store reads it into the record's status.
 */
const progressKey = (leadId: string) => `call-progress:${leadId}`;

export interface StoredCallProgress extends DemoCallProgress {
  /** The provider's call this is about: it applies to the lead only while that is the lead's call. */
  callId: string;
  /** When it was recorded (ISO). */
  at: string;
}

const isFinal = (status: DemoCallStatus) => FINAL_CALL_STATUSES.includes(status);

export async function readDemoCallProgress(store: KeyValueStore, leadId: string): Promise<StoredCallProgress | null> {
  const raw = await store.get(progressKey(leadId));
  return raw === null ? null : (JSON.parse(raw) as StoredCallProgress);
}

/**
 * Records a demo call's provider status: the one way it is written, by the export's refresh (asking the provider) and
 * by the provider's call webhook. A final status (ended, no answer, failed) is never replaced by a status that is not
 * (a late or reordered answer). True when it was written.
 */
export async function recordDemoCallStatus(
  store: KeyValueStore,
  leadId: string,
  callId: string,
  progress: DemoCallProgress,
): Promise<boolean> {
  const current = await readDemoCallProgress(store, leadId);
  if (current?.callId === callId && isFinal(current.status) && !isFinal(progress.status)) return false;
  // The summary comes with the last webhook (`call_analyzed`), which may arrive before `call_ended`: keep it.
  const summary = progress.summary ?? (current?.callId === callId ? current.summary : undefined);
  const stored: StoredCallProgress = { ...progress, ...(summary ? { summary } : {}), callId, at: new Date().toISOString() };
  await store.put(progressKey(leadId), JSON.stringify(stored));
  return true;
}

/** The record with the provider's word on its call, when there is one about the lead's call (else as it is). */
export function withCallProgress(record: DemoCallRecord, progress: StoredCallProgress | null): DemoCallRecord {
  if (!progress || !record.provider_call_id || progress.callId !== record.provider_call_id) return record;
  return {
    ...record,
    status: progress.status,
    ...(progress.durationSeconds !== undefined ? { call_duration_seconds: progress.durationSeconds } : {}),
    ...(progress.endedReason ? { call_ended_reason: progress.endedReason } : {}),
    ...(progress.summary ? { call_summary: progress.summary } : {}),
  };
}

/** Statuses of a placed call whose end is not known yet: the export asks the provider about these. */
const STILL_GOING: readonly DemoCallRecord["status"][] = ["calling", "ringing", "in-progress"];

export interface RefreshSummary {
  asked: number;
  updated: number;
  /** Calls the provider could not tell about, with why: their leads keep the status they had. */
  unavailable: { leadId: string; callId: string; reason: string }[];
}

/**
 * Asks the provider where each placed call not known to have ended stands, and records its answer. A provider that
 * cannot answer leaves that lead's status as it was (listed in the summary: the caller reports it); the others go on.
 */
export async function refreshDemoCalls(
  store: KeyValueStore,
  leads: readonly DemoCallRecord[],
  source: CallProgressSource,
): Promise<RefreshSummary> {
  const summary: RefreshSummary = { asked: 0, updated: 0, unavailable: [] };
  for (const lead of leads) {
    if (!lead.provider_call_id || !STILL_GOING.includes(lead.status)) continue;
    summary.asked += 1;
    let progress: DemoCallProgress | null;
    try {
      progress = await source.demoCallProgress(lead.provider_call_id);
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      summary.unavailable.push({ leadId: lead.id, callId: lead.provider_call_id, reason });
      continue;
    }
    if (progress && (await recordDemoCallStatus(store, lead.id, lead.provider_call_id, progress))) summary.updated += 1;
  }
  return summary;
}
