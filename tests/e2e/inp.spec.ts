import { expect, test } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { INP_CEILING_MS } from "../../bench/budgets";
import { describePhone, referencePhone } from "../../bench/reference-phone";
import { INTERACTIONS, measureInteraction } from "../support/inp";

/**
 * Lab INP of each interaction issue 29 lists, on the reference phone (the bench's, bench/reference-phone.ts): a ceiling
 * against regressions, generous beside the bench's 150 ms budget. The host's benchmark index is Lighthouse's own
 * benchmark, run in the browser just before the interaction, so a busy moment gets a smaller slowdown, not a slower phone.
 */
for (const interaction of INTERACTIONS) {
  test(`${interaction.name} (${interaction.path}) answers within ${INP_CEILING_MS} ms on the reference phone`, async ({
    browser,
    baseURL,
    page,
  }) => {
    const phone = referencePhone(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    test.skip("tooSlow" in phone, describePhone(phone));
    const cpuSlowdown = "cpuSlowdown" in phone ? phone.cpuSlowdown : 1;
    const result = await measureInteraction(browser, baseURL!, interaction, cpuSlowdown);
    test.info().annotations.push({ type: "inp-ms", description: `${describePhone(phone)}: ${result.ms} ms (${result.events})` });
    expect(result.ms, `${describePhone(phone)}, slowest event: ${result.events}`).toBeLessThanOrEqual(INP_CEILING_MS);
  });
}
