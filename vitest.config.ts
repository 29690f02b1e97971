import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['{contracts,command,query,projections,ops,tests}/**/*.spec.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a poll's limit says when it has surely failed on a busy machine, not how fast it must be
          expect: { poll: { timeout: 15_000 } },
          pool: 'forks',
          setupFiles: ['tests/support/every-test-asserts.ts'],
          env: { ARGON2_FAST: '1' },
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/every-test-asserts.ts', 'web/src/test/setup.ts'],
          // a form test types into a dozen fields: seconds on a busy two-core machine, not a hang
          testTimeout: 30_000,
        },
      },
    ],
  },
});
