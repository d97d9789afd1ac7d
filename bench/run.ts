/**
 * `npm run bench`: builds, starts the production server with no env and measures it on the reference phone
 * (bench/reference-phone.ts) beside the floor (each page's own HTML minus its scripts, served statically) and, with
 * `--against <ref>`, beside another build measured in the same run. Prints one markdown table and writes bench/RESULTS.md.
 *   npm run bench -- --only lighthouse,revisit,inp,load,leads,counting,js,compression   (parts; default all but compression;
 *   the HTML sizes always run)   --no-build   --rounds 3   --routes /,/demo (Lighthouse and INP on these only)
 *   --against base|<git ref>   (base: the merge base of HEAD and main, the last landed commit)
 * Ports BENCH_PORT..+7 (default 3200; the compared build on +7). Leads and counts go to REDIS_URL (default: throwaway redis-servers on BENCH_PORT+3, +4).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { promisify, parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { VISIT_BEACON_SCRIPT } from "../app/insights/visit-beacon";
import { INTERACTIONS, measureInteraction } from "../tests/support/inp";
import { startSite, type SiteProcess } from "../tests/support/site-process";
import { prepareAgainst, type AgainstBuild } from "./against";
import {
  DOM_ELEMENTS_MAX,
  HTML_BROTLI_BUDGET_KB,
  INP_BUDGET_MS,
  jsBudgetFor,
  LIGHTHOUSE_BUDGETS,
  LOAD_ROUTES,
  LOAD_VS_AGAINST_MIN,
  MEASURED_ROUTES,
} from "./budgets";
import { measureCompression } from "./compression";
import { measureRequestCost, type RequestCost } from "./counting";
import { sentHtml, type SentHtml } from "./html-size";
import { BUDGET_ROUTES, fieldVitalsGzipBytes, gzipKb, jsPerRoute } from "./js-budget";
import { measureSignups, type LeadsResult } from "./leads";
import { measureBenchmarkIndex, medianResult, runLighthouse, runSecondVisit, type LighthouseResult } from "./lighthouse";
import { meanLoad, measureLoad, type LoadResult } from "./load";
import { BROWSER_UA, capturePages, pageName } from "./pages";
import { describePhone, referencePhone, type ReferencePhone } from "./reference-phone";

const run = promisify(execFile);
const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    "no-build": { type: "boolean" },
    rounds: { type: "string" },
    routes: { type: "string" },
    against: { type: "string" },
  },
});
const parts = new Set((args.only ?? "lighthouse,revisit,inp,load,leads,counting,js").split(","));
/** `--routes /,/demo`: the Lighthouse and INP parts on these routes only (a quick look; budgets still apply). */
const lighthouseRoutes = args.routes ? args.routes.split(",") : MEASURED_ROUTES;
const ROUNDS = Number(args.rounds ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
/** The page whose views the counting part measures (counting must cost under 2% of page throughput). */
const COUNTING_ROUTE = "/trades/plumbing";
const COUNTING_COST_BUDGET = 0.02;
/** A visitor's second page, the stylesheet and shared scripts cached: home, then a trade page. */
const SECOND_VISIT = ["/", "/trades/plumbing"] as const;

type Row = { part: string; what: string; measured: string; budget: string; pass: boolean | undefined };
const rows: Row[] = [];
const row = (part: string, what: string, measured: string, budget = "", pass?: boolean) =>
  rows.push({ part, what, measured, budget, pass });
const startedAt = Date.now();
/** The reference phone as each calibration found this host (one per Lighthouse round and per part that slows the CPU). */
const phones: ReferencePhone[] = [];
/** The build measured beside this one (`--against`), once prepared. */
let against: AgainstBuild | undefined;
/** "figure (label: theirs)": this build's figure, the compared build's beside it when there is one. */
const beside = (ours: string, theirs: string | undefined) =>
  theirs === undefined || !against ? ours : `${ours} (${against.label}: ${theirs})`;
/** Budgets measured on a slowed CPU are judged only when every calibration could emulate the reference phone. */
const emulated = () => phones.every((phone) => !("tooSlow" in phone));
const judged = (pass: boolean) => (emulated() ? pass : undefined);
const log = (message: string) => console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);

async function untilAnswers(url: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

async function startStatic(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["bench/static-server.mjs", dir, String(port)], { stdio: "ignore" });
  await untilAnswers(`http://localhost:${port}/favicon.svg`);
  return child;
}

async function startRedis(port: number): Promise<{ url: string; stop: () => void }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => {} };
  const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await run("redis-cli", ["-p", String(port), "ping"]).catch(() => ({ stdout: "" }))).stdout.includes("PONG")) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** This host's benchmark index now, and the CPU slowdown that makes it the reference phone (1 when it cannot). */
async function calibrate(url: string, what: string): Promise<number> {
  const phone = referencePhone(await measureBenchmarkIndex(url));
  phones.push(phone);
  log(`${what}: reference phone at ${describePhone(phone)}`);
  return "tooSlow" in phone ? 1 : phone.cpuSlowdown;
}

/** The slowdown that makes this host the reference phone at `benchmarkIndex` (1 for a host too slow to emulate it). */
const slowdownAt = (benchmarkIndex: number) => {
  const phone = referencePhone(benchmarkIndex);
  return "tooSlow" in phone ? 1 : phone.cpuSlowdown;
};

/** Within this share of the slowdown its own benchmark index calls for, a run counts as on the reference phone. */
const PHONE_TOLERANCE = 0.2;

/**
 * A Lighthouse run on the reference phone. A shared host's speed moves between the calibration and the run (indexes
 * 1,245 then 1,372-1,986 within one round here): Lighthouse measures the index again as each run starts, and a run
 * whose own index calls for a slowdown more than PHONE_TOLERANCE away from the one it ran at is run again at that
 * one, twice at most. Returns the run and the slowdown for the next one.
 */
async function onReferencePhone(what: string, cpuSlowdown: number, measure: (cpuSlowdown: number) => Promise<LighthouseResult>) {
  let result = await measure(cpuSlowdown);
  for (let again = 0; again < 2; again++) {
    const wanted = slowdownAt(result.benchmarkIndex);
    if (Math.abs(wanted - result.cpuSlowdown) <= wanted * PHONE_TOLERANCE) break;
    log(`${what}: ran at ${result.cpuSlowdown}x, its index ${Math.round(result.benchmarkIndex)} calls for ${wanted}x: again`);
    result = await measure(wanted);
  }
  return { result, next: slowdownAt(result.benchmarkIndex) };
}

const scoresOf = (result: LighthouseResult) => Object.values(result.scores).join(", ");
const scoresPass = ({ scores }: LighthouseResult) =>
  scores.performance >= LIGHTHOUSE_BUDGETS.performanceMin &&
  [scores.accessibility, scores["best-practices"], scores.seo].every((score) => score >= LIGHTHOUSE_BUDGETS.otherCategoriesMin);
const SCORES_BUDGET = `perf >= ${LIGHTHOUSE_BUDGETS.performanceMin}, others ${LIGHTHOUSE_BUDGETS.otherCategoriesMin}`;
const clsOf = (result: LighthouseResult) => Number(result.cls.toFixed(3));

async function lighthouseRows(route: string, page: LighthouseResult, floor: LighthouseResult, theirs?: LighthouseResult) {
  const perHtml = (result: LighthouseResult) => result.lcp / result.documentEnd;
  row(
    "lighthouse",
    `${route} scores (perf, a11y, best, seo)`,
    beside(
      `${scoresOf(page)} (floor perf ${floor.scores.performance}; index ${Math.round(page.benchmarkIndex)}, CPU ${page.cpuSlowdown}x)`,
      theirs && scoresOf(theirs),
    ),
    SCORES_BUDGET,
    judged(scoresPass(page)),
  );
  // The floor's own figures beside the page's show what this machine allows at all: the floor has no script to cut.
  row(
    "lighthouse",
    `${route} LCP / HTML arrived`,
    beside(
      `${ms(page.lcp)} / ${ms(page.documentEnd)} = ${perHtml(page).toFixed(2)} (floor ${perHtml(floor).toFixed(2)})`,
      theirs && perHtml(theirs).toFixed(2),
    ),
    `<= ${LIGHTHOUSE_BUDGETS.lcpPerHtmlMax}`,
    judged(perHtml(page) <= LIGHTHOUSE_BUDGETS.lcpPerHtmlMax),
  );
  row(
    "lighthouse",
    `${route} TBT`,
    beside(`${ms(page.tbt)} (floor ${ms(floor.tbt)})`, theirs && ms(theirs.tbt)),
    `<= ${LIGHTHOUSE_BUDGETS.totalBlockingTimeMaxMs} ms`,
    judged(page.tbt <= LIGHTHOUSE_BUDGETS.totalBlockingTimeMaxMs),
  );
  row(
    "lighthouse",
    `${route} CLS`,
    beside(clsOf(page).toFixed(3), theirs && clsOf(theirs).toFixed(3)),
    String(LIGHTHOUSE_BUDGETS.cumulativeLayoutShiftMax),
    clsOf(page) <= LIGHTHOUSE_BUDGETS.cumulativeLayoutShiftMax,
  );
  // Element count does not depend on the CPU: judged on any host.
  row(
    "lighthouse",
    `${route} DOM elements`,
    beside(String(page.domElements), theirs && String(theirs.domElements)),
    `<= ${DOM_ELEMENTS_MAX}`,
    page.domElements <= DOM_ELEMENTS_MAX,
  );
  // A landing page loads its blocks' code beside the route's (server-preloaded parts), which the build manifest does
  // not list: its budget is the gzip size of the scripts the browser fetched, weighed as the manifest's are.
  if (!(route in BUDGET_ROUTES)) {
    const fetched = await gzipKb(page.scripts);
    row(
      "js",
      `${route} first-visit JS (fetched scripts, gzip)`,
      kb(fetched * 1024),
      `<= ${jsBudgetFor(route)} KB`,
      fetched <= jsBudgetFor(route),
    );
  }
  row(
    "lighthouse",
    `${route} LCP / floor; FCP, transfer, JS`,
    beside(
      `${(page.lcp / floor.lcp).toFixed(2)}; ${ms(page.fcp)}, ${kb(page.transferBytes)}, JS ${kb(page.jsBytes)} (floor FCP ${ms(floor.fcp)}, ${kb(floor.transferBytes)})`,
      theirs && `${ms(theirs.lcp)} LCP, ${ms(theirs.fcp)} FCP, ${kb(theirs.transferBytes)}`,
    ),
  );
}

function secondVisitRows(visit: LighthouseResult, theirs?: LighthouseResult) {
  const [first, second] = SECOND_VISIT;
  row(
    "lighthouse",
    `second visit ${first} -> ${second} (stylesheet cached) LCP`,
    beside(
      `${ms(visit.lcp)} (FCP ${ms(visit.fcp)}, HTML arrived ${ms(visit.documentEnd)}, transfer ${kb(visit.transferBytes)})`,
      theirs && ms(theirs.lcp),
    ),
  );
  row(
    "lighthouse",
    `second visit ${second} scores (perf, a11y, best, seo), CLS, TBT`,
    beside(
      `${scoresOf(visit)}; ${visit.cls.toFixed(3)}; ${ms(visit.tbt)}`,
      theirs && `${scoresOf(theirs)}; ${theirs.cls.toFixed(3)}; ${ms(theirs.tbt)}`,
    ),
    `${SCORES_BUDGET}, CLS 0, TBT <= ${LIGHTHOUSE_BUDGETS.totalBlockingTimeMaxMs} ms`,
    judged(scoresPass(visit) && clsOf(visit) === 0 && visit.tbt <= LIGHTHOUSE_BUDGETS.totalBlockingTimeMaxMs),
  );
}

function htmlRows(route: string, how: string, ours: SentHtml, theirs?: SentHtml) {
  const sent = (html: SentHtml) => `${kb(html.bytes)} ${html.encoding} (${html.pageCache})`;
  row(
    "html",
    `${route} HTML sent on a page-cache ${how}`,
    beside(sent(ours), theirs && sent(theirs)),
    `<= ${HTML_BROTLI_BUDGET_KB} KB`,
    ours.bytes <= HTML_BROTLI_BUDGET_KB * 1024,
  );
}

function loadRows(route: string, ours: LoadResult, plain: LoadResult, theirs?: LoadResult) {
  const ratio = ours.requestsPerSecond / plain.requestsPerSecond;
  const failures = ours.errors + ours.non2xx;
  row(
    "load",
    `${route} req/s vs static`,
    `${Math.round(ours.requestsPerSecond)} / ${Math.round(plain.requestsPerSecond)} = ${ratio.toFixed(2)}`,
    ">= 0.40",
    ratio >= 0.4 && failures === 0,
  );
  if (theirs && against) {
    // From the page cache, at least as many requests a second as the build before, same machine, same run.
    const share = ours.requestsPerSecond / theirs.requestsPerSecond;
    row(
      "load",
      `${route} req/s vs ${against.label}`,
      `${Math.round(ours.requestsPerSecond)} / ${Math.round(theirs.requestsPerSecond)} = ${share.toFixed(2)}`,
      `>= ${LOAD_VS_AGAINST_MIN.toFixed(2)}`,
      share >= LOAD_VS_AGAINST_MIN && failures === 0,
    );
  }
  row(
    "load",
    `${route} p99 (static p99)`,
    beside(`${ms(ours.p99Ms)} (${ms(plain.p99Ms)})`, theirs && ms(theirs.p99Ms)),
    "< 100 ms",
    ours.p99Ms < 100,
  );
}

function inpRow(name: string, ours: { ms: number; events: string }, theirs?: { ms: number; events: string }) {
  const shown = (result: { ms: number; events: string }) => (result.ms === 0 ? "< 16 ms" : `${ms(result.ms)} (${result.events})`);
  row("inp", `${name}: lab INP`, beside(shown(ours), theirs && shown(theirs)), `<= ${INP_BUDGET_MS} ms`, judged(ours.ms <= INP_BUDGET_MS));
}

function leadsRows(result: LeadsResult) {
  const none = result.acknowledged === result.sent && result.stored === result.acknowledged;
  row(
    "leads",
    `${result.sent.toLocaleString("en-US")} /demo signups, 50 at a time: stored = acknowledged`,
    `${result.stored} stored, ${result.acknowledged} acknowledged of ${result.sent}`,
    "none lost",
    none,
  );
  row(
    "leads",
    `signups req/s, p99 (the ${(result.sent - result.warmUp.sent).toLocaleString("en-US")} after a warm-up of ${result.warmUp.sent})`,
    `${result.requestsPerSecond.toFixed(0)} req/s, p99 ${ms(result.p99Ms)}`,
    "p99 < 300 ms",
    result.p99Ms < 300,
  );
  row("leads", "warm-up signups p99 (a process that has just started)", ms(result.warmUp.p99Ms));
}

/**
 * What counting adds to a view of a page: its count's CPU over the page's. Budgeted against a rendered page (the
 * site's own page work); a page-cache hit is reported beside it: there a count is a request like the page's own.
 */
function countingRow(what: string, page: RequestCost, count: RequestCost, budgeted: boolean) {
  const cost = count.cpuMs / page.cpuMs;
  row(
    "counting",
    `${what}: a count's CPU / the page's`,
    `${count.cpuMs.toFixed(3)} / ${page.cpuMs.toFixed(3)} ms = ${(cost * 100).toFixed(1)}% (${Math.round(page.perSecond)} pages/s)`,
    budgeted ? `< ${COUNTING_COST_BUDGET * 100}%` : "",
    budgeted ? cost < COUNTING_COST_BUDGET && page.failed + count.failed === 0 : undefined,
  );
}

async function versions() {
  const pkg = async (name: string) =>
    (JSON.parse(await readFile(`node_modules/${name}/package.json`, "utf8")) as { version: string }).version;
  const chromium = (
    await run(process.env.CHROME_PATH ?? "/usr/bin/chromium", ["--version"]).catch(() => ({ stdout: "unknown" }))
  ).stdout.trim();
  return `Node ${process.version}, ${chromium}, Lighthouse ${await pkg("lighthouse")}, autocannon ${await pkg("autocannon")}, Remix ${await pkg("@remix-run/node")}`;
}

function table() {
  const lines = ["| part | what | measured | budget | result |", "|---|---|---|---|---|"];
  for (const r of rows)
    lines.push(`| ${r.part} | ${r.what} | ${r.measured} | ${r.budget} | ${r.pass === undefined ? "" : r.pass ? "PASS" : "FAIL"} |`);
  return lines.join("\n");
}

async function main() {
  if (!args["no-build"]) {
    log("building");
    await run("npm", ["run", "build"], { maxBuffer: 64 * 1024 * 1024 });
  }
  const work = await mkdtemp(join(os.tmpdir(), "bench-"));
  const servers: ({ stop: () => unknown } | SiteProcess)[] = [];
  try {
    if (args.against) {
      log(`preparing ${args.against} to measure beside this build`);
      against = await prepareAgainst(args.against, log);
      servers.push({ stop: () => against?.dispose() });
      log(`against ${against.label}: ${against.preparation}`);
    }
    const site: SiteProcess = await startSite({ port: PORT, env: { LEAD_STORE_DIR: join(work, "leads") } });
    servers.push(site);
    const theirSite = against
      ? await startSite({ port: PORT + 7, cwd: against.dir, env: { LEAD_STORE_DIR: join(work, "against-leads") } })
      : undefined;
    if (theirSite) servers.push(theirSite);
    // Sizes first, while both page caches are empty: each route's first request is a miss, its second a hit.
    for (const route of MEASURED_ROUTES) {
      const sent = async (target: SiteProcess | undefined) =>
        target ? { miss: await sentHtml(new URL(route, target.url)), hit: await sentHtml(new URL(route, target.url)) } : undefined;
      const ours = (await sent(site))!;
      const theirs = await sent(theirSite);
      htmlRows(route, "miss", ours.miss, theirs?.miss);
      htmlRows(route, "hit", ours.hit, theirs?.hit);
    }
    const sizes = await capturePages(site.url, join(work, "pages"));
    const staticServer = await startStatic(join(work, "pages"), PORT + 1);
    servers.push({ stop: () => staticServer.kill() });
    const staticUrl = `http://localhost:${PORT + 1}`;
    if (parts.has("compression")) {
      const html = Buffer.from(
        await (await fetch(`${staticUrl}/same/home.html`, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
      );
      for (const result of await measureCompression(html)) {
        row("compression", `home HTML on the fly, ${result.setting}`, `${kb(result.bytes)} in ${result.ms.toFixed(1)} ms`);
      }
    }
    for (const [route, size] of Object.entries(sizes)) {
      row("html", `${route} HTML raw (brotli at its best level)`, `${kb(size.rawBytes)} (${kb(size.brBytes)})`);
    }

    /** Warms a page into its page cache, as under traffic (the floor is on disk); a cold render is the load test's job. */
    const warm = (url: string) => fetch(url, { headers: { "user-agent": BROWSER_UA } }).then((response) => response.arrayBuffer());
    if (parts.has("lighthouse")) {
      type Runs = { page: LighthouseResult[]; floor: LighthouseResult[]; theirs: LighthouseResult[] };
      const runs = new Map<string, Runs>(lighthouseRoutes.map((route) => [route, { page: [], floor: [], theirs: [] }]));
      // Interleaved: each round measures every page beside its floor (and the compared build's page), so a slow
      // moment hits all alike; each round first finds the slowdown that makes this host the reference phone now.
      for (let round = 1; round <= ROUNDS; round++) {
        let cpuSlowdown = await calibrate(`${staticUrl}/floor/home.html`, `lighthouse round ${round}`);
        // Each run starts at the slowdown the last one's own index called for (onReferencePhone).
        const measure = async (what: string, url: string, options: { metricsOnly?: boolean } = {}) => {
          const { result, next } = await onReferencePhone(what, cpuSlowdown, (slowdown) =>
            runLighthouse(url, { ...options, cpuSlowdown: slowdown }),
          );
          cpuSlowdown = next;
          return result;
        };
        for (const route of lighthouseRoutes) {
          log(`lighthouse round ${round}: ${route} at ${cpuSlowdown}x`);
          const measured = runs.get(route)!;
          await warm(`${site.url}${route}`);
          measured.page.push(await measure(route, `${site.url}${route}`));
          if (theirSite) {
            await warm(`${theirSite.url}${route}`);
            measured.theirs.push(await measure(`${route} (${against?.label})`, `${theirSite.url}${route}`));
          }
          measured.floor.push(await measure(`${route} floor`, `${staticUrl}/floor/${pageName(route)}.html`, { metricsOnly: true }));
        }
      }
      for (const [route, { page, floor, theirs }] of runs)
        await lighthouseRows(route, medianResult(page), medianResult(floor), theirs.length ? medianResult(theirs) : undefined);
    }

    if (parts.has("revisit")) {
      const visits: LighthouseResult[] = [];
      const theirVisits: LighthouseResult[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const cpuSlowdown = await calibrate(`${staticUrl}/floor/home.html`, `second visit round ${round}`);
        log(`lighthouse round ${round}: second visit ${SECOND_VISIT.join(" -> ")}`);
        visits.push(await runSecondVisit(`${site.url}${SECOND_VISIT[0]}`, `${site.url}${SECOND_VISIT[1]}`, cpuSlowdown));
        if (theirSite)
          theirVisits.push(await runSecondVisit(`${theirSite.url}${SECOND_VISIT[0]}`, `${theirSite.url}${SECOND_VISIT[1]}`, cpuSlowdown));
      }
      secondVisitRows(medianResult(visits), theirVisits.length ? medianResult(theirVisits) : undefined);
    }

    if (parts.has("inp")) {
      const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
      try {
        const interactions = INTERACTIONS.filter((interaction) => !args.routes || lighthouseRoutes.includes(interaction.path));
        type Figure = { ms: number; events: string };
        const figures = new Map<string, { ours: Figure[]; theirs: Figure[] }>(
          interactions.map(({ name }) => [name, { ours: [], theirs: [] }]),
        );
        for (let round = 1; round <= ROUNDS; round++) {
          const cpuSlowdown = await calibrate(`${staticUrl}/floor/home.html`, `inp round ${round}`);
          for (const interaction of interactions) {
            log(`inp round ${round}: ${interaction.name} at ${cpuSlowdown}x`);
            const measured = figures.get(interaction.name)!;
            measured.ours.push(await measureInteraction(browser, site.url, interaction, cpuSlowdown));
            if (theirSite) measured.theirs.push(await measureInteraction(browser, theirSite.url, interaction, cpuSlowdown));
          }
        }
        const median = (values: Figure[]) => [...values].sort((a, b) => a.ms - b.ms)[Math.floor(values.length / 2)];
        for (const [name, { ours, theirs }] of figures) inpRow(name, median(ours), theirs.length ? median(theirs) : undefined);
      } finally {
        await browser.close();
      }
    }

    if (parts.has("load")) {
      for (const route of LOAD_ROUTES) {
        // Each from its page cache. Beside a compared build, in the order this, other, other, this: a machine getting
        // busier or quieter during the part weighs on both builds alike.
        log(`autocannon: ${route}`);
        const ours = () => measureLoad(`${site.url}${route}`);
        const plain = await measureLoad(`${staticUrl}/same/${pageName(route)}.html`);
        if (!theirSite) {
          loadRows(route, await ours(), plain);
          continue;
        }
        const theirs = () => measureLoad(`${theirSite.url}${route}`);
        const [first, second, third, fourth] = [await ours(), await theirs(), await theirs(), await ours()];
        loadRows(route, meanLoad(first, fourth), plain, meanLoad(second, third));
      }
    }

    if (parts.has("leads")) {
      const redis = await startRedis(PORT + 3);
      servers.push(redis);
      const leadsSite = await startSite({
        port: PORT + 2,
        env: { REDIS_URL: redis.url, LEAD_FORM_LIMIT_PER_HOUR: "1000000", LEAD_STORE_DIR: join(work, "leads") },
      });
      servers.push(leadsSite);
      log("1,200 signups (200 to warm up)");
      leadsRows(await measureSignups(leadsSite.url, redis.url));
    }

    if (parts.has("counting")) {
      const redis = await startRedis(PORT + 4);
      servers.push(redis);
      // Every view comes from 127.0.0.1 here: the per-address beacon limit would refuse nearly all of them.
      const env = { REDIS_URL: redis.url, VISIT_LIMIT_PER_MINUTE: "100000000", LEAD_STORE_DIR: join(work, "counting") };
      const cached = await startSite({ port: PORT + 5, env });
      servers.push(cached);
      const rendered = await startSite({ port: PORT + 6, env: { ...env, PAGE_CACHE_MB: "0" } });
      servers.push(rendered);
      const redisPort = Number(new URL(redis.url).port);
      log(`counting: ${COUNTING_ROUTE}'s beacon`);
      const count = await measureRequestCost(cached, redisPort, COUNTING_ROUTE, "beacon");
      row(
        "counting",
        "a count (the visit beacon's POST): site CPU (process + Redis)",
        `${count.cpuMs.toFixed(3)} ms (${Math.round(count.perSecond)}/s)`,
      );
      for (const [how, site, budgeted] of [
        ["rendered", rendered, true],
        ["from the page cache", cached, false],
      ] as const) {
        log(`counting: ${COUNTING_ROUTE} ${how}`);
        countingRow(`${COUNTING_ROUTE} ${how}`, await measureRequestCost(site, redisPort, COUNTING_ROUTE, "page"), count, budgeted);
      }
      const beaconGzip = gzipSync(VISIT_BEACON_SCRIPT, { level: 9 }).length;
      row("counting", "visit beacon script, gzip", `${beaconGzip} bytes`, "<= 1024 bytes", beaconGzip <= 1024);
      // The beacon's budget plus 1.5 KB (decision record 0061), for the chunk it adds; the two together are printed beside it.
      const vitalsGzip = await fieldVitalsGzipBytes();
      row(
        "counting",
        "field vitals script (web-vitals, fetched when idle), gzip",
        `${vitalsGzip} bytes`,
        "<= 2560 bytes",
        vitalsGzip <= 2560,
      );
      row("counting", "visit beacon and field vitals together, gzip", `${beaconGzip + vitalsGzip} bytes`);
    }

    if (parts.has("js")) {
      for (const [path, size] of Object.entries(await jsPerRoute())) {
        row(
          "js",
          `${path} first visit, gzip (build manifest)`,
          `${size.toFixed(1)} KB`,
          `<= ${jsBudgetFor(path)} KB`,
          size <= jsBudgetFor(path),
        );
      }
    }
  } catch (error) {
    // A server that died mid-run says why in its own output.
    for (const server of servers) if ("logs" in server) console.error(`--- ${server.url} (last lines) ---\n${server.logs().slice(-4000)}`);
    throw error;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await rm(work, { recursive: true, force: true });
  }

  const output = table();
  console.log(output);
  const failed = rows.filter((r) => r.pass === false).length;
  const header = [
    "# npm run bench",
    "",
    `${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), ${await versions()}.`,
    `Parts: html, ${[...parts].join(", ")}; Lighthouse mobile, devtools throttling on the reference phone, median of ${ROUNDS} interleaved rounds; took ${((Date.now() - startedAt) / 60000).toFixed(1)} min.`,
    ...(phones.length === 0
      ? []
      : [
          `Reference phone (Lighthouse's CPU benchmark index, measured before each round, and the slowdown used): ${phones.map(describePhone).join("; ")}.`,
          ...(emulated() ? [] : ["This host was too slow to emulate the reference phone at least once: CPU-bound rows are not judged."]),
        ]),
    ...(against ? [`Measured beside ${against.label} in the same run (${against.preparation}).`] : []),
    `${failed === 0 ? "Every budget: PASS" : `${failed} budget(s) FAIL`}.`,
    "",
  ].join("\n");
  await writeFile("bench/RESULTS.md", `${header}\n${output}\n`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
