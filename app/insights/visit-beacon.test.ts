import { Script } from "node:vm";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { VISIT_BEACON_SCRIPT } from "./visit-beacon";

describe("the visit beacon", () => {
  it("is at most 1 KB gzip and valid JavaScript", () => {
    const size = gzipSync(VISIT_BEACON_SCRIPT, { level: 9 }).length;
    console.info(`visit beacon: ${VISIT_BEACON_SCRIPT.length} bytes, ${size} bytes gzip`);
    expect(size).toBeLessThanOrEqual(1024);
    expect(() => new Script(VISIT_BEACON_SCRIPT)).not.toThrow();
  });
});
