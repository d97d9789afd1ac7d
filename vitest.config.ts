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
    // Lead events and requests are logged at info: a test run shows warnings and errors only, unless asked for.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
  },
});
