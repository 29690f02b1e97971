import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

// The screen audits are the suite's longest files but among its smallest, and vitest starts larger
// files first when it has no timings of its own (a clean clone, CI): started last, they would run
// alone at the end. They start first; the rest keep vitest's order.
const LONGEST_FIRST = ['accessibility.e2e.spec.ts', 'accessibility-coaching.e2e.spec.ts'];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    const sorted = await super.sort(files);
    return sorted.map((file, i) => ({ file, i })).sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i).map(({ file }) => file);
  }
}

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
    // a worker's flows share one module graph: each file imported the whole product again
    isolate: false,
    // two flows at a time: a flow waits on its browser and its server in turn (the network going
    // quiet, a lazy screen), and two fill the cores one leaves idle; each has its own server,
    // database and browser, so they share nothing
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    setupFiles: ['tests/support/every-test-asserts.ts'],
    env: { ARGON2_FAST: '1' },
  },
});
