import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';

// An empty embedded database, made once per install: a new data directory starts as a copy of it
// instead of running PostgreSQL's initdb in WebAssembly (measured on a 2-core machine: 3.4 s to
// create a data directory, 1.2 s to start one from the copy). `npm start` makes it beside the web
// build; without it a new data directory is created as before. It is named by PGlite's version,
// whose data directory format it is.
const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
};

const root = fileURLToPath(new URL('../../', import.meta.url));
let named: string | undefined;
// found once per process: PGlite's version does not change under it
export const templateFile = (): string => (named ??= path.join(root, 'node_modules', '.cache', 'jobswipe', `pglite-${pgliteVersion()}-empty.tar`));

// Written under another name and renamed, so a start that reads it never meets half a file.
export async function makeTemplate(file: string): Promise<void> {
  const pglite = await PGlite.create(pgliteOptions());
  try {
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await pglite.close();
  }
}

// The template to start a data directory from: only a directory with no database in it yet.
export function templateFor(dataDir: string | undefined, file?: string): string | undefined {
  if (!dataDir || existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const template = file ?? templateFile();
  return existsSync(template) ? template : undefined;
}
