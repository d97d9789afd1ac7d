import { expect, test } from "@playwright/test";
import { FULL_CHROMIUM } from "../support/chromium";
import { INP_CEILING_MS } from "../../bench/budgets";
import { describePhone } from "../../bench/reference-phone";
import { INTERACTIONS, measureInteraction, measureReferencePhone, WEB_CALL_START } from "../support/inp";

/**
 * Quick response to a tap (decision record 0060): each interaction's lab INP on the reference phone (tests/support/inp.ts, the
 * bench's probe) stays under a generous ceiling, against regressions; the bench judges the 150 ms budget. The CPU
 * slowdown comes from this host's benchmark index, measured again before each interaction (a shared host's speed
 * drifts within a run); a host too slow to emulate the phone skips. A fresh context per sample.
 */
test.use({
  launchOptions: {
    executablePath: FULL_CHROMIUM,
    // A web call's start asks for the microphone: Chromium's fake device answers.
    args: ["--no-sandbox", "--disable-gpu", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});

type Figure = Awaited<ReturnType<typeof measureInteraction>>;

/** Samples an interaction takes at most: one when it answers within the ceiling. */
const SAMPLES = 3;

/**
 * The fastest of up to three samples, stopping at the first within the ceiling: a shared host's noise only adds to an
 * interaction's time (one tap measured 150-430 ms in one hour on one host), so the fastest sample is the nearest to
 * what the page costs, and a regression moves every sample.
 */
async function fastestSample(sample: () => Promise<Figure>): Promise<{ fastest: Figure; samples: Figure[] }> {
  const samples: Figure[] = [];
  do samples.push(await sample());
  while (samples.length < SAMPLES && samples.every((figure) => figure.ms > INP_CEILING_MS));
  return { fastest: samples.reduce((best, figure) => (figure.ms < best.ms ? figure : best)), samples };
}

for (const interaction of [...INTERACTIONS, WEB_CALL_START]) {
  test(`${interaction.name} (${interaction.path}) answers within ${INP_CEILING_MS} ms on the reference phone`, async ({
    browser,
    baseURL,
  }) => {
    const phone = await measureReferencePhone(browser);
    if ("tooSlow" in phone) return test.skip(true, describePhone(phone));
    const { fastest, samples } = await fastestSample(() => measureInteraction(browser, baseURL!, interaction, phone.cpuSlowdown));
    const figures = samples.map((figure) => `${figure.ms} ms (${figure.events || "every event under 16 ms"})`).join(", ");
    test.info().annotations.push({ type: "lab INP", description: `${figures}; ${describePhone(phone)}` });
    // Printed, so a run's log (CI's included) shows each figure and the phone it was measured on.
    console.log(`lab INP, ${interaction.name}: ${figures}; ${describePhone(phone)}`);
    expect(fastest.ms, `${interaction.name}: the longest event (${fastest.events}); samples ${figures}`).toBeLessThanOrEqual(
      INP_CEILING_MS,
    );
  });
}
