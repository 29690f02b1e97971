import { expect, it } from 'vitest';
import { publicationProjection } from '../../../projections/coaching/publication/publication.projection';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import type { CommandDeps } from '../../core/deps';
import { cycleOfClient } from './facts';

describeProjection(publicationProjection, { title: 'the tracker facts' }, (spec, db) => {
  const deps = () => ({ db: db() }) as CommandDeps;

  it("knows a publication cycle of the client's from another client's and from none", async () => {
    await spec.given(storedEvent('CycleOpened', { userId: 'client-1', cycleId: 'cycle-1', cycle: 1, publishId: 'p1', openedAt: '2026-11-01T08:00:00.000Z' }));
    expect(await cycleOfClient(deps(), 'client-1', 'cycle-1')).toBe(true);
    expect(await cycleOfClient(deps(), 'client-2', 'cycle-1')).toBe(false);
    expect(await cycleOfClient(deps(), 'client-1', 'cycle-2')).toBe(false);
  });
});
