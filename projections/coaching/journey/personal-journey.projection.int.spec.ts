import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { JourneyEvent } from '../../../contracts/coaching/journey/events';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { nextPosition, storedEvent } from '../../../tests/support/specification/stored-event';
import { personalJourneyProjection } from './personal-journey.projection';

const recorded = (event: JourneyEvent): RecordedEvent => storedEvent(event.type, event.data as never, { position: nextPosition(), streamId: journeyStreamId(event.data.userId) });
const status = (userId: string, value: string, day: string): JourneyEvent => ({ type: 'JourneyStatusChanged', data: { userId, status: value, changedAt: `${day}T09:00:00.000Z` } });

describeProjection(personalJourneyProjection, (spec, db) => {
  const row = (userId: string) => db().selectFrom('personal_journey').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it("opens a journey with its first event and keeps the client's fields", async () => {
    const userId = randomUUID();
    await spec.given(recorded({ type: 'JourneyDataUpdated', data: { userId, fields: { title: 'PM', titleCategories: ['Product'], excludeList: ['a@b.c'] }, updatedAt: '2026-11-01T00:00:00.000Z' } }));
    await spec.given(recorded({ type: 'JourneyStepFinished', data: { userId, from: 0, to: 1, finishedAt: '2026-11-01T00:00:00.000Z' } }));
    expect(await row(userId)).toMatchObject({ user_id: userId, title: 'PM', title_categories: ['Product'], exclude_list: ['a@b.c'], current_step: 1, cycles_limit: 5, comments: [], services: [] });
  });

  it('moves the step back on Back to test', async () => {
    const userId = randomUUID();
    const finished = (from: number): JourneyEvent => ({ type: 'JourneyStepFinished', data: { userId, from, to: from + 1, finishedAt: '2026-11-01T00:00:00.000Z' } });
    await spec.given(...[0, 1, 2, 3, 4].map((from) => recorded(finished(from))));
    expect(await row(userId)).toMatchObject({ current_step: 5 });
    await spec.given(recorded({ type: 'JourneyStepReturned', data: { userId, from: 5, to: 4, returnedAt: '2026-11-02T00:00:00.000Z' } }));
    expect(await row(userId)).toMatchObject({ current_step: 4 });
  });

  it('opens a freeze on freezed, closes it on leaving, and dates the first signature', async () => {
    const userId = randomUUID();
    await spec.given(recorded(status(userId, 'signed', '2026-10-01')), recorded(status(userId, 'freezed', '2026-10-05')), recorded(status(userId, 'freezed', '2026-10-06')), recorded(status(userId, 'published', '2026-10-20')), recorded(status(userId, 'signed', '2026-10-21')));
    expect(await row(userId)).toMatchObject({ status: 'signed', signed_date: '2026-10-01', freeze_history: [{ start: '2026-10-05', end: '2026-10-20' }] });
  });

  it('adds, edits and deletes comments, and keeps the safety net activation date', async () => {
    const userId = randomUUID();
    await spec.given(
      recorded({ type: 'JourneyCommentAdded', data: { userId, commentId: 'c1', authorId: 'staff', content: 'one', addedAt: '2026-11-01T00:00:00.000Z' } }),
      recorded({ type: 'JourneyCommentAdded', data: { userId, commentId: 'c2', authorId: userId, content: 'two', addedAt: '2026-11-02T00:00:00.000Z' } }),
      recorded({ type: 'JourneyCommentEdited', data: { userId, commentId: 'c1', content: 'one!', editedAt: '2026-11-03T00:00:00.000Z' } }),
      recorded({ type: 'JourneyCommentDeleted', data: { userId, commentId: 'c2', deletedAt: '2026-11-04T00:00:00.000Z' } }),
      recorded({ type: 'SafetyNetUpdated', data: { userId, safetyNetActive: true, safetyNetExpireDate: '2027-01-01', safetyNetActivatingDate: '2026-11-05T00:00:00.000Z', updatedAt: '2026-11-05T00:00:00.000Z' } }),
      recorded({ type: 'SafetyNetUpdated', data: { userId, safetyNetActive: false, safetyNetExpireDate: '2027-01-01', safetyNetActivatingDate: null, updatedAt: '2026-11-06T00:00:00.000Z' } }),
    );
    expect(await row(userId)).toMatchObject({
      comments: [{ id: 'c1', authorId: 'staff', content: 'one!', date: '2026-11-01T00:00:00.000Z', edited: '2026-11-03T00:00:00.000Z' }],
      next_comment: 3,
      safety_net_active: false,
      safety_net_activating_date: '2026-11-05T00:00:00.000Z',
    });
  });

  it("removes a deleted account's journey", async () => {
    const userId = randomUUID();
    await spec.given(recorded(status(userId, 'signed', '2026-10-01')));
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: '2026-11-01T00:00:00.000Z' }, { position: nextPosition(), streamId: `user-${userId}` }));
    expect(await row(userId)).toBeUndefined();
  });
});
