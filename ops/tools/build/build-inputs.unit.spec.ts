import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, inputsHash } from './build-inputs';

describe('whether npm start builds the web app', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const inputs = ['web', 'contracts', 'package-lock.json'];
  const hash = () => inputsHash(root, inputs);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
    write('web/src/main.tsx', 'render()');
    write('web/vite.config.ts', 'export default {}');
    write('contracts/jobs.ts', 'export type Job = {}');
    write('package-lock.json', '{"lockfileVersion":3}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('skips when the output exists and its stamp is the hash of the inputs', () => {
    expect(buildDecision({ outputExists: true, stamp: `${hash()}\n`, hash: hash() }).build).toBe(false);
  });

  it('builds when there is no output or no stamp', () => {
    expect(buildDecision({ outputExists: false, stamp: hash(), hash: hash() }).build).toBe(true);
    expect(buildDecision({ outputExists: true, stamp: null, hash: hash() }).build).toBe(true);
  });

  it('builds after a source, the Vite config, a contract or the lock changed, a file came or went, or a file was renamed', () => {
    const changes: (() => void)[] = [
      () => write('web/src/main.tsx', 'render(<App />)'),
      () => write('web/vite.config.ts', 'export default { base: "/" }'),
      () => write('contracts/jobs.ts', 'export type Job = { id: string }'),
      () => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}'),
      () => write('web/src/new.ts', ''),
      () => rmSync(path.join(root, 'web/src/new.ts')),
      () => renameSync(path.join(root, 'web/src/main.tsx'), path.join(root, 'web/src/index.tsx')),
    ];
    for (const change of changes) {
      const stamp = hash();
      change();
      expect(buildDecision({ outputExists: true, stamp, hash: hash() }).build).toBe(true);
    }
  });

  it('ignores the build output, installed packages and a touched but unchanged file', () => {
    const stamp = hash();
    write('web/dist/index.html', '<html>');
    write('web/node_modules/x/index.js', '');
    utimesSync(path.join(root, 'web/src/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(buildDecision({ outputExists: true, stamp, hash: hash() }).build).toBe(false);
  });
});
