import { startLeadWorkers, stopLeadWorkers } from "~/leads/workers.server";
import { startRevisionPolling, stopContent } from "~/sanity/client.server";
import { closeStore } from "~/store/process-store.server";

/**
 * The background work of a server process, started by the server once it listens and never as a side effect:
 * the spool flush and outbox retries (leads) and the content revision polling.
 */
export function startWorkers(): void {
  startLeadWorkers();
  startRevisionPolling();
}

/** Shutdown: stops them, moves what the spool holds into the store if it answers, and closes the store's connections. */
export async function stopWorkers(): Promise<void> {
  await Promise.all([stopLeadWorkers(), stopContent()]);
  await closeStore();
}
