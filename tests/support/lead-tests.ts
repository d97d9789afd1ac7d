import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { providerHandlers, type ProviderRequest } from "../mocks/provider-handlers.js";
import { signupFields } from "./lead-fields";
import { openLeadStore, type TestLeadStore } from "./lead-store";
import { backgroundForwardsSettled } from "../../app/leads/pipeline.server";
import { createRetellTelephony, type Telephony } from "../../app/services/telephony.server";

/**
 * Registers the hooks the lead action tests share: msw answers every provider and records what it was sent, each
 * test gets an empty fs lead store in a temporary folder and a Retell telephony, and the lead log stays off the console.
 */
export function setUpLeadTests(folderPrefix: string) {
  const requests: ProviderRequest[] = [];
  const server = setupServer(...providerHandlers((entry) => requests.push(entry)));
  let dir: string;
  let store: TestLeadStore;
  let telephony: Telephony;

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), `${folderPrefix}-`));
    store = openLeadStore({ driver: "fs", dir });
    // Made after msw listens: the Retell client keeps the fetch it found when created.
    telephony = createRetellTelephony({ apiKey: "key_test", fromNumber: "+14155550100", agentId: "agent_demo" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(async () => {
    await backgroundForwardsSettled();
    vi.restoreAllMocks();
    server.resetHandlers();
    requests.length = 0;
    await store.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  afterAll(() => server.close());

  return {
    server,
    /** What the providers were sent in this test, in order. */
    requests,
    /** This test's lead store. */
    get store() {
      return store;
    },
    /** Retell as msw answers it, agent "agent_demo" calling from +14155550100. */
    get telephony() {
      return telephony;
    },
    /** This test's temporary folder (the store's). */
    get dir() {
      return dir;
    },
  };
}

/** The demo-signup body the lead action tests post: a two-word last name, the phone as typed without brackets. */
export const signupBody = signupFields("jane@acmeplumbing.com", { lastName: "van Doe", phone: "212-555-0123" });
