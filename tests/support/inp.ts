import type { Browser, Locator, Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { referencePhone, type ReferencePhone } from "../../bench/reference-phone";
import { gotoHydrated } from "./page";
import { seedDocument, siteSettings } from "./seed";

/**
 * Lab INP on the reference phone, for the bench (bench/run.ts, `inp` part) and a Playwright test: each
 * interaction on a fresh page at 375 px with touch, the CPU slowed by the reference phone's factor once the page has
 * loaded, measured from the browser's own Event Timing entries (the longest event of each interaction). As a visitor
 * would: the page settles, the visitor scrolls to the control, the page settles again (what nearing it loads), then
 * the tap.
 */
export interface Interaction {
  name: string;
  path: string;
  /** The element the visitor goes to first. */
  control: (page: Page) => Locator;
  /** What the visitor does there; every tap and keystroke in it is an interaction, the slowest is the figure. */
  act: (control: Locator, page: Page) => Promise<void>;
  /** What the page needs before it loads (routes, permissions). */
  setUp?: (page: Page) => Promise<void>;
}

/** A form's first text field, tapped. */
const firstField = (page: Page, form: string) => page.getByTestId(form).locator("input:not([type=hidden]):not([tabindex='-1'])").first();
/**
 * Until the page has painted what the last input changed: a finger lifts and the caret shows before the first key.
 * Keys sent within the tap's frame would make the tap's own figure include their work.
 */
const nextPaint = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
/** Keystrokes as a visitor types them: one key at a time, each its own interaction. */
const KEYSTROKES = "Jane";

const formInteractions = (form: string, path: string, what: string): Interaction[] => [
  { name: `${what}: first tap`, path, control: (page) => firstField(page, form), act: (control) => control.tap() },
  {
    name: `${what}: first keystrokes`,
    path,
    control: (page) => firstField(page, form),
    act: async (control, page) => {
      await control.tap();
      await nextPaint(page);
      await page.keyboard.type(KEYSTROKES);
    },
  },
];

/** The interactions visitors make on the main paths (a web call's start needs a provider: WEB_CALL_START, browser tests only). */
export const INTERACTIONS: Interaction[] = [
  {
    name: "open the menu",
    path: "/",
    control: (page) => page.getByRole("banner").getByRole("button", { name: siteSettings().header.openMenuLabel }),
    act: (control) => control.tap(),
  },
  {
    name: "language switch",
    path: "/trades/plumbing",
    // A plain link: the figure is read on the Spanish page it leads to.
    control: (page) => page.locator('a[hreflang="es"]').filter({ visible: true }).first(),
    act: async (control, page) => {
      await Promise.all([page.waitForURL(/\/es\//), control.tap()]);
    },
  },
  {
    name: "open a FAQ item",
    path: "/trades/plumbing",
    control: (page) => page.getByRole("button", { name: seedDocument("trade-plumbing").faq.items[0].question }),
    act: (control) => control.tap(),
  },
  {
    name: "play a voice sample",
    path: "/",
    control: (page) => page.getByTestId("assistant-card").first().getByRole("button", { name: siteSettings().voiceMessages.playLabel }),
    act: (control) => control.tap(),
  },
  ...formInteractions("demo-call-form", "/", "home's demo-call form"),
  ...formInteractions("demo-signup-form", "/demo", "/demo's signup form"),
  ...formInteractions("report-form", "/reports/appliance-repair-ai", "the report gate's form"),
  {
    name: "the revenue calculator",
    path: "/",
    control: (page) => page.locator("#revenue-calculator input").first(),
    act: async (control, page) => {
      await control.tap();
      await nextPaint(page);
      await page.keyboard.type("9");
    },
  },
  {
    name: "a comparison's demo button",
    path: "/compare/telli",
    control: (page) => page.getByRole("button", { name: seedDocument("comparison-telli").banner.primaryCtaLabel }),
    act: (control) => control.tap(),
  },
  {
    name: "the tools carousel's next button",
    path: "/use-cases/receptionists",
    control: (page) => page.getByTestId("carousel-next"),
    act: (control) => control.tap(),
  },
];

const VISITOR_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

/**
 * A web call's start ("Talk to it now" on home), where the site has a Retell key (the e2e server; the bench's has
 * none). The microphone is granted, the visitor's browser is no known bot (the endpoint refuses those) and the SDK's
 * chunk is the test double (tests/mocks/fake-retell-web-client.js), so the call goes live as with a provider.
 */
export const WEB_CALL_START: Interaction = {
  name: "a web call's start",
  path: "/",
  setUp: async (page) => {
    await page.context().grantPermissions(["microphone"]);
    await page.setExtraHTTPHeaders({ "User-Agent": VISITOR_USER_AGENT });
    await page.route(/\/assets\/retell-sdk-[\w-]+\.js$/, (route) =>
      route.fulfill({ path: "tests/mocks/fake-retell-web-client.js", contentType: "text/javascript" }),
    );
  },
  control: (page) => page.getByRole("button", { name: seedDocument("webCallSettings").labels.talkNowLabel }),
  act: (control) => control.tap(),
};

/**
 * This host as the reference phone: Lighthouse's benchmark index measured by Lighthouse's own page function (about
 * a second, in a blank page of `browser`), turned into the CPU slowdown (bench/reference-phone.ts).
 */
export async function measureReferencePhone(browser: Browser): Promise<ReferencePhone> {
  const page = await browser.newPage();
  try {
    return referencePhone(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

const ENTRIES_KEY = "__inpEntries";
const MARKER_KEY = "__inpMarker";
/** How long the marker keystroke blocks: above the 16 ms threshold, so its entry is always reported. */
const MARKER_BLOCK_MS = 24;

/**
 * Collects Event Timing entries (16 ms and longer: the smallest threshold the API allows) into sessionStorage, so an
 * interaction that navigates (a plain link) is still read on the page it led to. Entries arrive after the paint that
 * follows their events, in order: a marker keystroke (Shift, when armed; it blocks long enough to be reported) tells
 * when every earlier interaction's entries are in, without waiting on a clock. `interactionId` is Event Timing level 2
 * (Chromium 96+). Plain JavaScript in a string: tsx wraps a TypeScript function's inner functions in a helper
 * (`__name`) the page does not have.
 */
const OBSERVER_SCRIPT = `(() => {
  const read = () => JSON.parse(sessionStorage.getItem("${ENTRIES_KEY}") ?? '{"entries":[]}');
  const keep = (entries) => {
    const kept = read();
    for (const entry of entries) {
      if (!entry.interactionId) continue;
      if (kept.markerAt !== undefined && entry.name === "keydown" && Math.abs(entry.startTime - kept.markerAt) < 1)
        kept.markerId = entry.interactionId;
      else kept.entries.push([entry.interactionId, entry.duration, entry.name]);
    }
    sessionStorage.setItem("${ENTRIES_KEY}", JSON.stringify(kept));
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener("pagehide", () => keep(observer.takeRecords()));
  addEventListener("keydown", (event) => {
    if (event.key !== "Shift" || sessionStorage.getItem("${MARKER_KEY}") !== "armed") return;
    sessionStorage.removeItem("${MARKER_KEY}");
    sessionStorage.setItem("${ENTRIES_KEY}", JSON.stringify({ ...read(), markerAt: event.timeStamp }));
    const until = performance.now() + ${MARKER_BLOCK_MS};
    while (performance.now() < until);
  }, true);
})();`;

/** The longest event of each interaction so far, the slowest first ([] when every one took under 16 ms). */
async function interactionDurations(page: Page): Promise<{ ms: number; events: string }[]> {
  await page.evaluate((key) => sessionStorage.setItem(key, "armed"), MARKER_KEY);
  await page.keyboard.press("Shift");
  const kept = (await (
    await page.waitForFunction((key) => {
      const state = JSON.parse(sessionStorage.getItem(key) ?? "{}") as { markerId?: number; entries: [number, number, string][] };
      return state.markerId === undefined ? false : state.entries.filter(([id]) => id !== state.markerId);
    }, ENTRIES_KEY)
  ).jsonValue()) as [number, number, string][];
  const longest = new Map<number, { ms: number; events: string }>();
  for (const [id, ms, name] of kept) {
    const known = longest.get(id);
    if (!known || ms > known.ms) longest.set(id, { ms, events: name });
  }
  return [...longest.values()].sort((a, b) => b.ms - a.ms);
}

/** The page's requests in flight: `quiet()` resolves once none is (a scroll's prefetch included). */
function requestsInFlight(page: Page) {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on("request", () => (inFlight += 1));
  page.on("requestfinished", finished);
  page.on("requestfailed", finished);
  return {
    count: () => inFlight,
    quiet: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/**
 * The page done with what it does once loaded or once a section nears the screen (beacons, prefetches, the last of
 * hydration, a deferred form's swap): a visitor reads before tapping. That work is TBT's to judge; a tap overlapping it
 * by chance measured 150 one time and 430 ms the next (docs/decisions 0063). Idle with no request in flight: what an
 * idle callback starts (a chunk's import) is waited for too.
 */
async function settled(page: Page, requests: ReturnType<typeof requestsInFlight>) {
  for (;;) {
    await idle(page);
    if (requests.count() === 0) return;
    await requests.quiet();
  }
}

/**
 * A fresh page of the reference phone's size, touch on, loaded and hydrated at full speed and settled, then slowed
 * `cpuSlowdown` times.
 */
async function referencePhonePage(browser: Browser, url: string, cpuSlowdown: number, setUp?: Interaction["setUp"]) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const requests = requestsInFlight(page);
  await page.addInitScript({ content: OBSERVER_SCRIPT });
  await setUp?.(page);
  await gotoHydrated(page, url);
  await settled(page, requests);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return { page, requests };
}

/**
 * An interaction's lab INP in ms on the reference phone: the longest event of its slowest interaction (0 when each
 * took under 16 ms), and that event's type.
 */
export async function measureInteraction(
  browser: Browser,
  siteUrl: string,
  interaction: Interaction,
  cpuSlowdown: number,
): Promise<{ ms: number; events: string }> {
  const { page, requests } = await referencePhonePage(browser, new URL(interaction.path, siteUrl).href, cpuSlowdown, interaction.setUp);
  try {
    const control = interaction.control(page);
    // The page's own scroll, as a visitor's: Playwright's scrollIntoViewIfNeeded lands on a section the browser has not
    // rendered yet (content-visibility) without rendering it, so nothing that nears the screen would load (0067).
    await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await settled(page, requests);
    await interaction.act(control, page);
    return (await interactionDurations(page))[0] ?? { ms: 0, events: "" };
  } finally {
    await page.context().close();
  }
}
