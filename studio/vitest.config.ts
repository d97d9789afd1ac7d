import {configDefaults, defineConfig} from 'vitest/config'

/** Runs every Studio test (`npm test --workspace studio`); the root run covers studio/scripts only. */
export default defineConfig({
  // As `sanity build` compiles the Studio's .tsx (tsconfig's "preserve" would leave esbuild on React.createElement).
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'seed/**'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
