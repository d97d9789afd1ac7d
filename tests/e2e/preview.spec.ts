import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Response } from "@playwright/test";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { hydrated } from "../support/page";
import { DRAFT_HERO_HEADING, PREVIEW_E2E, publishedPlumbingPage, UNPUBLISHED_SLUG } from "../fixtures/preview-dataset.mjs";

/**
 * Runs against the preview server of playwright.config.ts: the seed plus `drafts.trade-plumbing`, whose hero
 * heading differs from the published one.
 */
test.use({ baseURL: `http://localhost:${PREVIEW_E2E.port}` });
// One worker, in order: the last test edits the dataset file.
test.describe.configure({ mode: "default" });

const PAGE = "/trades/plumbing";
const PUBLISHED_HEADING: string = publishedPlumbingPage().hero.heading;
const settings = JSON.parse(
  readFileSync(path.join(PREVIEW_E2E.dir, "production.ndjson"), "utf8")
    .split("\n")
    .find((line) => line.startsWith('{"_id":"siteSettings"'))!,
);
const BANNER: { label: string; exitLabel: string } = settings.previewBanner;
const enableUrl = (redirect = PAGE, secret = PREVIEW_E2E.secret) =>
  `/api/preview?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`;

/** Text only Sanity's visual-editing bundle contains (its overlay element). */
const VISUAL_EDITING_MARKER = "sanity-visual-editing";

/** Every JavaScript file the page downloads, with its body. */
function collectScripts(page: Page) {
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js")) {
      scripts.push({ url: response.url(), body: response.text().catch(() => "") });
    }
  });
  return scripts;
}

const heroHeading = (page: Page) => page.getByRole("heading", { level: 1 });
const banner = (page: Page) => page.getByRole("status").filter({ hasText: BANNER.label });

test("a visitor sees the published page, no banner, and downloads no preview or visual-editing code", async ({ page }) => {
  const scripts = collectScripts(page);
  const response = await page.goto(PAGE);
  await hydrated(page);
  await expect(heroHeading(page)).toHaveText(PUBLISHED_HEADING);
  await expect(page.getByText(DRAFT_HERO_HEADING)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(response?.headers()["cache-control"]).toMatch(/^public/);
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

  // Read from the server's HTML: Remix drops its modulepreload links from the DOM once the app re-renders.
  const html = (await response?.text()) ?? "";
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => new URL(match[1], page.url()).href);
  expect(preloaded.length).toBeGreaterThan(0);
  const downloaded = new Set(scripts.map((script) => script.url));
  for (const url of preloaded) expect(downloaded, `${url} was downloaded`).toContain(url);
  for (const script of scripts) {
    expect(script.url).not.toMatch(/visual-?editing/i);
    expect(await script.body, script.url).not.toContain(VISUAL_EDITING_MARKER);
  }
});

test("the preview route rejects a wrong secret and never redirects off the site", async ({ request }) => {
  for (const secret of ["wrong", ""]) {
    const rejected = await request.get(enableUrl(PAGE, secret), { maxRedirects: 0 });
    expect(rejected.status()).toBe(401);
    expect(rejected.headers()["set-cookie"]).toBeUndefined();
  }
  for (const target of ["//evil.com", "https://evil.com/", "/\\evil.com"]) {
    const response = await request.get(enableUrl(target), { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
  }
});

test("preview shows the draft with a banner, then exit shows the published copy again", async ({ page }) => {
  // Several page loads plus the visual-editing bundle (about 220 kB gzipped).
  test.slow();
  const scripts = collectScripts(page);
  const response = await page.goto(enableUrl());
  await expect(page).toHaveURL(PAGE);
  await expect(banner(page)).toBeVisible();
  await expect(heroHeading(page)).toHaveText(DRAFT_HERO_HEADING);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["content-security-policy"]).toContain(`frame-ancestors ${PREVIEW_E2E.studioUrl}`);

  // Visual editing is loaded here, and only here: the same check that finds nothing for visitors finds it.
  await hydrated(page);
  await expect
    .poll(async () => (await Promise.all(scripts.map((script) => script.body))).some((body) => body.includes(VISUAL_EDITING_MARKER)))
    .toBe(true);

  // Client-side navigation (loader data requests) keeps the drafts perspective and the banner.
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL("/");
  await page.goBack();
  await expect(page).toHaveURL(PAGE);
  await expect(heroHeading(page)).toHaveText(DRAFT_HERO_HEADING);
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole("button", { name: BANNER.exitLabel }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(heroHeading(page)).toHaveText(PUBLISHED_HEADING);
  await expect(banner(page)).toHaveCount(0);
});

test("a landing page in preview marks its block list and every block for Presentation's outlines and drag and drop", async ({ page }) => {
  const landingPath = "/emergency-plumbing-calls";
  const landing = JSON.parse(
    readFileSync(path.join(PREVIEW_E2E.dir, "production.ndjson"), "utf8")
      .split("\n")
      .find((line) => line.startsWith('{"_id":"landing-emergency-plumbing-calls"'))!,
  );
  // A visitor's page has no attributes (read outside the browser, whose cache would keep this public copy).
  expect(await (await page.request.get(landingPath)).text()).not.toContain("data-sanity");
  await page.goto(enableUrl(landingPath));
  await expect(banner(page)).toBeVisible();
  const list = page.locator("main > [data-sanity]");
  await expect(list).toHaveAttribute("data-sanity", /id=landing-emergency-plumbing-calls;type=landingPage;path=blocks(;|$)/);
  const items = list.locator(":scope > [data-sanity]");
  const keys: string[] = landing.blocks.map((block: { _key: string }) => block._key);
  await expect(items).toHaveCount(keys.length);
  for (const [index, key] of keys.entries()) {
    await expect(items.nth(index)).toHaveAttribute("data-sanity", new RegExp(`path=blocks:${key}(;|$)`));
  }
  // Each block is outlined where it shows: its wrapper has a box (not display: contents).
  expect((await items.first().boundingBox())?.height).toBeGreaterThan(100);
});

test("a page that exists only as a draft is a 404 outside preview", async ({ page }) => {
  expect((await page.goto(`/trades/${UNPUBLISHED_SLUG}`))?.status()).toBe(404);
  await page.goto(enableUrl(`/trades/${UNPUBLISHED_SLUG}`));
  await expect(banner(page)).toBeVisible();
  await expect(heroHeading(page)).toHaveText(PUBLISHED_HEADING);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("preview opens and exits with plain links and forms", async ({ page }) => {
    await page.goto(enableUrl());
    await expect(heroHeading(page)).toHaveText(DRAFT_HERO_HEADING);
    await banner(page).getByRole("button", { name: BANNER.exitLabel }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(heroHeading(page)).toHaveText(PUBLISHED_HEADING);
  });
});

test("a forged preview cookie gets the published page", async ({ page, context }) => {
  const url = new URL(`http://localhost:${PREVIEW_E2E.port}`);
  const forged = Buffer.from(JSON.stringify({ previewUntil: Date.now() + 3_600_000 })).toString("base64");
  await context.addCookies([{ name: "tv_preview", value: `${forged}.${"A".repeat(43)}`, domain: url.hostname, path: "/" }]);
  await page.goto(PAGE);
  await expect(heroHeading(page)).toHaveText(PUBLISHED_HEADING);
  await expect(banner(page)).toHaveCount(0);
});

test("the publish webhook checks its signature, and a published edit shows on the next request", async ({ page, request }) => {
  const file = path.join(PREVIEW_E2E.dir, "production.ndjson");
  const original = readFileSync(file, "utf8");
  const payload = JSON.stringify({ _id: "trade-plumbing", _type: "tradePage", slug: { current: "plumbing" } });
  const post = (signature?: string) =>
    request.post("/api/content-webhook", {
      data: payload,
      headers: { "Content-Type": "application/json", ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}) },
    });

  expect((await post()).status()).toBe(401);
  expect((await post(await encodeSignatureHeader(payload, Date.now(), "not-the-secret"))).status()).toBe(401);

  const editedHeading = `${PUBLISHED_HEADING} (edited)`;
  try {
    writeFileSync(file, original.replace(JSON.stringify(PUBLISHED_HEADING), JSON.stringify(editedHeading)));
    expect((await post(await encodeSignatureHeader(payload, Date.now(), PREVIEW_E2E.webhookSecret))).status()).toBe(200);
    // The very next request: the previous test has just read the file, and the publish makes it read again at once.
    await page.goto(PAGE);
    await expect(heroHeading(page)).toHaveText(editedHeading);
  } finally {
    writeFileSync(file, original);
  }
});
