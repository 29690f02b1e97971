import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
if (!decision.build) console.log(`web app: build skipped, ${decision.why} (checked in ${seconds()} s)`);
else {
  console.log(`web app: building, ${decision.why}`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  // hashed after the build: the gazetteer step writes one of the inputs
  writeFileSync(stampFile, `${inputsHash(root)}\n`);
  console.log(`web app: built in ${seconds()} s`);
}
