import { expect, test } from "@playwright/test";
import { startContentLake, type ContentLakeStandIn } from "../mocks/content-lake";
import { asHtml, sendPublishWebhook, startHostedSite, tempDir, timedGet } from "../support/content-sites";
import type { SiteProcess } from "../support/site-process";

/**
 * Two instances behind one load balancer share one Redis. Sanity's publish webhook reaches only one of them; the
 * other must show the edit within 2 s (its own cache would keep the old copy for a minute).
 */
test.describe.configure({ mode: "serial" });

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const PAGE = "/trades/plumbing";

let lake: ContentLakeStandIn;
let first: SiteProcess | undefined;
let second: SiteProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  lake = await startContentLake();
  const instance = (name: string) =>
    startHostedSite(lake, { contentCache: tempDir(`${name}-content`), leads: tempDir(`${name}-leads`) }, { REDIS_URL });
  [first, second] = await Promise.all([instance("first"), instance("second")]);
});
test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await lake?.close();
});

test("a signed webhook to the first instance makes the second show the published edit within 2 s", async () => {
  const page = lake.document("trade-plumbing")!;
  const hero = page.hero as { heading: string };
  for (const site of [first!, second!]) expect((await timedGet(`${site.url}${PAGE}`)).html).toContain(asHtml(hero.heading));

  const edited = `${hero.heading} Edited ${Date.now()}`;
  lake.put({ ...page, hero: { ...hero, heading: edited } });
  // Before the webhook both instances keep their cached copy: the edit alone changes nothing.
  expect((await timedGet(`${second!.url}${PAGE}`)).html).not.toContain(asHtml(edited));

  expect((await sendPublishWebhook(first!, page)).status).toBe(200);
  const published = performance.now();
  expect((await timedGet(`${first!.url}${PAGE}`)).html).toContain(asHtml(edited));
  await expect
    .poll(async () => (await timedGet(`${second!.url}${PAGE}`)).html.includes(asHtml(edited)), { timeout: 2_000, intervals: [100] })
    .toBe(true);
  expect(performance.now() - published).toBeLessThan(2_000);
});
