import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventMetadata, RecordedEvent } from '../../contracts/core/event-store';
import { eventRegistry, type EventType } from '../../contracts/events';
import { loadStream } from '../../command/core/handle-command';
import { userDecider } from '../../command/identity/users/decide-user';
import { evolveEmailReservation, initialEmailReservationState } from '../../command/identity/users/user';
import { jobStatusDecider } from '../../command/marketplace/jobs/decide-job';
import { identityEvents } from '../../contracts/identity/users/events';
import { openPGlite } from '../../ops/db/database';
import { openEventStore } from '../../ops/event-store/open-event-store';
import { projections } from '../../ops/registry';
import { rebuildProjections } from '../../projections/core/rebuild';
import { createProjectionRunner } from '../../projections/core/runner';

// Events as they were stored by earlier versions. Published events are append-only: this file only
// ever grows (a sample of every new event type, or of a new version of one), and a change to an
// event schema must keep every sample here readable: through an upcaster, never by editing a sample.
type Sample = { type: string; streamId: string; data: Record<string, unknown>; metadata: EventMetadata };
// The first features' samples are in stored-events.json; every later feature keeps its own file in
// stored/ (one per <area>-<feature>), so features never edit the same file.
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Sample[];
const storedDir = new URL('./stored/', import.meta.url);
const samples: Sample[] = [
  ...read(new URL('./stored-events.json', import.meta.url)),
  ...readdirSync(storedDir).filter((f) => f.endsWith('.json')).sort().flatMap((f) => read(new URL(f, storedDir))),
];

describe('stored events of every type', () => {
  it('has a stored sample of every event type in the registry', () => {
    const missing = Object.keys(eventRegistry).filter((type) => !samples.some((s) => s.type === type));
    expect(missing, 'add a sample of each new event type to tests/events/stored/<area>-<feature>.json').toEqual([]);
  });

  it('folds, projects and rebuilds every stored sample with the current code', async () => {
    const engine = await openPGlite();
    const store = await openEventStore({ engine });
    try {
      for (const sample of samples) await store.append(sample.streamId, [{ type: sample.type, data: sample.data, metadata: sample.metadata }]);
      // the write side folds each stream through its decider
      const byPrefix = (prefix: string) => [...new Set(samples.filter((s) => s.streamId.startsWith(prefix)).map((s) => s.streamId))];
      for (const id of byPrefix('user-')) expect((await loadStream(store, id, userDecider)).state.status).not.toBe('none');
      for (const id of byPrefix('email-'))
        expect((await loadStream(store, id, { events: identityEvents, initialState: initialEmailReservationState, evolve: evolveEmailReservation })).version).toBeGreaterThanOrEqual(0);
      for (const id of byPrefix('job-').filter((id) => !id.startsWith('job-slots-')))
        expect((await loadStream(store, id, jobStatusDecider)).state.job.status).not.toBe('none');
      // the read side: the live runner applies every sample without setting any aside …
      const runner = createProjectionRunner({ store, engine, projections, publish: () => undefined });
      await runner.start();
      expect(await runner.waitFor(await store.headPosition(), 10_000, projections.map((p) => p.name))).toBe(true);
      await runner.stop();
      const rows = async () => ({
        users: (await engine.db.selectFrom('user_account').selectAll().execute()).length,
        jobs: (await engine.db.selectFrom('job').selectAll().execute()).length,
      });
      const live = await rows();
      expect(live).toEqual({ users: 1, jobs: 1 });
      // … and so does a rebuild through the batch forms
      const rebuilt = await rebuildProjections(store, engine.db, projections);
      expect(rebuilt.map((r) => r.parked)).toEqual(rebuilt.map(() => 0));
      expect(await rows()).toEqual(live);
    } finally {
      await store.close();
      await engine.close();
    }
  });

  it('decodes every sample through the one decode step', () => {
    for (const sample of samples) {
      const recorded: RecordedEvent = { id: 'x', streamId: sample.streamId, streamPosition: 0, position: '1', type: sample.type, data: sample.data, metadata: sample.metadata, recordedAt: new Date() };
      expect(() => eventRegistry[sample.type as EventType].schema.parse(recorded.data), sample.type).not.toThrow();
    }
  });
});
