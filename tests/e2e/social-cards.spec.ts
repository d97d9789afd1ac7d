import { expect, test, type APIResponse, type Page } from "@playwright/test";

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(response: APIResponse) {
  const png = await response.body();
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);

for (const { path, card } of [
  { path: "/trades/plumbing", card: "/social-cards/en/trades/plumbing.png" },
  { path: "/es/trades/plumbing", card: "/social-cards/es/trades/plumbing.png" },
  { path: "/", card: "/social-cards/en.png" },
]) {
  test(`${path} without its own social image shares its generated 1200 x 630 card`, async ({ page, request, baseURL }) => {
    await page.goto(path);
    const image = await meta(page, "og:image").getAttribute("content");
    expect(image).toMatch(new RegExp(`^${baseURL}${card.replaceAll(".", "\\.")}\\?v=[0-9a-z]+$`));
    await expect(meta(page, "twitter:image")).toHaveAttribute("content", image!);
    await expect(meta(page, "og:image:width")).toHaveAttribute("content", "1200");
    await expect(meta(page, "og:image:height")).toHaveAttribute("content", "630");
    await expect(meta(page, "twitter:card")).toHaveAttribute("content", "summary_large_image");

    const response = await request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    // The URL carries the card's version: caches may keep it for good.
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(await pngSize(response)).toEqual({ width: 1200, height: 630 });
  });
}

test("a page whose editor set a social image keeps it", async ({ page, baseURL }) => {
  await page.goto("/reports/appliance-repair-ai");
  await expect(meta(page, "og:image")).toHaveAttribute("content", `${baseURL}/media/images/og-report.png`);
  await expect(meta(page, "twitter:image")).toHaveAttribute("content", `${baseURL}/media/images/og-report.png`);
  await expect(meta(page, "og:image:width")).toHaveCount(0);
});

test("a card with an outdated version is the current card, cached briefly", async ({ request }) => {
  const response = await request.get("/social-cards/en/trades/plumbing.png?v=old");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).not.toContain("immutable");
  expect(await pngSize(response)).toEqual({ width: 1200, height: 630 });
});

test("no card for a path without a published page, nor for anything else under /social-cards", async ({ request }) => {
  for (const path of [
    "/social-cards/en/trades/no-such-trade.png",
    "/social-cards/en/no-such-page.png",
    "/social-cards/fr/trades/plumbing.png",
    "/social-cards/en/trades/plumbing.jpg",
    "/social-cards/en/media/images/og-report.png",
    "/es/social-cards/en.png",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test("every page in the sitemap shares a social image that exists, articles and landing pages included", async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  expect(paths).toContainEqual(expect.stringMatching(/^\/blog\/[a-z-]+$/));
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1].replaceAll("&amp;", "&");
    expect(image, `${path} og:image`).toBeTruthy();
    const response = await request.get(image!);
    expect(response.status(), `${path}: ${image}`).toBe(200);
    expect(response.headers()["content-type"], `${path}: ${image}`).toMatch(/^image\/(png|jpeg|webp)/);
  }
});
