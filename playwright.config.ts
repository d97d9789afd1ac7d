import { defineConfig, devices } from "@playwright/test";
import { PREVIEW_E2E } from "./tests/fixtures/preview-dataset.mjs";
import { HEADLESS_SHELL } from "./tests/support/chromium";

/** The e2e server's port: apart from the dev server (3000) so both can run at once; E2E_PORT moves it (parallel checkouts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${E2E_PORT}`;
const isCI = Boolean(process.env.CI);
/** Specs whose assertions are the site's own response times: run after the rest (the "timed" project). */
const TIMED_SPECS = ["content-outage.spec.ts", "content-instances.spec.ts", "lead-providers-outage.spec.ts"];

// Playwright cannot download its browsers here: Debian's headless shell runs the tests (tests/support/chromium.ts).
const executablePath = HEADLESS_SHELL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Most of a browser test's time is waiting (the network going idle, a smooth scroll, a spawned server): with two
  // cores, four workers keep both busy. Measured in docs/decisions (the test-suite record).
  workers: 4,
  reporter: isCI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records a screencast and DOM snapshots of every action: a fifth of a browser test's CPU (a11y's trade
    // pages: 155-180 against 125-136 CPU-s). Recorded on the retry, where a failure is reproduced; `--trace on` locally.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [...TIMED_SPECS, "inp.spec.ts"],
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
    {
      // Specs that time the site's own answers against the spec's limits (a page within 3 s while the Content Lake is
      // down, an edit on the second instance within 2 s): after the others, so four busy workers on a slow host do not
      // make the time. On their own servers, each spec file on one worker.
      name: "timed",
      testMatch: TIMED_SPECS,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: ["--no-sandbox", "--disable-gpu"] } },
    },
    {
      // Lab INP on the emulated reference phone (tests/e2e/inp.spec.ts): after every other test and one test at a
      // time, so the benchmark index it calibrates the phone by is that of a machine doing nothing else. On the same
      // servers (`--no-deps` runs it alone).
      name: "reference-phone",
      testMatch: "inp.spec.ts",
      dependencies: ["timed"],
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    {
      // Providers are answered by msw inside the server process (tests/mocks/e2e-providers.js). Against the build in
      // build/: `npm test` builds beside the lint, `npm run test:e2e` before the tests.
      command: "node --import ./tests/mocks/e2e-providers.js server.js",
      url: baseURL,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(E2E_PORT),
        // What production runs: React and React Router's production builds.
        NODE_ENV: "production",
        // The server logs every request at info: the test output shows only warnings and errors.
        LOG_LEVEL: "warn",
        SITE_URL: baseURL,
        LEAD_STORE_DIR: ".data/e2e",
        // Every e2e visitor is 127.0.0.1: the per-visitor limit is unit-tested, not hit here.
        LEAD_FORM_LIMIT_PER_HOUR: "100000",
        VISIT_LIMIT_PER_MINUTE: "100000",
        // Web calls too (their caps are unit- and load-tested: app/web-calls, tests/unit/web-call-caps-load.test.ts).
        WEB_CALL_LIMIT_PER_ADDRESS_HOUR: "100000",
        WEB_CALL_LIMIT_PER_ADDRESS_DAY: "100000",
        WEB_CALL_DAILY_CALLS: "100000",
        WEB_CALL_DAILY_MINUTES: "100000",
        SESSION_SECRET: "e2e-session-secret-not-for-production",
        // Fake keys switch the real provider clients on; msw answers them.
        RETELL_API_KEY: "key_e2e_retell",
        RETELL_FROM_NUMBER: "+17135550100",
        RETELL_AGENT_ID: "agent_e2e",
        RESEND_API_KEY: "re_e2e_resend",
        RESEND_SEGMENT_ID: "segment_e2e",
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      },
    },
    {
      // Preview specs (tests/e2e/preview.spec.ts): the seed plus a draft, with a preview secret and a webhook secret.
      command: `node tests/fixtures/preview-dataset.mjs ${PREVIEW_E2E.dir} && node server.js`,
      url: `http://localhost:${PREVIEW_E2E.port}`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(PREVIEW_E2E.port),
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        SITE_URL: `http://localhost:${PREVIEW_E2E.port}`,
        CONTENT_DATASET_FILE: `${PREVIEW_E2E.dir}/production.ndjson`,
        LEAD_STORE_DIR: ".data/e2e-preview-leads",
        SESSION_SECRET: "e2e-session-secret-not-for-production",
        PREVIEW_SECRET: PREVIEW_E2E.secret,
        SANITY_WEBHOOK_SECRET: PREVIEW_E2E.webhookSecret,
        SANITY_STUDIO_URL: PREVIEW_E2E.studioUrl,
      },
    },
  ],
});
