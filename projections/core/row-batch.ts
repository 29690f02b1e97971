import { sql } from 'kysely';
import { comparePositions } from '../../contracts/core/position';
import type { DecodedEvent } from '../../contracts/events';
import { isOlder } from './position-column';
import { silentOutbox, type Db, type LiveOutbox } from './projection';
import { changed, encoded, keyOfRow, matches, stamped, whereSql, type ByHand, type ByHandRuns, type Key, type Row, type Stored, type TableForm, type Touch, type Wheres, type Written } from './row-touch';
import { deleteKeyedRows, keyOf, loadKeyedRows, upsertKeyedRows } from './rows';

type Step = { event: DecodedEvent; touch: Touch<Row, string> };

// The batch form of a row projection: every row the events can change is loaded once, the events
// are folded in memory in log order with the per-event form's guards, and what changed is written
// with a multi-row delete and a multi-row upsert per table. An event written by hand splits the
// batch: what was folded before it is written first; consecutive by-hand events with a batch form of
// their own (`runs`) are written by it together.
export async function applyRowBatch(tables: readonly TableForm[], byHand: ByHand, db: Db, events: readonly DecodedEvent[], live: LiveOutbox, runs: ByHandRuns = {}): Promise<void> {
  let run: DecodedEvent[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    const together = runs[event.type];
    const hand = byHand[event.type];
    if (together) {
      let end = i + 1;
      while (end < events.length && runs[events[end]!.type] === together) end++;
      await applyRun(tables, db, run, live);
      const group = events.slice(i, end);
      await together(db, group, live);
      run = group;
      i = end - 1;
      continue;
    }
    if (hand) {
      await applyRun(tables, db, run, live);
      run = [];
      await hand(db, event, live);
    }
    run.push(event);
  }
  await applyRun(tables, db, run, live);
}

async function applyRun(tables: readonly TableForm[], db: Db, events: readonly DecodedEvent[], live: LiveOutbox): Promise<void> {
  const work = tables
    .map((form) => ({ form, steps: events.flatMap((event) => form.touchesOf(event).map((touch) => ({ event, touch }))) }))
    .filter((w) => w.steps.length);
  if (!work.length) return;
  // tables are independent: loaded together, written together
  const folded = (await Promise.all(work.map(({ form, steps }) => load(db, form, steps)))).map((rows, i) => fold(work[i]!.form, rows, work[i]!.steps));
  const pushes = async () => {
    if (live === silentOutbox) return;
    for (const { form, written } of inLogOrder(work.map(({ form }, i) => ({ form, written: folded[i]!.written })))) await form.push!(written, live, db);
  };
  await Promise.all([...work.map(({ form }, i) => store(db, form, folded[i]!)), pushes()]);
}

// The tables' pushes in the order of the log, as the per-event form makes them: each table's rows in
// runs, a run ending where another table wrote for a later event. (Tables told in table order would
// let an older event's message replace a newer one's with the same key: a helpful mark told after a
// new review of the same company, with the mark's position.) One event's rows keep the tables' order.
function inLogOrder(tables: readonly { form: TableForm; written: readonly Written<Row>[] }[]): { form: TableForm; written: Written<Row>[] }[] {
  const entries = tables.flatMap(({ form, written }, table) => (form.push ? written.map((entry) => ({ form, table, entry })) : []));
  entries.sort((a, b) => comparePositions(a.entry.event.position, b.entry.event.position) || a.table - b.table);
  const runs: { form: TableForm; written: Written<Row>[] }[] = [];
  for (const { form, entry } of entries) {
    const last = runs[runs.length - 1];
    if (last?.form === form) last.written.push(entry);
    else runs.push({ form, written: [entry] });
  }
  return runs;
}

const keyOfTouch = (form: TableForm, touch: Touch<Row, string>): Key | null => {
  if ('insert' in touch) return keyOfRow(form, touch.insert);
  if ('upsert' in touch) return keyOfRow(form, touch.upsert);
  if ('patch' in touch) return touch.patch;
  if ('remove' in touch) return touch.remove;
  if ('change' in touch) return touch.change;
  return null;
};

// The rows the steps name by key, and those their sweeps reach.
async function load(db: Db, form: TableForm, steps: readonly Step[]): Promise<Map<string, Stored<Row>>> {
  const keys = new Map<string, Key>();
  const sweeps: Wheres<Row, string>[] = [];
  for (const { touch } of steps) {
    const key = keyOfTouch(form, touch);
    if (key) keys.set(keyOf(key), key);
    else if ('patchWhere' in touch) sweeps.push(touch.patchWhere);
    else if ('eraseWhere' in touch) sweeps.push(touch.eraseWhere);
  }
  const [byKey, swept] = await Promise.all([
    loadKeyedRows<Stored<Row>>(db, form.table, form.key, [...keys.values()]),
    sweeps.length ? sql<Stored<Row>>`SELECT * FROM ${sql.table(form.table)} WHERE ${whereSql(form, sweeps.flat() as Wheres<Row, string>)}`.execute(db) : null,
  ]);
  for (const row of swept?.rows ?? []) byKey.set(keyOf(keyOfRow(form, row)), row);
  return byKey;
}

type Folded = { rows: Map<string, Stored<Row>>; existed: ReadonlySet<string>; keys: Map<string, Key>; dirty: Set<string>; written: Written<Row>[] };

function fold(form: TableForm, rows: Map<string, Stored<Row>>, steps: readonly Step[]): Folded {
  const state: Folded = { rows, existed: new Set(rows.keys()), keys: new Map(), dirty: new Set(), written: [] };
  for (const [id, row] of rows) state.keys.set(id, keyOfRow(form, row));
  const put = (event: DecodedEvent, key: Key, row: Stored<Row>) => {
    const id = keyOf(key);
    rows.set(id, row);
    state.keys.set(id, key);
    state.dirty.add(id);
    state.written.push({ event, row });
  };
  const drop = (id: string) => {
    rows.delete(id);
    state.dirty.add(id);
  };
  for (const { event, touch } of steps) {
    const { position } = event;
    if ('patchWhere' in touch || 'eraseWhere' in touch) {
      const where = 'patchWhere' in touch ? touch.patchWhere : touch.eraseWhere;
      for (const [id, row] of [...rows]) {
        if (!isOlder(row, position) || !matches(form, row, where)) continue;
        if ('patchWhere' in touch) put(event, state.keys.get(id)!, changed(row, touch.set, position));
        else drop(id);
      }
      continue;
    }
    const key = keyOfTouch(form, touch)!;
    const row = rows.get(keyOf(key));
    if ('insert' in touch) {
      if (!row) put(event, key, stamped(touch.insert, position));
      continue;
    }
    // every other touch writes only over a row an earlier event wrote
    if (row && !isOlder(row, position)) continue;
    if ('upsert' in touch) put(event, key, row && touch.set ? changed(row, touch.set, position) : stamped(touch.upsert, position));
    else if ('patch' in touch) {
      if (row) put(event, key, changed(row, touch.set, position));
    } else if ('remove' in touch) {
      if (row) drop(keyOf(key));
    } else if ('change' in touch) {
      const next = touch.evolve(row ?? null);
      if (next) put(event, key, stamped(next, position));
      else if (row) drop(keyOf(key));
    }
  }
  return state;
}

async function store(db: Db, form: TableForm, { rows, existed, keys, dirty }: Folded): Promise<void> {
  const gone = [...dirty].filter((id) => existed.has(id) && !rows.has(id)).map((id) => keys.get(id)!);
  const kept = [...dirty].flatMap((id) => {
    const row = rows.get(id);
    return row ? [encoded(form, row)] : [];
  });
  // different rows: issued together
  await Promise.all([deleteKeyedRows(db, form.table, form.key, gone), upsertKeyedRows(db, form.table, form.key, kept)]);
}
