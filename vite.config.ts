import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { constants } from "node:zlib";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import tsconfigPaths from "vite-tsconfig-paths";
import { criticalCssPlans } from "./vite/critical-css-plans";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: 3000 },
  // Above Vite's 500 kB: the two chunks past it load only on demand (the Retell SDK when a web call starts, visual
  // editing in a draft preview); what a visit loads is held to its budget by bench/js-budget.ts and budget.spec.ts.
  build: { chunkSizeWarningLimit: 700 },
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    criticalCssPlans(),
    {
      // Browser assets get .br (best level) and .gz twins once at build time; server.js serves them as they are.
      ...compression({
        algorithms: [
          defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          defineAlgorithm("gzip", { level: constants.Z_BEST_COMPRESSION }),
        ],
        include: /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/,
      }),
      apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    },
  ],
});
