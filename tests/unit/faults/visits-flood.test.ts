import { randomUUID } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSmallDisk } from "../../support/small-disk";
import { freePort } from "../../support/ports";

/**
 * A flood of visit beacons while the store cannot count them (Redis down), or on the file store, on a disk the
 * leads share: a 256 KB tmpfs (as root, as in CI), else a plain folder. Every signup after the flood still succeeds
 * and the flood has written nothing the leads needed. Through the real wiring: the beacon's answer and the
 * process's lead store, configured by env.
 */
const canMount = process.getuid?.() === 0;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Twice what fills the tmpfs when views are kept on disk (spooled, about 250 bytes each; or a 4 KB file a view). */
const FLOOD = 2_000;

const small = useSmallDisk("visits-flood", { size: "256k", mount: canMount });
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const beacon = () =>
  new Request("http://localhost/api/visits", {
    method: "POST",
    headers: { "User-Agent": BROWSER, "Content-Type": "text/plain;charset=UTF-8" },
    body: JSON.stringify({ id: randomUUID(), path: "/", referrer: "" }),
  });

const signup = (n: number) => ({
  email: `owner${n}@shop.test`,
  name: `Owner ${n}`,
  company_name: "Shop",
  zip_code: "12345",
  report_name: "2025-appliance-repair-ai",
});

async function bytesUnder(folder: string): Promise<number> {
  const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(folder, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The app's modules, fresh, with `env` as the process's environment. */
async function site(env: Record<string, string>) {
  vi.stubEnv("CONTENT_CACHE_DIR", join(small.root, "content-cache"));
  vi.stubEnv("LOG_LEVEL", "error");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { answerVisitBeacon } = await import("~/insights/visit-beacon.server");
  const { getLeadStore } = await import("~/leads/lead-store.server");
  const { closeStore } = await import("~/store/process-store.server");
  return { answerVisitBeacon, getLeadStore, closeStore };
}

describe(canMount ? "a 256 KB tmpfs" : "a plain folder", () => {
  it("Redis down: a flood of beacons writes nothing, and the next signups still go to the lead spool", { timeout: 60_000 }, async () => {
    const spoolDir = join(small.disk, "spool");
    const app = await site({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, LEAD_SPOOL_DIR: spoolDir });
    try {
      for (let n = 0; n < FLOOD; n++) expect(await app.answerVisitBeacon(beacon())).toBe(204);
      const flooded = await bytesUnder(small.disk);
      for (let n = 0; n < 3; n++)
        expect(await app.getLeadStore().accept("report-download", signup(n), ["notify"])).toMatchObject({ spooled: true });
      expect(flooded).toBe(0);
    } finally {
      await app.closeStore();
    }
  });

  it("the file store: a flood of beacons leaves the leads their room, one day file at most", { timeout: 60_000 }, async () => {
    const storeDir = join(small.disk, "store");
    const app = await site({
      REDIS_URL: "",
      UPSTASH_REDIS_REST_URL: "",
      LEAD_STORE_DIR: storeDir,
      LEAD_SPOOL_DIR: join(small.disk, "spool"),
    });
    for (let n = 0; n < FLOOD; n++) expect(await app.answerVisitBeacon(beacon())).toBe(204);
    const flooded = (await readdir(storeDir, { recursive: true }).catch(() => [] as string[])).filter((name) => name.startsWith("visits"));
    for (let n = 0; n < 3; n++)
      expect(await app.getLeadStore().accept("report-download", signup(n), ["notify"])).toMatchObject({ spooled: false });
    // On the tmpfs the views stop at the reserve kept for leads; elsewhere they are one file for the day.
    expect(flooded).toEqual(canMount ? [] : ["visits", join("visits", new Date().toISOString().slice(0, 10))]);
  });
});
