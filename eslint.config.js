// Lint for the whole repository: TypeScript with type information, React, hooks, accessibility and import cycles.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      "import-x/no-cycle": "error",
      "import-x/no-duplicates": "error",
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
