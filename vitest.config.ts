import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  // studio/tsconfig.json says "preserve" (the Studio's build compiles JSX): its .tsx run here with the automatic runtime too.
  esbuild: { jsx: "automatic" },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "studio/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // One test file per core: vitest's default leaves a core to itself, which on two cores runs one file at a time
    // (the suite waits on Redis, spawned sites and timers too). Two cores: 176 s with one, 108 s with two, 120 s with three.
    maxWorkers: availableParallelism(),
    // Lead events and requests are logged at info: a test run shows warnings and errors only, unless asked for.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
  },
});
