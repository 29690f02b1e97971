import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// What the web build (and the gazetteer step before it) is made from: the web app's sources and
// Vite config, the contracts it imports, the gazetteer's cutting code, and the installed packages
// as package-lock.json names them (the GeoNames dump is one of them).
export const BUILD_INPUTS = ['web', 'contracts', 'ops/tools/gazetteer', 'package.json', 'package-lock.json', 'tsconfig.json'] as const;
// the output, beside which the stamp is kept
export const BUILD_OUTPUT = 'web/dist';
export const STAMP_FILE = '.build-inputs';
const SKIPPED = new Set(['node_modules', 'dist']);

const filesUnder = (root: string, relative: string): string[] => {
  const full = path.join(root, relative);
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((file) => !file.split(path.sep).some((part) => SKIPPED.has(part)));
};

const listInputs = (root: string, inputs: readonly string[]): string[] =>
  inputs
    .flatMap((input) => {
      const full = path.join(root, input);
      if (!existsSync(full)) return [];
      return statSync(full).isDirectory() ? filesUnder(root, input) : [input];
    })
    .sort();

// One hash of every input's path and content: any edit, addition, removal or rename changes it.
// Content, not mtimes: a checkout or a copy that touches files without changing them rebuilds nothing.
export function inputsHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of listInputs(root, inputs)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(createHash('sha256').update(readFileSync(path.join(root, file))).digest());
  }
  return hash.digest('hex');
}

export type BuildDecision = { build: boolean; why: string };

// Rebuild when the output is missing, when no stamp says what it was built from, or when the
// inputs changed since.
export function buildDecision(state: { outputExists: boolean; stamp: string | null; hash: string }): BuildDecision {
  if (!state.outputExists) return { build: true, why: 'no build yet' };
  if (state.stamp === null) return { build: true, why: 'the build does not say what it was built from' };
  if (state.stamp.trim() !== state.hash) return { build: true, why: 'the sources changed since the last build' };
  return { build: false, why: 'the sources are unchanged since the last build' };
}
