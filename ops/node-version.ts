import { readFileSync } from 'node:fs';

// The oldest Node the product runs on is package.json's engines field (">=22.12.0"): read from
// there, so the start and npm's own EBADENGINE check never disagree.
const enginesRange = (): string => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines?: { node?: string } };
  return pkg.engines?.node ?? '';
};

const parts = (version: string): [number, number, number] | null => {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
};

// null when `version` satisfies `range` (only the ">=x.y.z" form is used), else what to tell the person.
export function nodeVersionProblem(version: string, range = enginesRange()): string | null {
  const minimum = /^>=\s*(\d+\.\d+\.\d+)$/.exec(range.trim())?.[1];
  if (!minimum) throw new Error(`package.json engines.node should read ">=x.y.z", not "${range}"`);
  const have = parts(version);
  const need = parts(minimum)!;
  if (have) for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i]! > need[i]! ? null : tooOld(version, minimum);
  return have ? null : tooOld(version, minimum);
}

const tooOld = (version: string, minimum: string) =>
  `JobSwipe needs Node ${minimum} or later (Node 22 LTS); this is Node ${version.replace(/^v/, '')}. Install Node 22 (https://nodejs.org) and run npm ci again.`;

// Exits with the message above on an older Node; the first thing npm start and the server do.
export function requireNodeVersion(): void {
  const problem = nodeVersionProblem(process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
