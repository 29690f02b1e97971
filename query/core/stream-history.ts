import { sql, type Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { HistoryEntry } from '../../contracts/core/history-entry';

const nameOf = (first: string | null, last: string | null): string | null => (first === null ? null : `${first} ${last ?? ''}`.trim());

// The history entries of some streams (a job's, a client's journey and publication), newest first,
// paged. Names are read from the accounts as they are now, so an entry never holds one; a deleted
// account's entries name no one.
export async function streamHistory(db: Kysely<Database>, streamIds: readonly string[], page: number, pageSize: number): Promise<{ list: HistoryEntry[]; total: number }> {
  const streams = [...streamIds];
  const [rows, count] = await Promise.all([
    db
      .selectFrom('history_entry as h')
      .leftJoin('user_account as a', 'a.id', 'h.actor')
      .leftJoin('user_account as b', 'b.id', 'h.on_behalf_of')
      .select([
        sql<string>`h.position::text`.as('position'),
        'h.stream_position',
        'h.event_type',
        'h.recorded_at',
        'h.actor',
        'h.on_behalf_of',
        'h.correlation_id',
        'h.description_key',
        'h.description_params',
        'a.first_name as actor_first_name',
        'a.last_name as actor_last_name',
        'b.first_name as for_first_name',
        'b.last_name as for_last_name',
      ])
      .where('h.stream_id', 'in', streams)
      .orderBy('h.position', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    db.selectFrom('history_entry').select((eb) => eb.fn.countAll<string>().as('n')).where('stream_id', 'in', streams).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map(
    (r): HistoryEntry => ({
      position: r.position,
      version: r.stream_position,
      type: r.event_type,
      at: new Date(r.recorded_at).toISOString(),
      actor: r.actor === null ? null : { id: r.actor, name: nameOf(r.actor_first_name, r.actor_last_name) },
      onBehalfOf: r.on_behalf_of === null ? null : { id: r.on_behalf_of, name: nameOf(r.for_first_name, r.for_last_name) },
      requestId: r.correlation_id,
      change: { key: r.description_key, params: r.description_params as HistoryEntry['change']['params'] },
    }),
  );
  return { list, total: Number(count.n) };
}
