import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { deckProjection } from './deck.projection';

const at = '2026-03-10T09:00:00.000Z';

describeProjection(deckProjection, (spec, db) => {

  const skips = (userId: string) => db().selectFrom('deck_skip').select(['histogram_type', 'object_id']).where('user_id', '=', userId).orderBy('object_id').execute();

  it('keeps what was skipped, drops a skip taken back, and ignores a replay', async () => {
    const userId = randomUUID();
    const skipA = storedEvent('SuggestionSkipped', { userId, objectId: 'a', histogramType: 'jobs', skippedAt: at });
    const skipB = storedEvent('SuggestionSkipped', { userId, objectId: 'b', histogramType: 'resumes', skippedAt: at });
    await spec.given(skipA, skipB);
    expect(await skips(userId)).toEqual([{ histogram_type: 'jobs', object_id: 'a' }, { histogram_type: 'resumes', object_id: 'b' }]);
    await spec.given(storedEvent('SkipUndone', { userId, objectId: 'b', histogramType: 'resumes', undoneAt: at }));
    await spec.given(skipA);
    expect(await skips(userId)).toEqual([{ histogram_type: 'jobs', object_id: 'a' }]);
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: at }));
    expect(await skips(userId)).toEqual([]);
  });
});
