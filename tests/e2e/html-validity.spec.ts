import { execFile } from "node:child_process";
import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

/**
 * The W3C Nu HTML Checker (vnu-jar, needs Java) over every public route in both languages, as a browser receives
 * it (bots get HTML that is not streamed). One JVM run over all pages: it is slow to start.
 */
const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";
const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * Errors the checker reports wrongly (docs/decisions/0037-ui-html-checker.md): `<link rel="expect" blocking="render">`
 * is valid HTML (the HTML Standard's `expect` link type takes `blocking`), the checker only knows `blocking` on
 * stylesheets. And its CSS validator predates the CSS Tailwind 4 writes into each page's inline critical styles
 * (`@property`, `margin-trim`, custom properties in `transition-property`): every "CSS:" message is the stylesheet
 * checker's, not the HTML's.
 */
const WRONGLY_FLAGGED = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
  /^CSS: /,
];

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test("every public page in both languages passes the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(300_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls.length, "the sitemap lists the public pages").toBeGreaterThanOrEqual(50);
  expect(urls.some((url) => new URL(url).pathname.startsWith("/es"))).toBe(true);

  const dir = test.info().outputPath("pages");
  await mkdir(dir, { recursive: true });
  const files = await Promise.all(
    urls.map(async (url, index) => {
      const response = await request.get(new URL(url).pathname, { headers: { "user-agent": BROWSER_USER_AGENT } });
      expect(response.status(), url).toBe(200);
      const file = path.join(dir, `${index}${new URL(url).pathname.replaceAll("/", "_")}.html`);
      await writeFile(file, await response.text());
      return file;
    }),
  );

  // One short run: the JVM's quick compiler alone (its optimising one never pays back here; the checker's schema needs
  // a deeper stack without it), and no language detection (it only warns). 8.6 CPU-s instead of 22.7, the same messages.
  const { stdout } = await promisify(execFile)(
    "java",
    [
      "-Xss4m",
      "-XX:TieredStopAtLevel=1",
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--no-langdetect",
      "--format",
      "json",
      "--stdout",
      "--exit-zero-always",
      ...files,
    ],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .filter((message) => !WRONGLY_FLAGGED.some((pattern) => pattern.test(message.message)))
    .map((message) => `${path.basename(message.url)}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`);
  expect(errors).toEqual([]);
});
