import { env } from "~/utils/env.server";
import { createLeadStore, leadStoreOptionsFromEnv, type LeadStore } from "./store.server";

let store: LeadStore | undefined;

/** The process's lead store, picked by env (Upstash, Redis, or files under LEAD_STORE_DIR). */
export function getLeadStore(): LeadStore {
  store ??= createLeadStore(leadStoreOptionsFromEnv(env));
  return store;
}

/** Throws when the store cannot be reached (GET /readyz). */
export async function checkStoreReady(): Promise<void> {
  await getLeadStore().readShared("readiness");
}

/** Shutdown: background work stops and connections close. */
export async function closeLeads(): Promise<void> {
  await store?.dispose();
  store = undefined;
}
