import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { blockingViolations } from "../support/axe";
import { HEADLESS_SHELL } from "../support/chromium";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";
import { gotoHydrated } from "../support/page";
import { freePort } from "../support/ports";
import { seedDocument } from "../support/seed";
import { startSite } from "../support/site-process";

/**
 * Web calls in the browser. The e2e server has a Retell key, so the buttons start web calls. A whole call goes
 * through the site's real endpoint (Retell's API stood in for by msw in the e2e server, tests/mocks/provider-handlers.js);
 * the failures the e2e server cannot be brought to (a provider 5xx for a seed agent, the day's cap) stand in for the
 * endpoint's answers with `page.route`, shaped as app/web-calls/start-web-call.server.ts answers. The SDK's chunk
 * (`retell-sdk-<hash>.js`) is replaced by tests/mocks/fake-retell-web-client.js, the same interface as
 * RetellWebClient, which the test drives. Chromium's fake devices grant and fake the microphone. Each case runs
 * in English and Spanish, keyboard only, at 375 px then 1280 px, under axe; the call's time is the browser's fake clock.
 */

test.use({
  // Playwright's contexts answer permission prompts themselves: the microphone is granted as a visitor would.
  permissions: ["microphone"],
  // A visitor's Chrome: headless Chromium's own user agent is a known bot, which the endpoint refuses (403).
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  launchOptions: {
    executablePath: HEADLESS_SHELL,
    args: ["--no-sandbox", "--disable-gpu", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});
// Each test runs axe twice or more on a busy machine.
test.setTimeout(120_000);

type Language = "en" | "es";
const LANGUAGES: Language[] = ["en", "es"];
const doc = (id: string, language: Language) => seedDocument(language === "en" ? id : `${id}-es`);
type WebCallCopy = { labels: Record<string, string>; messages: Record<string, string> };
const copy = (language: Language): WebCallCopy => doc("webCallSettings", language) as unknown as WebCallCopy;
const localized = (path: string, language: Language) => (language === "en" ? path : path === "/" ? "/es" : `/es${path}`);

const CALL_START = new Date("2026-11-27T10:00:00Z");

type FakeRetell = {
  clients: unknown[];
  started: string[];
  stopped: number;
  muted: boolean[];
  emit(event: string, ...args: unknown[]): void;
};

/** Serves the test double in place of the SDK's chunk; counts requests for the chunk. */
async function fakeSdk(page: Page) {
  const requested: string[] = [];
  await page.route(/\/assets\/retell-sdk-[\w-]+\.js$/, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ path: "tests/mocks/fake-retell-web-client.js", contentType: "text/javascript" });
  });
  return requested;
}

type Answer = { status: number; body?: unknown };

/** Stands in for POST /api/web-call and /api/web-call/end; returns what the page posted to each. */
async function standInEndpoint(page: Page, answer: Answer) {
  const starts: Record<string, unknown>[] = [];
  const ends: Record<string, unknown>[] = [];
  await page.route("**/api/web-call/end", async (route) => {
    ends.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  await page.route("**/api/web-call", async (route) => {
    starts.push(route.request().postDataJSON());
    await route.fulfill({ status: answer.status, json: answer.body ?? {} });
  });
  return { starts, ends };
}

/** Watches the page's posts to the real POST /api/web-call and /api/web-call/end, and what the first answered. */
function watchEndpoint(page: Page) {
  const starts: unknown[] = [];
  const ends: unknown[] = [];
  const answers: { status: number; body: { callId?: string; accessToken?: string } }[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== "POST") return;
    if (path === "/api/web-call") starts.push(request.postDataJSON());
    if (path === "/api/web-call/end") ends.push(request.postDataJSON());
  });
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname === "/api/web-call") answers.push({ status: response.status(), body: await response.json() });
  });
  return { starts, ends, answers };
}

const granted = (callId: string, maxCallSeconds = 180): Answer => ({
  status: 200,
  body: { accessToken: `token-${callId}`, callId, maxCallSeconds },
});

const fake = (page: Page) => page.evaluate(() => (window as unknown as { __fakeRetell?: FakeRetell }).__fakeRetell);
const emit = (page: Page, event: string, ...args: unknown[]) =>
  page.evaluate(([name, rest]) => (window as unknown as { __fakeRetell: FakeRetell }).__fakeRetell.emit(name, ...rest), [
    event,
    args,
  ] as const);

/** Keyboard only: the button gets the focus (as Tab would bring it) and Enter presses it. */
async function press(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press("Enter");
}

/** The panel is accessible and fits at both widths. */
async function checkBothWidths(page: Page, panel: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(panel).toBeVisible();
    expect(await blockingViolations(page, { include: '[data-testid="web-call-panel"]' }), `axe at ${width} px`).toEqual([]);
    const box = (await panel.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= width, `the panel fits in ${width} px`).toBe(true);
    expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth), "nothing in the panel overflows").toBe(true);
  }
}

/** A failure: the message, the way on (the demo-call form), no call left open with the SDK. */
async function expectFailure(page: Page, panel: Locator, language: Language, message: string) {
  await expect(panel).toHaveAttribute("data-phase", "failed");
  await expect(panel.getByRole("alert")).toHaveText(message);
  await expect(panel.getByRole("heading", { name: copy(language).labels.errorHeading })).toBeFocused();
  await expect(panel.getByRole("link", { name: copy(language).labels.phoneCallLabel })).toBeVisible();
}

for (const language of LANGUAGES) {
  const { labels, messages } = copy(language);

  test.describe(`in ${language === "en" ? "English" : "Spanish"}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 900 });
    });

    test("Talk To Me: microphone, live transcript and voice bars, mute, end; then the demo-call form with what was said", async ({
      page,
    }) => {
      // The call's clock stands still (its timers still run): the time left reads 3:00 however slow the machine.
      await page.clock.setFixedTime(CALL_START);
      const sdk = await fakeSdk(page);
      const endpoint = watchEndpoint(page);
      await recordLayoutShifts(page);
      const assistant = doc("assistant-csr", language);
      await gotoHydrated(page, localized("/", language));
      await page.waitForLoadState("networkidle");
      expect(sdk, "the SDK is not part of a first visit").toEqual([]);

      const card = page.getByTestId("assistant-card").filter({ hasText: assistant.name });
      const talk = card.getByRole("link", { name: doc("homePage", language).assistants.talkLabel });
      await press(page, talk);
      const panel = page.getByTestId("web-call-panel");
      await expect(panel).toHaveAttribute("data-phase", "live");
      expect(endpoint.starts).toEqual([{ source: `assistant:${assistant._id}`, language, page: localized("/", language) }]);
      // The server minted the token with Retell (msw in the e2e server): the page joined with that token.
      await expect.poll(() => endpoint.answers.length).toBe(1);
      const [{ status, body: minted }] = endpoint.answers;
      expect(status).toBe(200);
      expect(minted.callId).toMatch(/^call_web_\d+$/);
      expect((await fake(page))?.started).toEqual([minted.accessToken]);
      await expect(panel.getByRole("status")).toHaveText(`${labels.live} · ${labels.listening}`);
      await expect(panel.getByTestId("web-call-time-left")).toHaveText(labels.timeLeft.replace("{time}", "3:00"));

      await emit(page, "agent_start_talking");
      await expect(panel.locator(".voice-wave")).toHaveClass(/playing/);
      await expect(panel.getByRole("status")).toHaveText(`${labels.live} · ${labels.agentTalking}`);
      const said = ["Thanks for calling, this is Jake.", "My basement is flooding."];
      await emit(page, "update", {
        transcript: [
          { role: "agent", content: said[0] },
          { role: "user", content: said[1] },
        ],
      });
      const log = panel.getByRole("log", { name: labels.transcriptLabel });
      await expect(log).toContainText(`${labels.agentName}: ${said[0]}`);
      await expect(log).toContainText(`${labels.visitorName}: ${said[1]}`);
      // Reduced motion: the bars stand still while the agent talks.
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(
        await panel
          .locator(".voice-wave > span")
          .first()
          .evaluate((bar) => getComputedStyle(bar).animationName),
      ).toBe("none");
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await emit(page, "agent_stop_talking");
      await expect(panel.locator(".voice-wave")).not.toHaveClass(/playing/);

      await checkBothWidths(page, panel);
      await press(page, panel.getByRole("button", { name: labels.mute }));
      await expect(panel.getByRole("status")).toHaveText(`${labels.live} · ${labels.muted}`);
      await press(page, panel.getByRole("button", { name: labels.unmute }));
      expect((await fake(page))?.muted).toEqual([true, false]);
      await press(page, panel.getByRole("button", { name: labels.end }));

      await expect(panel).toHaveAttribute("data-phase", "ended");
      await expect(panel.getByRole("heading", { name: labels.afterCallHeading })).toBeFocused();
      await expect(log).toContainText(said[0]);
      await expect(panel.getByRole("link", { name: labels.phoneCallLabel })).toHaveAttribute("href", "#live-demo-form");
      await expect(panel.getByRole("link", { name: labels.startTrialLabel })).toHaveAttribute("href", localized("/demo", language));
      await expect.poll(() => endpoint.ends).toEqual([{ callId: minted.callId, reason: "visitor" }]);
      expect((await fake(page))?.stopped).toBe(1);
      // The demo-call form below posts the call's id, so the lead it makes is linked to this conversation.
      await expect(page.locator("#live-demo-form input[name=webCallId]")).toHaveValue(minted.callId!);
      await checkBothWidths(page, panel);
      expect(await layoutShifts(page)).toEqual([]);
    });

    test("microphone denied: the message and the demo-call form, no token asked for", async ({ page }) => {
      await fakeSdk(page);
      const endpoint = await standInEndpoint(page, granted("never"));
      // What Chromium answers when the visitor (or a site setting) refuses the microphone.
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      });
      await gotoHydrated(page, localized("/trades/plumbing", language));
      await press(page, page.getByRole("button", { name: labels.talkNowLabel }));
      const panel = page.getByTestId("web-call-panel");
      await expectFailure(page, panel, language, messages.microphoneDenied);
      expect(endpoint.starts).toEqual([]);
      expect((await fake(page))?.clients ?? []).toHaveLength(0);
      await checkBothWidths(page, panel);
    });

    test("provider error (503): the server's message and the demo-call form, the SDK never started", async ({ page }) => {
      await fakeSdk(page);
      const endpoint = await standInEndpoint(page, { status: 503, body: { message: messages.providerError } });
      const slug = "emergency-plumbing-calls";
      const block = doc(`landing-${slug}`, language).blocks.find((candidate: { _type: string }) => candidate._type === "webCallBlock");
      await gotoHydrated(page, localized(`/${slug}`, language));
      await press(page, page.getByRole("link", { name: block.buttonLabel }));
      const panel = page.getByTestId("web-call-panel");
      await expectFailure(page, panel, language, messages.providerError);
      expect(endpoint.starts).toEqual([{ source: `landing:${slug}:${block._key}`, language, page: localized(`/${slug}`, language) }]);
      expect((await fake(page))?.started ?? []).toEqual([]);
      await expect(panel.getByRole("link", { name: labels.phoneCallLabel })).toHaveAttribute("href", "#live-demo-form");
      await checkBothWidths(page, panel);
    });

    test("daily cap reached (503): the server's message and the demo-call form", async ({ page }) => {
      await fakeSdk(page);
      const endpoint = await standInEndpoint(page, { status: 503, body: { message: messages.dailyCapReached } });
      await gotoHydrated(page, localized("/", language));
      await press(page, page.locator("#live-demo").getByRole("button", { name: labels.talkNowLabel }));
      const panel = page.getByTestId("web-call-panel");
      await expectFailure(page, panel, language, messages.dailyCapReached);
      expect(endpoint.starts).toEqual([{ source: "live-demo", language, page: localized("/", language) }]);
      await checkBothWidths(page, panel);
    });

    test("call length reached: the timer counts down, then the call ends at the provider and the form is offered", async ({ page }) => {
      await page.clock.setFixedTime(CALL_START);
      await fakeSdk(page);
      const callId = `call_${language}_length`;
      const endpoint = await standInEndpoint(page, granted(callId, 90));
      await gotoHydrated(page, localized("/trades/hvac", language));
      await press(page, page.getByRole("button", { name: labels.talkNowLabel }));
      const panel = page.getByTestId("web-call-panel");
      await expect(panel).toHaveAttribute("data-phase", "live");
      expect(endpoint.starts).toEqual([{ source: "trade:hvac", language, page: localized("/trades/hvac", language) }]);
      const timeLeft = panel.getByTestId("web-call-time-left");
      await expect(timeLeft).toHaveText(labels.timeLeft.replace("{time}", "1:30"));
      // The page's clock moves on; the panel's once-a-second check reads it.
      await page.clock.setFixedTime(CALL_START.getTime() + 30_000);
      await expect(timeLeft).toHaveText(labels.timeLeft.replace("{time}", "1:00"));
      await page.clock.setFixedTime(CALL_START.getTime() + 90_000);
      await expectFailure(page, panel, language, messages.callLengthReached);
      await expect.poll(() => endpoint.ends).toEqual([{ callId, reason: "length-reached" }]);
      expect((await fake(page))?.stopped).toBe(1);
      await checkBothWidths(page, panel);
    });

    // Before a call: the browser cannot make one. The page asks for no token and starts no SDK client (the chunk may
    // have been prefetched when the button took the focus).
    for (const [problem, breakBrowser] of [
      ["microphoneAbsent", () => (navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("none", "NotFoundError")))],
      ["noWebRtc", () => Reflect.deleteProperty(window, "RTCPeerConnection")],
    ] as const) {
      test(`${problem}: the message and the demo-call form, no token asked for`, async ({ page }) => {
        await fakeSdk(page);
        const endpoint = watchEndpoint(page);
        await page.addInitScript(breakBrowser);
        await gotoHydrated(page, localized("/trades/plumbing", language));
        await press(page, page.getByRole("button", { name: labels.talkNowLabel }));
        const panel = page.getByTestId("web-call-panel");
        await expectFailure(page, panel, language, messages[problem]);
        expect(endpoint.starts).toEqual([]);
        expect((await fake(page))?.clients ?? []).toHaveLength(0);
        await checkBothWidths(page, panel);
      });
    }

    // During a call (through the real endpoint): the connection drops, or the visitor hides the tab. The call is ended
    // with the SDK and at the provider, and the demo-call form is the way on.
    for (const [problem, reason, interrupt] of [
      ["connectionLost", "error", (page: Page) => emit(page, "error", "peer connection failed")],
      [
        "tabHidden",
        "tab-hidden",
        (page: Page) =>
          page.evaluate(() => {
            Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
            document.dispatchEvent(new Event("visibilitychange"));
          }),
      ],
    ] as const) {
      test(`${problem} during a call: the message, the call ended at the provider, the demo-call form`, async ({ page }) => {
        await fakeSdk(page);
        const endpoint = watchEndpoint(page);
        await gotoHydrated(page, localized("/trades/plumbing", language));
        await press(page, page.getByRole("button", { name: labels.talkNowLabel }));
        const panel = page.getByTestId("web-call-panel");
        await expect(panel).toHaveAttribute("data-phase", "live");
        await interrupt(page);
        await expectFailure(page, panel, language, messages[problem]);
        const minted = endpoint.answers[0].body;
        await expect.poll(() => endpoint.ends).toEqual([{ callId: minted.callId, reason }]);
        expect((await fake(page))?.stopped).toBe(1);
        await checkBothWidths(page, panel);
      });
    }
  });
}

test("the real retell-client-js-sdk, with no way to the provider: its failure reaches the error path and nothing stays open", async ({
  page,
}) => {
  const language: Language = "en";
  const { messages } = copy(language);
  const sdk: Request[] = [];
  page.on("request", (request) => /\/assets\/retell-sdk-/.test(request.url()) && sdk.push(request));
  const endpoint = await standInEndpoint(page, granted("call_real_sdk"));
  // Every microphone track and peer connection the page opens, to show none is left open.
  await page.addInitScript(() => {
    const opened = { tracks: [] as MediaStreamTrack[], connections: [] as RTCPeerConnection[] };
    (window as unknown as { __opened: typeof opened }).__opened = opened;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      opened.tracks.push(...stream.getTracks());
      return stream;
    };
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(...args: ConstructorParameters<typeof Native>) {
        super(...args);
        opened.connections.push(this);
      }
    };
  });
  await gotoHydrated(page, "/trades/plumbing");
  await press(page, page.getByRole("button", { name: copy(language).labels.talkNowLabel }));
  const panel = page.getByTestId("web-call-panel");
  await expectFailure(page, panel, language, messages.providerError);
  expect(sdk.length, "the real SDK chunk was loaded").toBeGreaterThan(0);
  await expect.poll(() => endpoint.ends).toEqual([{ callId: "call_real_sdk", reason: "error" }]);
  const opened = await page.evaluate(() => {
    const { tracks, connections } = (window as unknown as { __opened: { tracks: MediaStreamTrack[]; connections: RTCPeerConnection[] } })
      .__opened;
    return { tracks: tracks.map((track) => track.readyState), connections: connections.map((connection) => connection.connectionState) };
  });
  expect(opened.tracks.length, "the microphone was asked for").toBeGreaterThan(0);
  expect(opened.tracks, "every microphone track is stopped").toEqual(opened.tracks.map(() => "ended"));
  expect(
    opened.connections.filter((state) => state === "connecting" || state === "connected"),
    "no peer connection is open",
  ).toEqual([]);
});

test("without RETELL_API_KEY the buttons keep the spec's behaviour: Talk To Me goes to the live demo, no call, no Talk to it now", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A site of its own, started without the e2e server's Retell key (as `npm start` on a fresh machine).
  const site = await startSite({ port: await freePort(), env: { LEAD_STORE_DIR: ".data/e2e-web-calls-off" } });
  try {
    const sdk = await fakeSdk(page);
    const endpoint = watchEndpoint(page);
    await gotoHydrated(page, `${site.url}/`);
    await expect(page.getByRole("button", { name: copy("en").labels.talkNowLabel })).toHaveCount(0);
    const talk = page
      .getByTestId("assistant-card")
      .first()
      .getByRole("link", { name: doc("homePage", "en").assistants.talkLabel });
    await expect(talk).toHaveAttribute("href", "/#live-demo");
    await press(page, talk);
    await expect(page).toHaveURL(/#live-demo$/);
    await expect(page.getByTestId("web-call-panel")).toHaveCount(0);
    expect([endpoint.starts, sdk]).toEqual([[], []]);
  } finally {
    await site.stop();
  }
});
