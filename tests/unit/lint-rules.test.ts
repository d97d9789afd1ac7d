import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Lint over files written for the test: a rule that cannot resolve an import passes silently, so each rule the
// tree relies on is shown to fail on a file that breaks it.
const root = path.resolve(import.meta.dirname, "../..");
const fixture = `lint-fixture-${process.pid}`;
const dir = path.join(root, "app", fixture);
const relative = (file: string) => path.relative(root, path.join(dir, file));
/** Fixture folders written into the tree's own folders (their layer is where they sit), removed after the run. */
const written: string[] = [];
const LAYER_RULE = "import-x/no-restricted-paths";

let eslint: ESLint;
beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  // The rules under test read imports, not types: without the type-checked rules each lint skips building the
  // TypeScript program (77 s -> a few seconds for the file).
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [tseslint.configs.disableTypeChecked, { languageOptions: { parserOptions: { projectService: false } } }],
  });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const folder of written) rmSync(folder, { recursive: true, force: true });
});

async function ruleIds(files: Record<string, string>, linted: string): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const [result] = await eslint.lintFiles([relative(linted)]);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

/**
 * The rules broken by a one-file fixture in `folder` (e.g. `app/utils`, in a subfolder of its own: no test that lists
 * a folder sees it) importing `target`: a `~/` specifier, or a file from the repository's root.
 */
async function importFrom(folder: string, target: string): Promise<string[]> {
  const fixtureDir = path.join(root, folder, fixture);
  const file = path.join(fixtureDir, "layer.ts");
  mkdirSync(fixtureDir, { recursive: true });
  written.push(fixtureDir);
  const specifier = target.startsWith("~/") ? target : path.relative(fixtureDir, path.join(root, target));
  writeFileSync(file, `import * as imported from "${specifier}";\nexport const fixture = Object.keys(imported).length;\n`);
  const [result] = await eslint.lintFiles([path.relative(root, file)]);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe("lint", () => {
  it("refuses an import circle, also through the ~/ alias", async () => {
    const alias = `~/${path.basename(dir)}/first`;
    const ids = await ruleIds(
      {
        "first.ts": 'import { second } from "./second";\nexport const first = (): number => second + 1;\n',
        "second.ts": `import { first } from "${alias}";\nexport const second = 1;\nexport const again = first;\n`,
      },
      "second.ts",
    );
    expect(ids).toContain("import-x/no-cycle");
  }, 120_000);

  it("passes the same files without the circle", async () => {
    const ids = await ruleIds(
      {
        "first.ts": 'import { second } from "./second";\nexport const first = (): number => second + 1;\n',
        "second.ts": "export const second = 1;\n",
      },
      "first.ts",
    );
    expect(ids).toEqual([]);
  }, 120_000);

  it("refuses an app/ -> server/ import and a server/ -> app/ import", async () => {
    expect(await importFrom("app/utils", "server/health.ts")).toContain(LAYER_RULE);
    expect(await importFrom("server", "app/utils/language.ts")).toContain(LAYER_RULE);
  }, 120_000);

  it("refuses an upward import: utils -> a feature, services -> components, a feature -> a route", async () => {
    expect(await importFrom("app/utils", "~/leads/schemas")).toContain(LAYER_RULE);
    expect(await importFrom("app/services", "~/components/layout/logo")).toContain(LAYER_RULE);
    expect(await importFrom("app/leads", "~/routes/demo")).toContain(LAYER_RULE);
  }, 120_000);

  it("passes imports down a layer and into shared/", async () => {
    expect(await importFrom("app/routes", "~/leads/schemas")).toEqual([]);
    expect(await importFrom("app/store", "~/utils/language")).toEqual([]);
    expect(await importFrom("server", "shared/log.ts")).toEqual([]);
  }, 120_000);

  it("passes the modules where the layers meet, as they are", async () => {
    const results = await eslint.lintFiles([
      "server/main.ts",
      "app/site-entry.server.ts",
      "app/root.tsx",
      "app/services/social-card.server.tsx",
      "app/components/layout/root-data.ts",
    ]);
    expect(results.flatMap((result) => result.messages.map((message) => `${result.filePath}: ${message.ruleId}`))).toEqual([]);
  }, 120_000);
});
