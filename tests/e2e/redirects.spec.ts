import { expect, test } from "@playwright/test";
import { gotoHydrated, navigateInApp } from "../support/page";
import { seedDocuments } from "../support/seed";

/** The seed's redirects, as editors wrote them. */
const redirects = seedDocuments().filter((doc) => doc._type === "redirect");

test("the seed holds the redirects this spec covers", () => {
  expect(redirects.map((redirect) => redirect.from)).toEqual(["/plumbers", "/es/plomeros"]);
});

for (const { from, to, permanent } of redirects) {
  test(`${from} answers ${permanent ? 301 : 302} to ${to}, keeping the query string`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(permanent ? 301 : 302);
    expect(response.headers()["location"]).toBe(to);
    expect(response.headers()["cache-control"]).toMatch(/^public\b/);

    const withQuery = await request.get(`${from}?utm_source=flyer&utm_medium=print`, { maxRedirects: 0 });
    expect(withQuery.headers()["location"]).toBe(`${to}?utm_source=flyer&utm_medium=print`);
  });
}

test("a data request for a redirected path tells the app to redirect", async ({ request }) => {
  const response = await request.get("/plumbers.data?_routes=routes%2F%24", { maxRedirects: 0 });
  // Remix encodes a loader's redirect in its data answer (202); the body names the target.
  expect(response.status()).toBe(202);
  expect(await response.text()).toContain("/trades/plumbing");
});

test("a path without page or redirect still answers 404", async ({ request }) => {
  const response = await request.get("/plumbers/extra", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor to an old address lands on the page", async ({ page }) => {
    const response = await page.goto("/es/plomeros?ref=flyer");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/es/trades/plumbing?ref=flyer");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("a client-side navigation to an old address lands on the page", async ({ page }) => {
  await gotoHydrated(page, "/terms-of-service");
  await navigateInApp(page, "/plumbers?ref=menu");
  await expect(page).toHaveURL("/trades/plumbing?ref=menu");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
