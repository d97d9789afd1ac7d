import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** The decision records' own rules (docs/decisions/README.md), and no reference to a tracker outside the repository. */
const ROOT = join(import.meta.dirname, "../..");
const DECISIONS = join(ROOT, "docs/decisions");
const records = readdirSync(DECISIONS)
  .filter((name) => name !== "README.md")
  .sort();

describe("decision records", () => {
  it("are numbered in order from 0001, none missing or reused, each file named by number and area", () => {
    expect(records.every((name) => /^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name))).toBe(true);
    expect(records.map((name) => Number(name.slice(0, 4)))).toEqual(records.map((_, index) => index + 1));
  });

  it.each(records)("%s opens with its number, status and date; the records its status names exist", (name) => {
    const [title, , status, date] = readFileSync(join(DECISIONS, name), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\. \\S`));
    expect(status).toMatch(/^- Status: (accepted|accepted, amended by .+|superseded by .+)$/);
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}\b/);
    for (const [, linked] of status.matchAll(/\]\(([^)]+)\)/g)) expect(records).toContain(linked);
  });

  it("are all listed in the README's index", () => {
    const index = readFileSync(join(DECISIONS, "README.md"), "utf8");
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });
});

/** Source, tests, docs and the Studio: the files people read. The bench's results are a log of past runs. */
const READ_BY_PEOPLE = ["app", "server", "scripts", "tests", "bench", "docs", "studio"];
const SKIPPED = new Set(["node_modules", "dist", "build", ".sanity", "RESULTS.md"]);
const TEXT = /\.(ts|tsx|js|mjs|md|css)$/;

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesIn(path);
      return TEXT.test(entry.name) ? [path] : [];
    });

it("no file cites an issue of a tracker outside the repository", () => {
  // Built from parts, so this file does not cite one itself.
  const citation = new RegExp(["\\bissues?", "#?\\d+\\b"].join(" "), "i");
  const citing = [join(ROOT, "README.md"), ...READ_BY_PEOPLE.flatMap((dir) => filesIn(join(ROOT, dir)))]
    .filter((file) => citation.test(readFileSync(file, "utf8")))
    .map((file) => relative(ROOT, file));
  expect(citing).toEqual([]);
});
