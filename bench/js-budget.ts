import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Route ids of the measured pages (Remix's manifest) and their paths. */
export const BUDGET_ROUTES: Record<string, string> = {
  "/": "routes/_index",
  "/trades/plumbing": "routes/trades.$slug",
  "/use-cases/lead-qualification": "routes/use-cases.$slug",
  "/compare/telli": "routes/compare.$slug",
  "/demo": "routes/demo",
  "/reports/appliance-repair-ai": "routes/reports.$slug._index",
  "/terms-of-service": "routes/$",
  "/blog/what-a-missed-call-costs": "routes/blog.$slug",
  "/es": "es/routes/_index",
};

interface ManifestEntry {
  module: string;
  imports?: string[];
  parentId?: string;
}
interface RemixManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

/** Remix's browser manifest (`build/client/assets/manifest-*.js`, `window.__remixManifest = {...}`). */
async function readManifest(clientDir: string): Promise<RemixManifest> {
  const file = (await readdir(join(clientDir, "assets"))).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no Remix manifest in ${clientDir}/assets: build first`);
  const text = await readFile(join(clientDir, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as RemixManifest;
}

/** The gzip size (level 9) in KB of these files of the client build (`/assets/...`). */
export async function gzipKb(files: Iterable<string>, clientDir = "build/client"): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(join(clientDir, file)), { level: 9 }).length;
  return bytes / 1024;
}

/** The gzip size (level 9) in bytes of the field-vitals chunk the visit beacon's pages load when idle (app/insights/vitals-beacon.ts). */
export async function fieldVitalsGzipBytes(clientDir = "build/client"): Promise<number> {
  const file = (await readdir(join(clientDir, "assets"))).find((name) => /^vitals-beacon-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no field-vitals chunk in ${clientDir}/assets: build first`);
  return Math.round((await gzipKb([`assets/${file}`], clientDir)) * 1024);
}

/**
 * JavaScript a first visit to each route loads before anything is touched, gzip (level 9) in KB, from the build
 * manifest: the entry, every route module from root to the page and their static imports. Not the manifest's own file:
 * with lazy route discovery the page's part of it is inline in the HTML (its HTML budget) and the file is never fetched.
 */
export async function jsPerRoute(clientDir = "build/client"): Promise<Record<string, number>> {
  const manifest = await readManifest(clientDir);
  const result: Record<string, number> = {};
  for (const [path, routeId] of Object.entries(BUDGET_ROUTES)) {
    const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`route ${id} is not in the manifest`);
      for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
    }
    result[path] = await gzipKb(files, clientDir);
  }
  return result;
}
