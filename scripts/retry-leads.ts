/**
 * Retries every forward that is not done yet (demo calls, mailing contacts, sales notifications), due or not, from the store the env
 * selects, after moving any spooled leads of stopped processes into it:
 *   npm run leads:retry
 * A demo call that may already have been placed is looked up at the provider first; it is never placed twice. A sales
 * notification is resent with its lead's idempotency key (Resend sends one email per key within 24 h), also after the
 * 23 h the server retries it automatically.
 */
import { leadStoreFromEnv } from "~/leads/lead-store.server";
import { runPendingForwards } from "~/leads/outbox.server";
import { getMailing } from "~/services/mailing.server";
import { getTelephony } from "~/services/telephony.server";

async function main() {
  const store = leadStoreFromEnv();
  try {
    const moved = await store.flushSpool();
    const outcomes = await runPendingForwards(store, { telephony: getTelephony(), mailing: getMailing() });
    const count = (status: string) => outcomes.filter((outcome) => outcome.status === status).length;
    console.log(`spooled leads stored: ${moved}; forwards done: ${count("done")}, failed: ${count("failed")}, busy elsewhere: ${count("busy")}`);
    if (count("failed")) process.exitCode = 1;
  } finally {
    await store.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
