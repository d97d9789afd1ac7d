import type { ServerBuild } from "@remix-run/node";

/** A Remix server build with these routes and this document render, for testing the server's handlers without a build. */
export function standInBuild({
  routes,
  document,
}: {
  routes: Record<string, unknown>;
  document: (...args: never[]) => unknown;
}): ServerBuild {
  return {
    entry: { module: { default: document } },
    routes,
    assets: { url: "/assets/manifest.js", version: "1", entry: { module: "/entry.js", imports: [] }, routes: {} },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    isSpaMode: false,
    basename: "/",
    mode: "production",
  } as unknown as ServerBuild;
}
