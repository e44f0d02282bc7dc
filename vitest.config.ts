import { availableParallelism } from 'node:os'
import preact from '@preact/preset-vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one for itself, which on CI's two cores ran the files one
    // at a time (server tests 305 s -> 171 s with two; docs/decisions/033-ci-under-25-minutes.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Migrates one database first; each file's fresh one is a copy (testing/test-database.ts).
          globalSetup: ['src/server/testing/test-database-template.ts'],
          // A fresh database per file: PGlite takes ~2 s to boot, a PostgreSQL database less.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [preact()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One thread per worker loads Preact, the router and the testing library once for all its
          // files, where each file in a process of its own loaded them again: 121 files in 62 s in
          // place of about 280 s here (decision 040). The DOM, the cart, storage, stubs, spies and
          // the clock are reset after each test (testing/setup.ts); the files also pass shuffled.
          pool: 'threads',
          isolate: false,
          setupFiles: ['src/web/testing/setup.ts'],
          // Room for findBy's 3 s (testing/setup.ts) on a busy machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
})
