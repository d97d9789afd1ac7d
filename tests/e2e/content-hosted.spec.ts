import { expect, test } from "@playwright/test";
import { startContentLake, type ContentLakeStandIn } from "../mocks/content-lake";
import { asHtml, sendPublishWebhook, startHostedSite, tempDir, timedGet } from "../support/content-sites";
import type { SiteProcess } from "../support/site-process";

/**
 * The hosted code path end to end (`SANITY_PROJECT_ID` set, the Content Lake stand-in as API host): published
 * pages without a token, the Presentation tool's preview secret checked and drafts read with the read token,
 * and a publish shown after the signed webhook.
 */
test.describe.configure({ mode: "serial" });

const PAGE = "/trades/plumbing";
const PREVIEW_SECRET = "presentation-secret-for-e2e";
const DRAFT_HEADING = "Draft heading from the hosted drafts perspective";

let lake: ContentLakeStandIn;
let site: SiteProcess | undefined;
let published: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  lake = await startContentLake();
  const page = lake.document("trade-plumbing")!;
  published = (page.hero as { heading: string }).heading;
  lake.put({ ...page, _id: "drafts.trade-plumbing", hero: { ...(page.hero as object), heading: DRAFT_HEADING } });
  // What the Studio's Presentation tool writes before it opens the preview URL (valid for an hour).
  lake.put({
    _id: "sanity-preview-url-secret.e2e",
    _type: "sanity.previewUrlSecret",
    _updatedAt: new Date().toISOString(),
    secret: PREVIEW_SECRET,
    studioUrl: "http://localhost:3333",
  });
  site = await startHostedSite(
    lake,
    { contentCache: tempDir("hosted-content"), leads: tempDir("hosted-leads") },
    { SANITY_READ_TOKEN: lake.token },
  );
});
test.afterAll(async () => {
  await site?.stop();
  await lake?.close();
});

const heading = (page: import("@playwright/test").Page) => page.getByRole("heading", { level: 1 });
const enableUrl = (secret: string) =>
  `${site!.url}/api/preview?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(PAGE)}`;

test("visitors get published content, fetched without a token", async ({ page }) => {
  lake.requests.length = 0;
  const response = await page.goto(`${site!.url}${PAGE}`);
  expect(response?.status()).toBe(200);
  await expect(heading(page)).toHaveText(published);
  expect(lake.requests.length).toBeGreaterThan(0);
  for (const request of lake.requests)
    expect(request).toMatchObject({ perspective: "published", authorized: false, projectId: lake.projectId });
});

test("a wrong Presentation secret is refused without a cookie", async ({ request }) => {
  const response = await request.get(enableUrl("not-the-secret"), { maxRedirects: 0 });
  expect(response.status()).toBe(401);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("the Presentation secret opens preview: drafts read with the read token, never cached", async ({ page }) => {
  lake.requests.length = 0;
  const response = await page.goto(enableUrl(PREVIEW_SECRET));
  expect(new URL(page.url()).pathname).toBe(PAGE);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(heading(page)).toHaveText(DRAFT_HEADING);
  expect(lake.requests.find((request) => request.perspective === "raw")).toMatchObject({
    authorized: true,
    params: { secret: PREVIEW_SECRET },
  });
  expect(lake.requests.filter((request) => request.perspective === "drafts").length).toBeGreaterThan(0);
  for (const request of lake.requests.filter((r) => r.perspective !== "published")) expect(request.authorized).toBe(true);
});

// Fetched outside the browser: its HTTP cache would keep the page for its max-age.
test("a published edit shows after the signed webhook", async () => {
  const document = lake.document("trade-plumbing")!;
  const edited = `${published} (published edit)`;
  lake.put({ ...document, hero: { ...(document.hero as object), heading: edited } });
  expect((await timedGet(`${site!.url}${PAGE}`)).html).not.toContain(asHtml(edited));

  expect((await sendPublishWebhook(site!, document)).status).toBe(200);
  expect((await timedGet(`${site!.url}${PAGE}`)).html).toContain(asHtml(edited));
});
