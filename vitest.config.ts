import { defineConfig } from 'vitest/config';

const server = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // a poll's limit says when it has surely failed on a busy machine, not how fast it must be
  expect: { poll: { timeout: 15_000 } },
  pool: 'forks' as const,
  setupFiles: ['tests/support/every-test-asserts.ts'],
  env: { ARGON2_FAST: '1' },
};

// files that replace a module (vi.mock) get a module graph of their own
const ownModules = ['tests/identity/resume-text.int.spec.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          include: ['{contracts,command,query,projections,ops,tests}/**/*.spec.ts'],
          exclude: ['tests/browser/**', 'node_modules/**', ...ownModules],
          // The files share one module graph: importing the product took seconds per file, a quarter
          // of the suite's time. Nothing the product keeps at module level outlives its app (caches
          // are keyed by the store or database they cache).
          isolate: false,
        },
      },
      {
        test: { ...server, name: 'server-mocks', include: ownModules },
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
