import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite, openThreadedPGlite, type SqlEngine } from '../../ops/db/database';
import { makeTemplate, templateFor } from '../../ops/db/pglite-template';

// A new data directory starts as a copy of an empty database made once per install (npm start
// makes it beside the web build), instead of running initdb: the database is as good as a new one,
// keeps what is written in it, and a directory that already holds a database is never replaced.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the empty database new data directories start from', () => {
  let work: string;
  let template: string;
  // a copy holding one row, to tell a directory started from it from one made by initdb
  let marked: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
    template = path.join(work, 'cache', 'empty.tar');
    await makeTemplate(template);
    const pglite = await PGlite.create();
    await pglite.exec(`CREATE TABLE marker (n int); INSERT INTO marker VALUES (7)`);
    marked = path.join(work, 'marked.tar');
    writeFileSync(marked, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is used only for a data directory with no database in it yet', () => {
    const empty = mkdtempSync(path.join(work, 'empty-'));
    expect(templateFor(empty, template)).toBe(template);
    expect(templateFor(undefined, template)).toBeUndefined();
    expect(templateFor(empty, path.join(work, 'no-such.tar'))).toBeUndefined();
    const holding = mkdtempSync(path.join(work, 'holding-'));
    writeFileSync(path.join(holding, 'PG_VERSION'), '17\n');
    expect(templateFor(holding, template)).toBeUndefined();
  });

  const opens: [string, (dir: string, template?: string) => Promise<SqlEngine>][] = [
    ['on its worker thread', (dir, t) => openThreadedPGlite(dir, t)],
    ['on the main thread', (dir, t) => openPGlite(dir, undefined, t)],
  ];
  it.each(opens)('starts a data directory %s that keeps what is written, opened again without it', async (_, open) => {
    const dir = path.join(work, `data-${Math.random().toString(36).slice(2)}`);
    const first = await open(dir, template);
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(first.db);
      await sql`CREATE TABLE kept (name text)`.execute(first.db);
      await sql`INSERT INTO kept VALUES ('שלום'), ('hello')`.execute(first.db);
      // a whole database: its catalogs, a locale that sorts, an extension's operators
      const { rows } = await sql<{ name: string; similar: boolean }>`SELECT name, name % 'helo' AS similar FROM kept ORDER BY name`.execute(first.db);
      expect(rows).toEqual([
        { name: 'hello', similar: true },
        { name: 'שלום', similar: false },
      ]);
    } finally {
      await first.close();
    }
    expect(templateFor(dir, template)).toBeUndefined();
    const again = await open(dir);
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kept`.execute(again.db);
      expect(rows[0]!.n).toBe(2);
    } finally {
      await again.close();
    }
    // the directory is the copy, not a database made anew
    const copy = await open(path.join(work, `copy-${Math.random().toString(36).slice(2)}`), marked);
    try {
      const { rows } = await sql<{ n: number }>`SELECT n FROM marker`.execute(copy.db);
      expect(rows).toEqual([{ n: 7 }]);
    } finally {
      await copy.close();
    }
  });
});
