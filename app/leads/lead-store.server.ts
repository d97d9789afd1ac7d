import path from "node:path";
import { getMailing } from "~/services/mailing.server";
import { getTelephony } from "~/services/telephony.server";
import { env } from "~/utils/env.server";
import { createLeadStore, StoreUnavailableError, type LeadStore } from "./create-lead-store.server";
import { logLeadEvent } from "./lead-log.server";
import { runPendingForwards } from "./outbox.server";
import { createSpool } from "./spool.server";
import { storeOptionsFromEnv } from "./store-backends.server";

/** How often the server moves spooled leads into the store (a local check while the spool is empty). */
const SPOOL_INTERVAL_MS = 5_000;
/** Every this many spool turns it also retries due forwards (one store read: about 3,000 a day on Upstash). */
const FORWARD_TURNS = 6;

let processStore: LeadStore | undefined;
let background: ReturnType<typeof setInterval> | undefined;
let backgroundRun: Promise<void> = Promise.resolve();
let turns = 0;

/** Flushes the spool, and now and then retries the forwards that are due. A store still down waits for the next turn. */
async function backgroundTurn(store: LeadStore): Promise<void> {
  try {
    const moved = await store.flushSpool();
    if (moved) logLeadEvent({ event: "lead.spool", outcome: "flushed", count: moved });
    if (++turns % FORWARD_TURNS === 0) await runPendingForwards(store, { telephony: getTelephony(), mailing: getMailing() }, Date.now());
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) logLeadEvent({ event: "lead.background", outcome: "error", reason: String(error) });
  }
}

/** A lead store picked by env (Upstash, Redis, or files under LEAD_STORE_DIR); a Redis store spools to LEAD_SPOOL_DIR. */
export function leadStoreFromEnv(): LeadStore {
  const options = storeOptionsFromEnv(env);
  return createLeadStore(options.driver === "fs" ? options : { ...options, spool: createSpool(path.resolve(env.LEAD_SPOOL_DIR)) });
}

/** The process's lead store; it also flushes the spool and retries due forwards in the background. */
export function getLeadStore(): LeadStore {
  if (processStore) return processStore;
  const store = leadStoreFromEnv();
  processStore = store;
  background = setInterval(() => {
    backgroundRun = backgroundRun.then(() => backgroundTurn(store));
  }, SPOOL_INTERVAL_MS);
  background.unref();
  return store;
}

/** Throws when the store cannot be reached (GET /readyz). */
export async function checkStoreReady(): Promise<void> {
  await getLeadStore().ping();
}

/** Shutdown: background work stops, spooled leads go into the store when it answers, connections close. */
export async function closeLeads(): Promise<void> {
  const store = processStore;
  if (!store) return;
  clearInterval(background);
  await backgroundRun;
  try {
    const moved = await store.flushSpool();
    if (moved) logLeadEvent({ event: "lead.spool", outcome: "flushed", count: moved });
  } catch (error) {
    // The spool stays on disk and the next process drains it.
    logLeadEvent({ event: "lead.spool", outcome: "kept", reason: String(error) });
  }
  await store.dispose();
  processStore = undefined;
}
