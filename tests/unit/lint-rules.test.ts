import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Lint over files written for the test: a rule that cannot resolve an import passes silently, so each rule the
// tree relies on is shown to fail on a file that breaks it.
const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, "app", `lint-fixture-${process.pid}`);
const relative = (file: string) => path.relative(root, path.join(dir, file));

let eslint: ESLint;
beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  eslint = new ESLint({ cwd: root });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function ruleIds(files: Record<string, string>, linted: string): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const [result] = await eslint.lintFiles([relative(linted)]);
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
});
