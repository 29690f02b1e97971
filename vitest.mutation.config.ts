import { defineConfig } from 'vitest/config';

// What the mutation run (stryker.config.json) tests each mutant with: the unit specs of the
// deciders and folds, which need no database and run in milliseconds.
export default defineConfig({
  test: {
    include: ['command/**/*.unit.spec.ts', 'projections/**/*.unit.spec.ts', 'query/**/*.unit.spec.ts', 'contracts/**/*.unit.spec.ts'],
    environment: 'node',
    setupFiles: ['tests/support/every-test-asserts.ts'],
  },
});
