import { expect, test } from "@playwright/test";
import { HTML_BROTLI_BUDGET_KB, jsBudgetFor } from "../../bench/budgets";
import { sentHtml } from "../../bench/html-size";
import { BUDGET_PAGES, firstVisitJavaScript } from "../support/javascript";
import { inSpanish } from "../support/languages";

/**
 * First-visit JavaScript budget (gzip, bench/budgets.ts): everything a fresh visitor's browser downloads while the
 * page loads and settles, without scrolling or touching anything. The Spanish version of each page, as a Spanish
 * browser gets it, loads no more than the English one as an English browser gets it (a visitor offered the other
 * language also loads the suggestion's small panel, on either side): both measured in one test, the English page once.
 */
for (const width of [375, 1280]) {
  for (const path of BUDGET_PAGES) {
    test(`${path} at ${width} px stays within its JavaScript budget, and ${inSpanish(path)} loads no more`, async ({ browser }) => {
      const measure = async (target: string, locale: string) => {
        const context = await browser.newContext({ locale, viewport: { width, height: 800 } });
        const result = await firstVisitJavaScript(await context.newPage(), target);
        await context.close();
        return result;
      };
      const report = (result: { files: string[]; problems: string[] }) =>
        `${result.files.length} scripts:\n${result.files.join("\n")}\nthe page reported:\n${result.problems.join("\n")}`;

      const en = await measure(path, "en-US");
      test.info().annotations.push({ type: "js-gzip-kb", description: `${path} @${width}: ${en.kb.toFixed(1)} KB` });
      expect(en.kb, report(en)).toBeLessThanOrEqual(jsBudgetFor(path));
      expect(
        en.files.some((file) => /visual-editing|calcom|embed/i.test(file)),
        "no preview or booking code",
      ).toBe(false);

      const es = await measure(inSpanish(path), "es-US");
      test.info().annotations.push({ type: "js-gzip-kb", description: `${inSpanish(path)} @${width}: ${es.kb.toFixed(1)} KB` });
      expect(es.kb, `Spanish ${report(es)}\nEnglish ${report(en)}`).toBeLessThanOrEqual(en.kb);
    });
  }
}

/**
 * HTML budget (bench/budgets.ts): what reaches a phone, each page brotli-compressed as the page cache (or a CDN)
 * sends it. Its size unpacked is not limited: the styles its first screen uses travel inside it
 * (docs/decisions/0066-paint-first-screen-styles.md). Measured on the pages the JavaScript budget measures, in both
 * languages (Spanish copy runs longer), but the legal page (plain text, far under the budget). Web calls are on here,
 * as in production: their panel's copy is part of home.
 */
const HTML_BUDGET_PAGES = BUDGET_PAGES.filter((path) => path !== "/terms-of-service").flatMap((path) => [path, inSpanish(path)]);

for (const path of HTML_BUDGET_PAGES) {
  test(`${path} reaches a phone in at most ${HTML_BROTLI_BUDGET_KB} KB of HTML brotli`, async ({ baseURL }) => {
    const url = new URL(path, baseURL);
    // The first request may render the page (compressed on the fly, at a faster level); the next gets the kept copy,
    // except the report gate, which is personal (never cached) and so always sent as compressed on the fly.
    await sentHtml(url);
    const page = await sentHtml(url);
    const personal = /^(\/es)?\/reports\//.test(path);
    if (!personal) expect(["hit", "stale"], "served from the page cache").toContain(page.pageCache);
    expect(page.encoding).toBe("br");
    test.info().annotations.push({ type: "html-br-kb", description: `${path}: ${(page.bytes / 1024).toFixed(1)} KB` });
    expect(page.bytes / 1024).toBeLessThanOrEqual(HTML_BROTLI_BUDGET_KB);
  });
}
