import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLastGoodCopies } from "./last-good.server";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "last-good-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("createLastGoodCopies", () => {
  it("keeps a result in memory and on disk, where a new process finds it", async () => {
    const copies = createLastGoodCopies(path.join(dir, "cache"));
    expect(await copies.hasAny()).toBe(false);
    await copies.save("home", { heading: "Hello" });
    expect(await copies.read("home")).toEqual({ heading: "Hello" });

    const afterRestart = createLastGoodCopies(path.join(dir, "cache"));
    expect(await afterRestart.hasAny()).toBe(true);
    expect(await afterRestart.read("home")).toEqual({ heading: "Hello" });
    expect(await afterRestart.read("other")).toBeUndefined();
  });

  it("replaces a copy whole and leaves no temporary files", async () => {
    const copies = createLastGoodCopies(dir);
    await copies.save("home", { heading: "One" });
    await copies.save("home", { heading: "Two" });
    expect(await createLastGoodCopies(dir).read("home")).toEqual({ heading: "Two" });
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("does not write an unchanged result again (each query is refetched once a minute)", async () => {
    const copies = createLastGoodCopies(dir);
    await copies.save("home", { heading: "One" });
    const [file] = readdirSync(dir);
    rmSync(path.join(dir, file));
    await copies.save("home", { heading: "One" });
    expect(readdirSync(dir)).toEqual([]);
    await copies.save("home", { heading: "Two" });
    expect(readdirSync(dir)).toEqual([file]);
  });

  it("never serves a file saved for another key", async () => {
    const copies = createLastGoodCopies(dir);
    await copies.save("home", "home copy");
    const [file] = readdirSync(dir);
    writeFileSync(path.join(dir, file), readFileSync(path.join(dir, file), "utf8").replace('"home"', '"elsewhere"'));
    expect(await createLastGoodCopies(dir).read("home")).toBeUndefined();
  });

  it("keeps serving from memory when the disk refuses writes, and says so once", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const blocked = path.join(dir, "a-file");
    writeFileSync(blocked, "");
    const copies = createLastGoodCopies(path.join(blocked, "cache"));
    await copies.save("home", "one");
    await copies.save("page", "two");
    expect(await copies.read("home")).toBe("one");
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
