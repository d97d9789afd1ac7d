// Lint for the whole repository: TypeScript with type information, React, hooks, accessibility and import cycles.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers and why: docs/layers.md. Paths from the repository's root.
const ROUTES = [
  "app/routes",
  "app/root.tsx",
  "app/routes.ts",
  "app/entry.client.tsx",
  "app/entry.server.tsx",
  "app/site-entry.server.ts",
  "app/workers.server.ts",
];
const FEATURES = ["app/components", "app/experiments", "app/insights", "app/leads", "app/sanity", "app/styles", "app/web-calls"];
const SERVICES = ["app/services", "app/store"];
const layer = (target, from, why) => ({ target, from, message: why });
/** app/ and server/ meet only in shared/ and through the Remix build's entry exports (shared/site-entry.ts). */
const SIDE_ZONES = [
  layer("app", "server", "The app never imports the server: what both need lives once in shared/."),
  layer("server", "app", "The server takes the app only through the Remix build's entry exports (shared/site-entry.ts)."),
  layer("shared", ["app", "server"], "shared/ sits below both app/ and server/."),
];
/** Who may not import whom: each layer imports only itself and the layers below it. */
const LAYER_ZONES = [
  layer(FEATURES, ROUTES, "Features are used by routes; a route is never imported by a feature."),
  layer(SERVICES, [...ROUTES, ...FEATURES], "Services and the store sit below the features and routes that use them."),
  layer("app/utils", [...ROUTES, ...FEATURES, ...SERVICES], "app/utils is the lowest app layer: it imports no other app folder."),
  ...SIDE_ZONES,
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "studio/dist/",
      "studio/.sanity/",
      "node_modules/",
      "app/sanity/types.ts",
      "test-results/",
      "playwright-report/",
      ".data/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      // An import goes down a layer or stays in its own, never up (docs/layers.md).
      "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Remix loaders and actions throw Responses by design.
      "@typescript-eslint/only-throw-error": "off",
      // Implementations of async interfaces (dry-run providers, stand-ins) answer without awaiting anything.
      "@typescript-eslint/require-await": "off",
    },
    // Imports resolve as TypeScript resolves them (the `~/` alias, the Studio's own config): a rule such as no-cycle
    // skips what it cannot resolve, so without a resolver it would pass whatever the code does.
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: ["tsconfig.json", "studio/tsconfig.json"], noWarnOnMultipleProjects: true }),
      ],
    },
  },
  {
    // Specs read the seed's JSON loosely on purpose (tests/support/seed.ts), and Vitest's asymmetric matchers
    // (expect.any, expect.stringContaining...) are typed `any`.
    files: ["**/*.test.ts", "tests/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
    },
  },
  {
    // A test beside its module may wire layers together (a sitemap test reads the robots route); app/ and server/ stay apart.
    files: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: SIDE_ZONES }] },
  },
  {
    // Express 4 takes async handlers as plain callbacks; each of ours catches its own errors and passes them to next().
    files: ["server/**", "tests/**"],
    rules: { "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false, returns: false } }] },
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "detect" } },
  },
  { files: ["**/*.tsx"], ...reactHooks.configs.flat.recommended },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
);
