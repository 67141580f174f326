import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/api/src/**/*.unit.test.ts'],
          environment: 'node',
          // The assistant's property-based tests (fast-check: hundreds of typed variants a test) take 2–9 s on a
          // loaded two-core machine, past the 5 s default (seen beside a seed and beside a helper's evaluation).
          testTimeout: 20_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On PostgreSQL: one migrated template database per run; each file's database is a copy of it.
          globalSetup: ['./apps/api/src/test/migrated-database.ts'],
          // Each file opens its own database; two at a time suits the two cores. Runs after the fast projects.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
