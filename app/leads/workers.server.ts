import { getMailing } from "~/services/mailing.server";
import { getTelephony } from "~/services/telephony.server";
import { StoreUnavailableError } from "~/store/key-value.server";
import { linkedWebCallIds, sweepConversations } from "~/web-calls/web-calls.server";
import type { LeadStore } from "./create-lead-store.server";
import { logLeadEvent } from "./lead-log.server";
import { getLeadStore } from "./lead-store.server";
import { backgroundForwardsSettled } from "./pipeline.server";
import { runForward, runPendingForwards, type ForwardProviders } from "./outbox.server";

/** How often the server moves spooled leads into the store (a local check while the spool is empty). */
const SPOOL_INTERVAL_MS = 5_000;
/** Every this many spool turns it also retries due forwards (one store read: about 3,000 a day on Upstash). */
const FORWARD_TURNS = 6;
/** Every this many turns (and once at start) it looks through the leads for forwards never tried (an hour). */
const SWEEP_TURNS = 720;
/** A lead younger than this may still be forwarded by the request that stored it. */
const SWEEP_GRACE_MS = 60_000;

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> = Promise.resolve();
let turns = 0;

/** Forwards a crash left untried (a killed process, a lost queue entry on the file store). */
async function sweep(store: LeadStore, providers: ForwardProviders): Promise<void> {
  for (const ref of await store.unfinishedForwards({ untriedOnly: true, createdBefore: Date.now() - SWEEP_GRACE_MS })) {
    await runForward(store, providers, ref);
  }
}

/** What was said in web calls no lead names is removed after its days (the privacy policy's promise). */
async function sweepWebCalls(store: LeadStore): Promise<void> {
  const removed = await sweepConversations(store.keyValues, await linkedWebCallIds(store));
  if (removed) logLeadEvent({ event: "web-call.conversations", outcome: "removed", count: removed });
}

/**
 * Flushes the spool, and now and then retries the forwards that are due; hourly it also looks for untried forwards and
 * expired web-call transcripts. A store still down waits for the next turn.
 */
async function turn(store: LeadStore): Promise<void> {
  const providers = { telephony: getTelephony(), mailing: getMailing() };
  try {
    const moved = await store.flushSpool();
    if (moved) logLeadEvent({ event: "lead.spool", outcome: "flushed", count: moved });
    if (turns % SWEEP_TURNS === 0) {
      await sweep(store, providers);
      await sweepWebCalls(store);
    }
    if (turns % FORWARD_TURNS === 0) await runPendingForwards(store, providers, Date.now());
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) logLeadEvent({ event: "lead.background", outcome: "error", reason: String(error) });
  }
  turns += 1;
}

/** Starts the spool flush and outbox retries (the server, once it listens); a second call does nothing. */
export function startLeadWorkers(): void {
  if (timer) return;
  const store = getLeadStore();
  const next = () => (running = running.then(() => turn(store)));
  void next();
  timer = setInterval(() => void next(), SPOOL_INTERVAL_MS);
}

/**
 * Stops them after the turn in progress and the sales notifications under way (one cut off by the exit would be sent
 * again by the next process's retries), then moves what the spool holds into the store if it answers.
 */
export async function stopLeadWorkers(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await Promise.all([running, backgroundForwardsSettled()]);
  try {
    const moved = await getLeadStore().flushSpool();
    if (moved) logLeadEvent({ event: "lead.spool", outcome: "flushed", count: moved });
  } catch (error) {
    // The spool stays on disk and the next process drains it.
    logLeadEvent({ event: "lead.spool", outcome: "kept", reason: String(error) });
  }
}
