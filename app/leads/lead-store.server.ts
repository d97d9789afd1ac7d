import path from "node:path";
import { keyValueOptionsFromEnv } from "~/store/key-value.server";
import { getStore } from "~/store/process-store.server";
import { env } from "~/utils/env.server";
import { createLeadStore, type LeadStore } from "./create-lead-store.server";
import { createSpool } from "./spool.server";

let processLeads: LeadStore | undefined;

/**
 * The process's leads, in the process's store; with Redis or Upstash, leads the store cannot take go to a spool
 * on disk (LEAD_SPOOL_DIR). Nothing runs in the background here: the workers do (app/workers.server.ts).
 */
export function getLeadStore(): LeadStore {
  processLeads ??= createLeadStore({
    store: getStore(),
    ...(keyValueOptionsFromEnv(env).driver !== "fs" ? { spool: createSpool(path.resolve(env.LEAD_SPOOL_DIR)) } : {}),
  });
  return processLeads;
}

/** Throws when the store cannot be reached (GET /readyz). */
export async function checkStoreReady(): Promise<void> {
  await getLeadStore().ping();
}
