import { expect, test } from "@playwright/test";
import { crawl } from "../support/crawl";

test.setTimeout(180_000);

/** A file rather than a page (media, the sitemap): it must answer, but has no links to follow. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * Follows every internal link from the home page with a real browser: no page or link may answer 404 or
 * 5xx, and no page may log a console error.
 */
test("every internal link works and no page logs a console error", async ({ page, baseURL, request }) => {
  const { seen, failures, errors } = await crawl({ page, request, origin: new URL(baseURL!).origin }, "/", ({ url }) =>
    isFile(url.pathname) ? "check" : "visit",
  );
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(25);
});
