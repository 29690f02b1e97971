import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser flows: the built web app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  // the web app's own modules (its screen list) import the contracts by their alias
  resolve: { alias: { '@contracts': fileURLToPath(new URL('../../contracts', import.meta.url)) } },
  test: {
    name: 'browser',
    root: '.',
    include: ['tests/browser/**/*.e2e.spec.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // a poll waits for what a person would wait for (a reload, a lazy screen's chunk), on a machine
    // that may be busy: its limit says when it has surely failed, not how fast it must be
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // two flows at a time: a flow waits on its browser and its server in turn (the network going
    // quiet, a lazy screen), and two fill the cores one leaves idle; each has its own server,
    // database and browser, so they share nothing
    maxWorkers: 2,
    setupFiles: ['tests/support/every-test-asserts.ts'],
    env: { ARGON2_FAST: '1' },
  },
});
