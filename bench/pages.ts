import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { MEASURED_ROUTES } from "./budgets";

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** File name of a route's copies on the static server. */
export const pageName = (route: string) => (route === "/" ? "home" : route.slice(1).replaceAll("/", "-"));

/** The page's own HTML minus every script (and script preload): what the browser must at least download and paint. */
export function scriptFree(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*\/?>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*\/?>/gi, "");
}

async function writeCompressed(file: string, text: string) {
  const bytes = Buffer.from(text);
  await writeFile(file, bytes);
  await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * Saves each route's HTML as the site serves it to a browser (`same/<name>.html`) and its script-free floor
 * (`floor/<name>.html`), each with brotli and gzip twins, for the static server.
 */
export async function capturePages(siteUrl: string, dir: string): Promise<Record<string, { rawBytes: number; brBytes: number }>> {
  await mkdir(join(dir, "same"), { recursive: true });
  await mkdir(join(dir, "floor"), { recursive: true });
  const sizes: Record<string, { rawBytes: number; brBytes: number }> = {};
  for (const route of MEASURED_ROUTES) {
    const response = await fetch(`${siteUrl}${route}`, { headers: { "user-agent": BROWSER_UA } });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    const html = await response.text();
    await writeCompressed(join(dir, "same", `${pageName(route)}.html`), html);
    await writeCompressed(join(dir, "floor", `${pageName(route)}.html`), scriptFree(html));
    sizes[route] = {
      rawBytes: Buffer.byteLength(html),
      brBytes: brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
    };
  }
  return sizes;
}
