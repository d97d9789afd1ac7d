import { createLeadStore, type LeadStore } from "../../app/leads/create-lead-store.server";
import type { Spool } from "../../app/leads/spool.server";
import { createKeyValueStore } from "../../app/store/create-store.server";
import type { KeyValueOptions } from "../../app/store/key-value.server";

/** What a test passes to open a lead store on a store of its own: a folder, a Redis or an Upstash, and maybe a spool. */
export type TestLeadStoreOptions = KeyValueOptions & { breakerMs?: number; spool?: Spool };

/** A lead store a test reads or fills on a store of its own, as the server's sits on the process's store. */
export interface TestLeadStore extends LeadStore {
  /** Closes the store it opened. */
  dispose(): Promise<void>;
}

/** Opens a store from `options` and the lead store the site's code would build on it (app/leads/lead-store.server.ts). */
export function openLeadStore(options: TestLeadStoreOptions): TestLeadStore {
  const store = createKeyValueStore(options, options.breakerMs);
  return { ...createLeadStore({ store, spool: options.spool }), dispose: () => store.close() };
}
