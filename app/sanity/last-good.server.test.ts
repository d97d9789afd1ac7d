import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logEvent } from "../../shared/log.ts";
import { createLastGoodCopies, LAST_GOOD_MAX_BYTES, LAST_GOOD_MAX_FILES } from "./last-good.server";

vi.mock("../../shared/log.ts", () => ({ logEvent: vi.fn() }));

const directoryBytes = (folder: string) => readdirSync(folder).reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);

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
    const blocked = path.join(dir, "a-file");
    writeFileSync(blocked, "");
    const copies = createLastGoodCopies(path.join(blocked, "cache"));
    await copies.save("home", "one");
    await copies.save("page", "two");
    expect(await copies.read("home")).toBe("one");
    expect(logEvent).toHaveBeenCalledTimes(1);
  });

  it("keeps no copy of a query that found nothing, and drops the copy of a page that is gone", async () => {
    const copies = createLastGoodCopies(dir);
    await copies.save("made-up", null);
    await copies.save("made-up page", { page: null, settings: { title: "Site" } });
    expect(readdirSync(dir)).toEqual([]);
    await copies.save("page", { page: { title: "Here" } });
    await copies.save("page", { page: null });
    expect(readdirSync(dir)).toEqual([]);
    expect(await copies.read("page")).toBeUndefined();
    await copies.save("no redirects", []);
    expect(await createLastGoodCopies(dir).read("no redirects")).toEqual([]);
  });

  it("10,000 lookups for made-up pages leave the cache within its cap and keep the real page's copy", async () => {
    const copies = createLastGoodCopies(dir);
    const settings = { title: "TradeVoice", navigation: "x".repeat(4_000) };
    await copies.save("home", { page: { title: "Home" }, settings });
    for (let index = 0; index < 10_000; index += 1) {
      await copies.save(JSON.stringify(["tradePage", `made-up-${index}`]), { page: null, settings });
      if (index % 100 === 0) await copies.save("home", { page: { title: "Home" }, settings });
    }
    expect(readdirSync(dir)).toHaveLength(1);
    expect(readdirSync(dir).length).toBeLessThanOrEqual(LAST_GOOD_MAX_FILES);
    expect(directoryBytes(dir)).toBeLessThanOrEqual(LAST_GOOD_MAX_BYTES);
    expect(await createLastGoodCopies(dir).read("home")).toEqual({ page: { title: "Home" }, settings });
  });

  it("holds 1,000 distinct answers within a cap, keeping a page that is still asked for", async () => {
    const copies = createLastGoodCopies(dir, { maxFiles: 50, maxBytes: 40_000 });
    for (let index = 0; index < 1_000; index += 1) {
      await copies.save(`other ${index}`, { results: [index, "z".repeat(500)] });
      // Refetched once a minute and unchanged: a page still served counts as recent, so it is never the oldest.
      if (index % 20 === 0) await copies.save("home", { page: { title: "Home" } });
    }
    expect(readdirSync(dir).length).toBeLessThanOrEqual(50);
    expect(directoryBytes(dir)).toBeLessThanOrEqual(40_000);
    expect(await createLastGoodCopies(dir).read("home")).toEqual({ page: { title: "Home" } });
  });

  it("drops the copies saved longest ago first, by files and by bytes, also after a restart", async () => {
    const small = { maxFiles: 5, maxBytes: 1_000 };
    const copies = createLastGoodCopies(dir, small);
    for (let index = 0; index < 8; index += 1) await copies.save(`query ${index}`, { index });
    expect(readdirSync(dir)).toHaveLength(5);
    expect(await createLastGoodCopies(dir).read("query 2")).toBeUndefined();
    expect(await createLastGoodCopies(dir).read("query 3")).toEqual({ index: 3 });

    const restarted = createLastGoodCopies(dir, small);
    await restarted.save("big", { text: "y".repeat(800) });
    expect(directoryBytes(dir)).toBeLessThanOrEqual(1_000);
    expect(await createLastGoodCopies(dir).read("big")).toEqual({ text: "y".repeat(800) });
    expect(await createLastGoodCopies(dir).read("query 7")).toEqual({ index: 7 });
  });
});
