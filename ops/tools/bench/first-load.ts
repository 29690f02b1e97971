import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createApp } from '../../app';
import { loadConfig } from '../../config/config';
import { openPGlite } from '../../db/database';
import { figure, progress, type Figure } from './support/report';
import type { BenchOptions, BenchResult } from './types';

// npm run bench -- --only firstload: what a first-time visitor downloads to see a page. It builds
// nothing: run `npm run build` first. The app runs in this process on PGlite, the page in Chromium.

// the landing page, and the two lists (issue 22)
const BUDGETS_KB: Record<string, number> = { '/': 200, '/jobs': 250, '/resumes': 250 };
const PAGES = ['/', '/jobs', '/resumes'] as const;
const KB = 1024;

type Load = { scripts: number; scriptWire: number; scriptDecoded: number; wire: number; decoded: number; files: string[] };

// Resource Timing gives each response's body as it came over the wire (encoded) and unpacked.
const measure = `(() => {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  return entries.map((e) => ({ name: e.name, encoded: e.encodedBodySize, decoded: e.decodedBodySize, transfer: e.transferSize }));
})()`;

async function loadPage(browser: Browser, url: string): Promise<Load> {
  // a fresh context: nothing cached, as for a first visit
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const entries = (await page.evaluate(measure)) as { name: string; encoded: number; decoded: number; transfer: number }[];
  await context.close();
  const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
  const sum = (list: typeof entries, key: 'encoded' | 'decoded' | 'transfer') => list.reduce((total, e) => total + e[key], 0);
  return {
    scripts: scripts.length,
    scriptWire: sum(scripts, 'encoded'),
    scriptDecoded: sum(scripts, 'decoded'),
    wire: sum(entries, 'transfer'),
    decoded: sum(entries, 'decoded'),
    files: scripts.map((e) => `${new URL(e.name).pathname} ${(e.encoded / KB).toFixed(1)}/${(e.decoded / KB).toFixed(1)} KB`),
  };
}

export async function runFirstLoad(_options: BenchOptions): Promise<BenchResult> {
  // the web app as the code now builds it, unless a build is named: a stale build measures old code
  if (!process.env.WEB_DIST) {
    progress('firstload: building the web app (npm run build)');
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const webDist = path.resolve(process.env.WEB_DIST ?? 'web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`no web build at ${webDist}`);
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-first-load-'));
  const engine = await openPGlite();
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, WEB_DIST: webDist, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', SEED: 'false', LOG_LEVEL: 'silent' });
  const app = await createApp({ config, engine });
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const figures: Figure[] = [];
  const details: Record<string, unknown> = { webDist };
  try {
    for (const pagePath of PAGES) {
      const load = await loadPage(browser, `${app.url}${pagePath}`);
      progress(`first load ${pagePath}: ${load.scripts} scripts, ${(load.scriptWire / KB).toFixed(1)} KB over the wire, ${(load.scriptDecoded / KB).toFixed(1)} KB unpacked`);
      details[pagePath] = load;
      const metric = (what: string) => `${pagePath} ${what}`;
      figures.push(
        figure({ bench: 'firstload', engine: 'pglite', metric: metric('JS over the wire'), value: load.scriptWire / KB, unit: 'KB', budget: { op: '<=', value: BUDGETS_KB[pagePath]!, on: 'value' } }),
        figure({ bench: 'firstload', engine: 'pglite', metric: metric('JS unpacked'), value: load.scriptDecoded / KB, unit: 'KB' }),
        figure({ bench: 'firstload', engine: 'pglite', metric: metric('all transferred'), value: load.wire / KB, unit: 'KB', note: `${load.scripts} scripts; everything the page fetched until the network was idle` }),
      );
    }
  } finally {
    await browser.close();
    await app.stop();
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { figures, details };
}
