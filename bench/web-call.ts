/**
 * `npm run bench:web-call`: what a tap on "Talk to it now" costs on the reference phone (bench/reference-phone.ts).
 * Against the existing production build (`npm run build` first), with a Retell key so the buttons start web calls:
 *  - the JavaScript loaded on the tap (the call panel and the `retell-sdk` chunk), gzip, as the first visit never has it;
 *  - the time from the tap to `startCall` (the `web-call:start-call` mark), CPU slowed to the reference phone and the
 *    network to Lighthouse's mobile profile (150 ms RTT, 1.6 Mbit/s down), median of `--rounds` fresh visits.
 * The endpoint's answer is stood in for (the token is refused by nothing: the mark is set before the SDK dials out).
 * Port BENCH_PORT (default 3208).
 */
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { hydrated } from "../tests/support/page";
import { startSite } from "../tests/support/site-process";
import { gzipKb } from "./js-budget";
import { measureBenchmarkIndex } from "./lighthouse";
import { describePhone, referencePhone } from "./reference-phone";

const { values: args } = parseArgs({ options: { rounds: { type: "string" }, route: { type: "string" } } });
const ROUNDS = Number(args.rounds ?? 3);
const ROUTE = args.route ?? "/trades/plumbing";
const PORT = Number(process.env.BENCH_PORT ?? 3208);
/** Lighthouse's mobile network (its `mobileSlow4G` throttling), as DevTools applies it. */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * One fresh visit: the scripts fetched after the tap, and the milliseconds from the tap to `startCall`. The phone's
 * width, but a screen tall enough to show the button without a scroll: a scroll would prefetch the call's code (and
 * load the forms near it), and this measures a tap with nothing fetched ahead.
 */
async function tapToStartCall(page: Page, url: string, cpuSlowdown: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", MOBILE_NETWORK);
  await page.route("**/api/web-call", (route) =>
    route.fulfill({ json: { accessToken: "bench-token", callId: "bench-call", maxCallSeconds: 180 } }),
  );
  await page.route("**/api/web-call/end", (route) => route.fulfill({ status: 204 }));
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "script" && path.startsWith("/assets/")) scripts.push(path);
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.evaluate(() => document.addEventListener("click", () => performance.mark("web-call:tap"), { capture: true, once: true }));
  await page.locator("button[data-web-call]").first().click();
  await page.waitForFunction(() => performance.getEntriesByName("web-call:start-call").length > 0, undefined, { timeout: 120_000 });
  const ms = await page.evaluate(
    () => performance.getEntriesByName("web-call:start-call")[0].startTime - performance.getEntriesByName("web-call:tap")[0].startTime,
  );
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return { ms, scripts: [...new Set(scripts)] };
}

const site = await startSite({ port: PORT, env: { RETELL_API_KEY: "key_bench_web_call", LOG_LEVEL: "warn" } });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
});
try {
  const phone = referencePhone(await measureBenchmarkIndex(`${site.url}/robots.txt`));
  const cpuSlowdown = "tooSlow" in phone ? 1 : phone.cpuSlowdown;
  const runs: number[] = [];
  let scripts: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ permissions: ["microphone"], viewport: { width: 375, height: 4000 } });
    const result = await tapToStartCall(await context.newPage(), `${site.url}${ROUTE}`, cpuSlowdown);
    runs.push(result.ms);
    scripts = result.scripts;
    await context.close();
  }
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  console.log(`| web call | measured |`);
  console.log(`| --- | --- |`);
  console.log(`| reference phone | ${describePhone(phone)}, mobile network 150 ms RTT, 1.6 Mbit/s |`);
  // The call's own code; the panel's focus also brings the demo-call form near the screen, which loads its code.
  const callCode = scripts.filter((file) => /\/(call-panel|retell-sdk|web-call-id)-/.test(file));
  const others = scripts.filter((file) => !callCode.includes(file));
  const names = (files: string[]) => files.map((file) => file.replace("/assets/", "")).join(", ");
  console.log(`| web-call code loaded on tap (gzip) | ${(await gzipKb(callCode)).toFixed(1)} KB: ${names(callCode)} |`);
  console.log(
    `| also loaded after the tap (the form the panel scrolls near, gzip) | ${(await gzipKb(others)).toFixed(1)} KB: ${names(others)} |`,
  );
  console.log(`| tap to startCall on ${ROUTE}, median of ${ROUNDS} | ${Math.round(median)} ms (${runs.map(Math.round).join(", ")}) |`);
} finally {
  await browser.close();
  await site.stop();
}
