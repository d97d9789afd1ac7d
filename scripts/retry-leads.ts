/**
 * Retries every forward that is not done yet (demo calls, mailing contacts, sales notifications), due or not, from the store the env
 * selects, after moving any spooled leads of stopped processes into it:
 *   npm run leads:retry
 * It finds them in the outbox and in the leads themselves (a forward a crash left out of the queue). A forward already done is never
 * sent again. A demo call that may already have been placed is looked up at the provider first; it is never placed twice. A sales
 * notification is resent with its lead's idempotency key (Resend sends one email per key within 24 h), also after the 23 h the
 * server retries it automatically. It closes every connection it opened and exits.
 */
import { getLeadStore } from "~/leads/lead-store.server";
import { runForward, type ForwardOutcome } from "~/leads/outbox.server";
import type { ForwardRef } from "~/leads/records";
import { getMailing } from "~/services/mailing.server";
import { getTelephony } from "~/services/telephony.server";
import { closeStore } from "~/store/process-store.server";

const refKey = ({ kind, id, target }: ForwardRef) => `${kind}:${id}:${target}`;

async function main() {
  const store = getLeadStore();
  try {
    const moved = await store.flushSpool();
    const refs = new Map<string, ForwardRef>();
    for (const ref of [...(await store.pendingForwards()), ...(await store.unfinishedForwards())]) refs.set(refKey(ref), ref);
    const providers = { telephony: getTelephony(), mailing: getMailing() };
    const outcomes: ForwardOutcome[] = [];
    for (const ref of refs.values()) outcomes.push(await runForward(store, providers, ref, { manual: true }));
    const count = (status: string) => outcomes.filter((outcome) => outcome.status === status).length;
    console.log(
      `spooled leads stored: ${moved}; forwards done: ${count("done")}, failed: ${count("failed")}, busy elsewhere: ${count("busy")}`,
    );
    if (count("failed")) process.exitCode = 1;
  } finally {
    await closeStore();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
