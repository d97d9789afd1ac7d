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
 * Errors the checker reports wrongly (docs/decisions/ui-html-checker.md): `<link rel="expect" blocking="render">`
 * is valid HTML (the HTML Standard's `expect` link type takes `blocking`), the checker only knows `blocking` on
 * stylesheets.
 */
const WRONGLY_FLAGGED = [/^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/];

/**
 * Remix streams its deferred-data scripts after `</body></html>` (app/entry.server.tsx, the paint lane's). The checker
 * stops at the first of them ("Stray start tag “template”", fatal), which would hide every error after it. Until
 * they are written inside <body>, the closing tags move after them, where a browser's parser puts them anyway;
 * the streamed markup itself is still checked.
 */
function closeAfterStreamedScripts(html: string) {
  const close = "</body></html>";
  const at = html.indexOf(close);
  return at === -1 ? html : `${html.slice(0, at)}${html.slice(at + close.length)}${close}`;
}

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
      await writeFile(file, closeAfterStreamedScripts(await response.text()));
      return file;
    }),
  );

  const { stdout } = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
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
