import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects. The server project runs on embedded
 * PostgreSQL (PGlite) unless TEST_DATABASE_URL is set, in which case each
 * test file gets its own fresh PostgreSQL database (see apps/server/test/helpers.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; on the 2-core CI machine that halves the speed (decision 027).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite/**/*.test.ts'],
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
