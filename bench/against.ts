import { execFile } from "node:child_process";
import { mkdtemp, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const git = async (...args: string[]) => (await run("git", args)).stdout.trim();

/** The branch whose tip is the last landed commit: `--against base` measures where this branch left it. */
const LANDED_BRANCH = "main";

/** Another build of the site, checked out and built beside this one, to measure both in the same run. */
export interface AgainstBuild {
  /** `git describe`-like: the short hash and the ref asked for. */
  label: string;
  dir: string;
  /** How node_modules came to be (`linked` to this checkout's, or `npm ci`) and what it took, with the build. */
  preparation: string;
  dispose: () => Promise<void>;
}

/** `base`: the merge base of HEAD and the last landed commit; anything else is a git ref. */
async function resolveRef(ref: string): Promise<string> {
  return ref === "base" ? git("merge-base", "HEAD", LANDED_BRANCH) : git("rev-parse", "--verify", `${ref}^{commit}`);
}

/**
 * Checks `ref` out into a temporary git worktree and builds it there. Its node_modules is a link to this checkout's
 * when both commits have the same package-lock.json (seconds, and the same dependency bytes on disk), else `npm ci`.
 */
export async function prepareAgainst(ref: string, log: (message: string) => void): Promise<AgainstBuild> {
  const commit = await resolveRef(ref);
  const short = commit.slice(0, 7);
  const dir = await mkdtemp(join(tmpdir(), `bench-against-${short}-`));
  await git("worktree", "add", "--detach", dir, commit);
  const dispose = async () => {
    await git("worktree", "remove", "--force", dir);
  };
  try {
    const started = Date.now();
    const sameLock = await run("git", ["diff", "--quiet", commit, "--", "package-lock.json"]).then(
      () => true,
      () => false,
    );
    let install: string;
    if (sameLock) {
      await symlink(resolve("node_modules"), join(dir, "node_modules"), "dir");
      install = "node_modules linked (same package-lock.json)";
    } else {
      log(`against ${short}: npm ci (its package-lock.json differs)`);
      await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
      install = "npm ci";
    }
    const installed = Date.now();
    log(`against ${short}: building`);
    await run("npm", ["run", "build"], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    return {
      label: `${short} (${ref})`,
      dir,
      preparation: `${install} in ${seconds(installed - started)}, built in ${seconds(Date.now() - installed)}`,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
