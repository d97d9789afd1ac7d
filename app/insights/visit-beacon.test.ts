import { Script } from "node:vm";
import { gzipSync } from "node:zlib";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { VISIT_BEACON_SCRIPT } from "./visit-beacon";

describe("the visit beacon", () => {
  it("is at most 1 KB gzip and valid JavaScript", () => {
    const size = gzipSync(VISIT_BEACON_SCRIPT, { level: 9 }).length;
    console.info(`visit beacon: ${VISIT_BEACON_SCRIPT.length} bytes, ${size} bytes gzip`);
    expect(size).toBeLessThanOrEqual(1024);
    expect(() => new Script(VISIT_BEACON_SCRIPT)).not.toThrow();
  });

  it("adds a field-vitals chunk within its budget plus 1.5 KB gzip, built as the site builds it (web-vitals included)", async () => {
    const built = await build({
      configFile: false,
      logLevel: "silent",
      build: { write: false, rollupOptions: { input: new URL("vitals-beacon.ts", import.meta.url).pathname } },
    });
    const [{ output }] = [built].flat() as Rollup.RollupOutput[];
    const chunk = output.find((file): file is Rollup.OutputChunk => file.type === "chunk" && file.isEntry)!;
    const size = gzipSync(chunk.code, { level: 9 }).length;
    console.info(`field vitals: ${chunk.code.length} bytes, ${size} bytes gzip`);
    expect(size).toBeLessThanOrEqual(1024 + 1536);
  });
});
