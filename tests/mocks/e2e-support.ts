import { spawn, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page, type Request, type Route } from "@playwright/test";
import { openLeadStore, type TestLeadStore } from "../support/lead-store";
import type { LeadKind } from "../../app/leads/records";
import { createKeyValueStore } from "../../app/store/create-store.server";
import { keyValueOptionsFromEnv } from "../../app/store/key-value.server";
import { limitKeySecret, limitStoreKey } from "../../app/store/rate-limits.server";
import { isFormPost } from "../support/page";
import { freePort } from "../support/ports";
import { EXIT_WITH_PARENT } from "../support/site-process";
import type { ProviderRequest } from "./provider-handlers.js";

/** The e2e servers' SESSION_SECRET (playwright.config.ts): limit keys are hashed with it. */
export const E2E_SESSION_SECRET = "e2e-session-secret-not-for-production";

/** The e2e server's store (playwright.config.ts: LEAD_STORE_DIR=.data/e2e, or REDIS_URL when set). */
export const E2E_STORE_DIR = ".data/e2e";
const e2eStoreOptions = () => keyValueOptionsFromEnv({ REDIS_URL: process.env.REDIS_URL, LEAD_STORE_DIR: E2E_STORE_DIR });
function e2eLeadStore(): TestLeadStore {
  return openLeadStore(e2eStoreOptions());
}

/**
 * Forgets the demo calls a number had today in the e2e store: its count lives a day, and other runs on the same
 * store (a Redis the machine keeps) may have drawn the same number.
 */
export async function forgetDemoCalls(e164: string): Promise<void> {
  const store = createKeyValueStore(e2eStoreOptions());
  try {
    await store.remove(limitStoreKey("demoCallsPerPhoneDay", e164, limitKeySecret(E2E_SESSION_SECRET)));
  } finally {
    await store.close();
  }
}

/**
 * The e2e lead store for the tests of this file, opened before them and closed after them: per worker visit, since
 * with fullyParallel a worker may come back to a file after its afterAll ran.
 */
export function e2eLeadsForFile() {
  let store: TestLeadStore | undefined;
  test.beforeAll(() => {
    store = e2eLeadStore();
  });
  test.afterAll(() => store?.dispose());
  return {
    /** The newest stored lead of a kind with this email (e2e emails are unique per test). */
    async byEmail<K extends LeadKind>(kind: K, email: string) {
      if (!store) throw new Error("the e2e lead store is not open");
      return (await store.list(kind)).find((lead) => lead.email === email.toLowerCase()) ?? null;
    },
  };
}

/** What the e2e server sent to Retell and Resend (written by tests/mocks/e2e-providers.js). */
export function providerRequests(): ProviderRequest[] {
  try {
    return readFileSync(join(E2E_STORE_DIR, "provider-requests.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProviderRequest);
  } catch {
    return [];
  }
}

/**
 * The call the e2e server asked Retell to place for a stored demo-call lead, found by the lead's id in its metadata:
 * a number drawn at random may have been called earlier in the run by another test.
 */
export const retellCallFor = (leadId: string) =>
  providerRequests().find(
    (r) => r.provider === "retell" && (r.body as { metadata?: { demo_request_id?: string } } | null)?.metadata?.demo_request_id === leadId,
  )?.body;

/**
 * Areas of the numbers the tests type (555-0100 to 555-0199 in each). One number gets at most 3 demo calls a day, and
 * every run the same day against the same Redis counts on: 36 areas rather than 8, so a fourth call to one number by
 * chance stays out of reach (it goes with the cube of the count).
 */
const AREA_CODES = [
  201, 202, 206, 212, 213, 214, 215, 216, 303, 305, 310, 312, 313, 404, 415, 469, 503, 512, 602, 612, 617, 646, 702, 713, 718, 720, 737,
  773, 786, 817, 832, 858, 917, 919, 949, 972,
];

/** A number the mocked Retell refuses (see REJECTED_PHONE_ENDING), in a random area. */
export function rejectedPhone(): { typed: string; e164: string } {
  const area = AREA_CODES[randomInt(AREA_CODES.length)];
  return { typed: `(${area}) 555-0199`, e164: `+1${area}5550199` };
}

/** A valid US number, drawn at random among 3,528 (see AREA_CODES; 555-0198 and 555-0199 are kept apart). */
export function freshPhone(): { typed: string; e164: string } {
  const area = AREA_CODES[randomInt(AREA_CODES.length)];
  const line = String(randomInt(100, 198)).padStart(4, "0");
  return { typed: `(${area}) 555-${line}`, e164: `+1${area}555${line}` };
}

/**
 * A number only the daily-cap test calls (555-0198): the cap it fills never meets another test's number. Drawn from the
 * shared pool, a later test that drew the same number got "Too many requests" (landing-pages.spec.ts, 2026-11-27).
 */
export function cappedPhone(): { typed: string; e164: string } {
  const area = AREA_CODES[randomInt(AREA_CODES.length)];
  return { typed: `(${area}) 555-0198`, e164: `+1${area}5550198` };
}

export function freshEmail(label: string) {
  return `${label}-${Date.now()}-${randomInt(1e6)}@acme-plumbing.com`;
}

/** Holds the next form post until `release()`: the busy state can be checked without timing. */
export async function holdNextPost(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: (request: Request) => void;
  const seen = new Promise<Request>((resolve) => (held = resolve));
  const handler = async (route: Route) => {
    if (!isFormPost(route.request())) return route.fallback();
    held(route.request());
    await released;
    await route.fallback();
  };
  await page.route("**/*", handler);
  return {
    posted: seen,
    release: async () => {
      release();
      await page.unroute("**/*", handler);
    },
  };
}

/**
 * Records every toast the page shows, so a check does not race sonner's auto-dismiss on a busy machine.
 * Call before the page is loaded (it runs in every document of the page).
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>("[data-sonner-toast]")) {
        const text = toast.innerText;
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** A sonner toast with this title (and text) was shown. */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`${escapeRegExp(title)}[\\s\\S]*${escapeRegExp(description ?? "")}`)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A store-down server (`startStoreDownServer`) for the tests of the enclosing describe block: its `url` once started. */
export function storeDownServerForSuite() {
  let server: Awaited<ReturnType<typeof startStoreDownServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startStoreDownServer(await freePort());
  });
  test.afterAll(async () => server?.stop());
  return {
    get url() {
      if (!server) throw new Error("the store-down server has not started");
      return server.url;
    },
  };
}

/**
 * A second server whose lead store is down (Redis on a closed port) and whose spool cannot be written, for the
 * "cannot save" states. It runs the e2e build with the same provider mocks.
 */
async function startStoreDownServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", EXIT_WITH_PARENT, "--import", "./tests/mocks/e2e-providers.js", "server.js"],
    {
      cwd: process.env.E2E_APP_DIR ?? process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        PORT: String(port),
        SITE_URL: `http://localhost:${port}`,
        REDIS_URL: "redis://127.0.0.1:1",
        LEAD_STORE_DIR: join(process.cwd(), E2E_STORE_DIR, "store-down"),
        // No writable disk for the spool either: the visitor must be told to try again (503).
        LEAD_SPOOL_DIR: "/dev/null/spool",
        SESSION_SECRET: E2E_SESSION_SECRET,
        RETELL_API_KEY: "key_e2e_retell",
        RETELL_FROM_NUMBER: "+17135550100",
        RETELL_AGENT_ID: "agent_e2e",
        RESEND_API_KEY: "re_e2e_resend",
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    },
  );
  // Ready once it answers /healthz (its "listening" line is info, below the warn level it runs at).
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<never>((_resolve, reject) =>
    child.once("exit", (code) => reject(new Error(`store-down server exited with ${code}: ${errors}`))),
  );
  // Stopping it later also exits it: that rejection is nobody's error once it has started.
  exited.catch(() => {});
  const answered = (async () => {
    for (let attempt = 0; attempt < 480; attempt++) {
      const healthy = await fetch(`http://localhost:${port}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    child.kill();
    throw new Error("store-down server did not start within 120 s");
  })();
  await Promise.race([answered, exited]);
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    },
  };
}
