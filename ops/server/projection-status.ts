import type { EventStore } from '../../contracts/core/event-store';
import { comparePositions, decodePosition, type Position } from '../../contracts/core/position';
import { readAllCheckpoints, readParkedEvents, type ParkedEvent } from '../../projections/core/checkpoint';
import type { Db, Projection } from '../../projections/core/projection';
import type { ProjectionRunner } from '../../projections/core/runner';

export type ProjectionStatus = {
  name: string;
  position: Position;
  mode: string;
  // events between the projection and the head of the log; null where positions do not count
  // events (EventStoreDB positions are byte offsets)
  behindEvents: number | null;
  behindSeconds: number;
  parked: number;
};

export type StatusReport = { head: Position; projections: ProjectionStatus[]; parked: ParkedEvent[] };

// Lag without reading the log: the head position against each checkpoint. On the SQL log the
// position's minor part is the global sequence number, so the difference counts events (gaps left
// by rolled-back appends count too: it is an upper bound). Seconds: how long since the projection
// last had nothing left to read (the runner knows), else since its checkpoint last moved.
export async function projectionStatus(store: EventStore, db: Db, projections: readonly Projection[], runner: ProjectionRunner | null): Promise<StatusReport> {
  const [head, parked, checkpoints] = await Promise.all([store.headPosition(), readParkedEvents(db), runner ? Promise.resolve(null) : readAllCheckpoints(db)]);
  const states = new Map((runner?.states() ?? []).map((s) => [s.name, s]));
  const now = Date.now();
  const countsEvents = store.engine !== 'eventstoredb';
  return {
    head,
    parked,
    projections: projections.map((p) => {
      const state = states.get(p.name);
      const checkpoint = checkpoints?.get(p.name);
      const position = state?.position ?? checkpoint?.position ?? '0';
      const behind = comparePositions(head, position) > 0;
      const since = state ? state.caughtUpAt : (checkpoint?.updatedAt.getTime() ?? null);
      return {
        name: p.name,
        position,
        mode: state?.mode ?? (checkpoint ? 'elsewhere' : 'not started'),
        behindEvents: countsEvents ? (behind ? Math.max(0, Number(decodePosition(head).minor - decodePosition(position).minor)) : 0) : null,
        behindSeconds: behind && since !== null ? Math.max(0, (now - since) / 1000) : 0,
        parked: parked.filter((e) => e.projection === p.name).length,
      };
    }),
  };
}
