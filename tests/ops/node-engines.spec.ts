import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }> };

// npm installs (and checks) only the packages built for the machine: Linux on x64 here and in CI
const installedHere = (entry: { os?: string[]; cpu?: string[] }) => (!entry.os || entry.os.includes('linux')) && (!entry.cpu || entry.cpu.includes('x64'));

const root = new URL('../../', import.meta.url);
const project = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as Lock;

// The lowest release of each Node line the project says it runs on: `npm ci` on any of them must
// install every package without an EBADENGINE warning.
const lowest = project.engines.node.split('||').map((range) => semver.minVersion(range.trim())?.version ?? range);

describe('the Node versions the project names', () => {
  it('are versions every installed package accepts', () => {
    expect(lowest).toEqual(['20.19.0', '22.13.0']);
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !wanted || !installedHere(entry)) continue;
      for (const version of lowest) if (!semver.satisfies(version, wanted)) refused.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${wanted}, not ${version}`);
    }
    expect(refused).toEqual([]);
  });
});
