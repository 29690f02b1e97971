import { defineConfig } from 'vitest/config';

// What the mutation run (stryker.config.json) tests each mutant with: the unit specs of the
// deciders and folds, which need no database, and the specs of the fact lookups, the read models
// and the queries, which run on PGlite in this process (no server). Each mutant runs only the tests
// that reached it.
export default defineConfig({
  test: {
    include: [
      'command/**/*.unit.spec.ts',
      'command/**/facts.int.spec.ts',
      'projections/**/*.unit.spec.ts',
      'projections/**/*.projection.int.spec.ts',
      'query/**/*.unit.spec.ts',
      'query/**/*.int.spec.ts',
      'contracts/**/*.unit.spec.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/every-test-asserts.ts'],
    // opening PGlite and creating a read model's tables takes seconds on two busy cores
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
