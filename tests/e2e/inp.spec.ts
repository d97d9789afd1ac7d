import { existsSync } from "node:fs";
import { expect, test as base } from "@playwright/test";
import { INP_CEILING_MS } from "../../bench/budgets";
import { describePhone, type ReferencePhone } from "../../bench/reference-phone";
import { INTERACTIONS, measureInteraction, measureReferencePhone, WEB_CALL_START } from "../support/inp";

/**
 * Quick response to a tap (issue 29): each interaction's lab INP on the reference phone (tests/support/inp.ts, the
 * bench's probe) stays under a generous ceiling, against regressions; the bench judges the 150 ms budget. The CPU
 * slowdown comes from this host's benchmark index, measured once per worker; a host too slow to emulate the phone
 * skips. One browser per worker, a fresh context per interaction.
 */
const test = base.extend<object, { referencePhone: ReferencePhone }>({
  referencePhone: [async ({ browser }, use) => use(await measureReferencePhone(browser)), { scope: "worker" }],
});

test.use({
  launchOptions: {
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    // A web call's start asks for the microphone: Chromium's fake device answers.
    args: ["--no-sandbox", "--disable-gpu", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});

// The phone is emulated on a machine doing nothing else: playwright.config.ts runs this file as its own project, after
// the others, one test at a time.
test.describe.configure({ mode: "serial" });

/**
 * Interactions that do not yet answer within the ceiling on the reference phone (three runs on a quiet two-core host,
 * index 3,200-3,500, CPU 11.2-12.5x: the longest event of each). Listed as fixme so the run shows them, until the work
 * in issue 29 brings them under it; the other interactions stayed at or under 224 ms.
 */
const OVER_THE_CEILING: Record<string, string> = {
  "open the menu": "208-248 ms: too close to the ceiling to hold",
  "play a voice sample": "240-304 ms",
  "home's demo-call form: first tap": "320-424 ms",
  "home's demo-call form: first keystrokes": "352-392 ms",
  "the revenue calculator": "336-432 ms",
  "a web call's start": "312-416 ms",
};

for (const interaction of [...INTERACTIONS, WEB_CALL_START]) {
  test(`${interaction.name} (${interaction.path}) answers within ${INP_CEILING_MS} ms on the reference phone`, async ({
    browser,
    baseURL,
    referencePhone,
  }) => {
    const over = OVER_THE_CEILING[interaction.name];
    test.fixme(over !== undefined, `over ${INP_CEILING_MS} ms on the reference phone: ${over}`);
    if ("tooSlow" in referencePhone) return test.skip(true, describePhone(referencePhone));
    test.info().annotations.push({ type: "reference phone", description: describePhone(referencePhone) });
    const inp = await measureInteraction(browser, baseURL!, interaction, referencePhone.cpuSlowdown);
    test.info().annotations.push({ type: "lab INP", description: `${inp.ms} ms (${inp.events || "every event under 16 ms"})` });
    expect(inp.ms, `${interaction.name}: the longest event (${inp.events})`).toBeLessThanOrEqual(INP_CEILING_MS);
  });
}
