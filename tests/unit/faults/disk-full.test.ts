import { open, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSmallDisk } from "../../support/small-disk";
import { StoreUnavailableError } from "~/leads/create-lead-store.server";
import { openLeadStore } from "../../support/lead-store";
import { createSpool, DAMAGED_FILE, type SpoolEntry } from "~/leads/spool.server";
import { logger } from "../../../shared/log.ts";

/**
 * The spool and the file store on a disk that runs out of space: a 64 KB tmpfs (as root, as in CI), or, where
 * nothing can be mounted, ENOSPC injected half-way through a write. Nothing is acknowledged that was not written
 * whole, and nothing half-written is left behind.
 */
const canMount = process.getuid?.() === 0 && !process.env.FAULTS_INJECT_ENOSPC;

const download = (n: number) => ({
  email: `owner${n}@shop.test`,
  name: `Owner ${n} ${"x".repeat(300)}`,
  company_name: "Shop",
  zip_code: "12345",
  report_name: "2025-appliance-repair-ai",
});

const small = useSmallDisk("disk-full", { size: "64k", mount: canMount });
afterEach(() => vi.restoreAllMocks());

/** Without a tmpfs: the Nth write and every later one stops half-way with ENOSPC (after writing part of its data). */
async function injectDiskFullAfter(writes: number) {
  const probe = await open(join(small.root, "probe"), "w");
  const prototype = Object.getPrototypeOf(probe) as { writeFile: (data: string) => Promise<void> };
  await probe.close();
  const real = prototype.writeFile;
  let count = 0;
  vi.spyOn(prototype, "writeFile").mockImplementation(async function (this: unknown, data: string) {
    if (++count < writes) return real.call(this, data);
    await real.call(this, data.slice(0, Math.floor(data.length / 2)));
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  });
}

/** Fills the tmpfs with 4 KB files (`fill-0`, `fill-1`...) until it refuses one, then frees `blocks` of them. */
async function fillLeaving(blocks: number) {
  const block = "f".repeat(4096);
  let count = 0;
  for (;;) {
    try {
      await writeFile(join(small.disk, `fill-${count}`), block);
      count += 1;
    } catch {
      await rm(join(small.disk, `fill-${count}`), { force: true });
      break;
    }
  }
  for (let n = 0; n < blocks; n++) await rm(join(small.disk, `fill-${count - 1 - n}`));
}

describe.each([canMount ? "a full 64 KB tmpfs" : "injected ENOSPC"])("%s", () => {
  it("the spool acknowledges only whole lines, and every acknowledged lead drains whole", async () => {
    if (!canMount) await injectDiskFullAfter(20);
    const spool = createSpool(join(small.disk, "spool"));
    const acknowledged: string[] = [];
    let refused = 0;
    for (let n = 0; n < 400 && refused < 3; n++) {
      const entry = {
        kind: "report-download",
        record: { ...download(n), id: `L${n}`, created_at: "", language: "en", attribution: null },
      } as SpoolEntry;
      try {
        await spool.append(entry);
        acknowledged.push(entry.record.id);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
        refused += 1;
      }
    }
    expect(refused).toBe(3);
    expect(acknowledged.length).toBeGreaterThan(5);
    const [file] = await readdir(join(small.disk, "spool"));
    // Every line in the file is whole: the failed appends were cut back out.
    expect((await readFile(join(small.disk, "spool", file), "utf8")).endsWith("\n")).toBe(true);
    vi.restoreAllMocks();
    const drained: string[] = [];
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    await spool.drain(async ({ record }) => void drained.push(record.id));
    expect(drained).toEqual(acknowledged);
    expect(errors).not.toHaveBeenCalled();
  });

  it("the file store stores a lead whole with its forwards or refuses it, leaving no orphan and no temporary file", async () => {
    if (!canMount) await injectDiskFullAfter(15);
    const store = openLeadStore({ driver: "fs", dir: join(small.disk, "store"), breakerMs: 0 });
    const acknowledged: string[] = [];
    let refused = 0;
    for (let n = 0; n < 400 && refused < 3; n++) {
      try {
        acknowledged.push((await store.accept("report-download", download(n), ["notify"])).record.id);
      } catch (error) {
        expect(error).toBeInstanceOf(StoreUnavailableError);
        refused += 1;
      }
    }
    expect(refused).toBe(3);
    expect(acknowledged.length).toBeGreaterThan(5);
    vi.restoreAllMocks();
    const stored = await store.list("report-download");
    expect(stored.map((lead) => lead.id).sort()).toEqual([...acknowledged].sort());
    for (const lead of stored) expect(lead.forwards).toEqual({ notify: { status: "pending", attempts: 0 } });
    expect(await readdir(join(small.disk, "store", ".writing"))).toEqual([]);
  });

  it("a lead refused with 4-8 KB free leaves nothing a retry could send, and the next one with room is whole", async () => {
    const store = openLeadStore({ driver: "fs", dir: join(small.disk, "store"), breakerMs: 0 });
    const first = (await store.accept("report-download", download(0), ["notify"])).record.id;
    // One 4 KB block free: the record fits, its queue entry does not (where the refused lead used to stay behind).
    if (canMount) await fillLeaving(1);
    else await injectDiskFullAfter(2);
    await expect(store.accept("report-download", download(1), ["notify"])).rejects.toBeInstanceOf(StoreUnavailableError);
    vi.restoreAllMocks();
    expect((await store.list("report-download")).map((lead) => lead.id)).toEqual([first]);
    // What `npm run leads:retry` and the workers would send: only the lead that was acknowledged.
    const owed = [...(await store.pendingForwards()), ...(await store.unfinishedForwards())].map((ref) => ref.id);
    expect(new Set(owed)).toEqual(new Set([first]));
    expect(await readdir(join(small.disk, "store", ".writing"))).toEqual([]);

    if (canMount) await rm(join(small.disk, "fill-0"));
    const next = (await store.accept("report-download", download(2), ["notify"])).record.id;
    expect((await store.pendingForwards()).map((ref) => ref.id).sort()).toEqual([first, next].sort());
  });
});

describe("a damaged spool line", () => {
  it("is kept aside and logged loudly, never dropped in silence", async () => {
    const dir = join(small.disk, "damaged");
    const spool = createSpool(dir);
    await spool.append({
      kind: "report-download",
      record: { ...download(1), id: "A", created_at: "", language: "en", page_path: null, attribution: null, variant: null },
    });
    const [file] = await readdir(dir);
    const handle = await open(join(dir, file), "a");
    await handle.writeFile('{"kind":"report-download","rec\n');
    await handle.close();
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const taken: string[] = [];
    expect(await spool.drain(async ({ record }) => void taken.push(record.id))).toBe(1);
    expect(taken).toEqual(["A"]);
    expect(await readFile(join(dir, DAMAGED_FILE), "utf8")).toBe('{"kind":"report-download","rec\n');
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ event: "spool.damaged-line", keptIn: join(dir, DAMAGED_FILE) }));
  });
});
