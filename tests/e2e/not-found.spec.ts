import { expect, test } from "@playwright/test";
import { gotoHydrated, navigateInApp, siteFooter, siteHeader } from "../support/page";
import { siteSettings } from "../support/seed";

const { notFound } = siteSettings();

for (const path of ["/no-such-page", "/foo/bar", "/terms-of-service/extra", "/use-cases/setup-agents"]) {
  test(`${path} answers 404 with the not-found page inside the layout`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(notFound.title);
    await expect(page.getByRole("heading", { level: 1, name: notFound.title })).toBeVisible();
    await expect(page.getByText(notFound.body, { exact: true })).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    await expect(siteFooter(page)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await page.getByRole("main").getByRole("link", { name: notFound.linkLabel }).click();
    await expect(page).toHaveURL("/");
  });
}

test("legal pages render their title, date and body", async ({ page }) => {
  const response = await page.goto("/privacy-policy");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
});

test("a client-side navigation to an unknown page shows the not-found page", async ({ page }) => {
  await gotoHydrated(page, "/terms-of-service");
  await navigateInApp(page, "/nothing-here");
  await expect(page.getByRole("heading", { level: 1, name: notFound.title })).toBeVisible();
});
