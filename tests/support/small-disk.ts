import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * A small disk for one test file: a tmpfs of `size` mounted at `disk` when `mount` is true (root, as in CI), else a
 * plain folder; emptied after each test, unmounted and removed at the end. `root` is a folder beside it, on the
 * machine's own disk. Read both inside tests (they are set before the first one runs).
 */
export function useSmallDisk(label: string, { size, mount }: { size: string; mount: boolean }): { root: string; disk: string } {
  const paths = { root: "", disk: "" };
  beforeAll(async () => {
    paths.root = await mkdtemp(join(tmpdir(), `${label}-`));
    paths.disk = join(paths.root, "disk");
    await mkdir(paths.disk);
    if (mount) execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", paths.disk]);
  });
  afterAll(async () => {
    if (mount) execFileSync("umount", [paths.disk]);
    await rm(paths.root, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const name of await readdir(paths.disk)) await rm(join(paths.disk, name), { recursive: true, force: true });
  });
  return paths;
}
