import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTemplate, templateFile } from '../../db/pglite-template';
import { BUILD_OUTPUT, buildDecision, inputsHash, STAMP_FILE } from './build-inputs';

// npm start's first step: `npm run build` (the gazetteer, then Vite) only when the web app's inputs
// changed since the last build or there is none; the hash of its inputs is kept beside the output.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const output = path.join(root, BUILD_OUTPUT);
const stampFile = path.join(output, STAMP_FILE);
const index = path.join(output, 'index.html');

const started = performance.now();
const decision = buildDecision({
  outputExists: existsSync(index),
  stamp: existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null,
  hash: inputsHash(root),
});
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

// The empty embedded database a new data directory starts from (ops/db/pglite-template.ts), made
// once per install, while the web app builds. Not needed on PostgreSQL.
const template = templateFile();
const templateMade =
  process.env.DATABASE_URL || existsSync(template)
    ? Promise.resolve(false)
    : makeTemplate(template).then(
        () => true,
        (error: unknown) => {
          console.warn(`embedded database: no empty copy kept (${error instanceof Error ? error.message : String(error)}); a new data directory is created without it`);
          return false;
        },
      );

const run = (command: string, args: string[]) =>
  new Promise<number>((resolve, reject) => spawn(command, args, { cwd: root, stdio: 'inherit' }).on('error', reject).on('exit', (code) => resolve(code ?? 1)));

if (!decision.build) console.log(`web app: build skipped, ${decision.why} (checked in ${seconds()} s)`);
else {
  console.log(`web app: building, ${decision.why}`);
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
  // hashed after the build: the gazetteer step writes one of the inputs
  writeFileSync(stampFile, `${inputsHash(root)}\n`);
  console.log(`web app: built in ${seconds()} s`);
}
if (await templateMade) console.log(`embedded database: an empty one kept for new data directories (${path.relative(root, template)}, ${seconds()} s)`);
