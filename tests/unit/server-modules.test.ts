import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
// main.ts starts the server when imported; the e2e runs load it.
const modules = readdirSync("server").filter((file) => file.endsWith(".ts") && file !== "main.ts");

describe("server modules", () => {
  // Vitest compiles TypeScript itself; Node strips types and fails on a type imported without `import type`.
  it("each loads in Node as it is (type stripping)", async () => {
    const imports = modules.map((file) => `await import("./server/${file}");`).join("\n");
    const { stderr } = await run(process.execPath, ["--input-type=module", "-e", imports]);
    expect(stderr).toBe("");
    expect(modules.length).toBeGreaterThan(5);
  });
});
