import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { clientStatusProjection } from './client-status.projection';

const started = '2026-03-02T08:00:00.000Z';
const later = '2026-06-10T09:30:00.000Z';

describeProjection(clientStatusProjection, (spec, db) => {
  const row = (userId: string) => db().selectFrom('client_status').select(['status', 'plan', 'cs_manager', 'amount', 'started_at', 'signed_date']).where('user_id', '=', userId).executeTakeFirst();

  it('opens a client’s row on the journey’s first event, dated by it, and follows its status, plan, manager and amount', async () => {
    const userId = randomUUID();
    await spec.given(storedEvent('JourneyManagerChanged', { userId, manager: 'coach-1', changedAt: started }));
    await spec.given(
      storedEvent('JourneyPlanChanged', { userId, plan: 'standard pro', changedAt: later }),
      storedEvent('JourneyStatusChanged', { userId, status: 'published', changedAt: later }),
      storedEvent('ClientAmountChanged', { userId, amount: 2990.5, changedAt: later }),
    );
    const found = await row(userId);
    expect(found).toMatchObject({ status: 'published', plan: 'standard pro', cs_manager: 'coach-1', amount: 2990.5, signed_date: null });
    expect(new Date(found!.started_at).toISOString()).toBe(started);
  });

  it('dates the signature by the first "signed" status or signed offer, and forgets the client with their account', async () => {
    const userId = randomUUID();
    await spec.given(storedEvent('JourneyStatusChanged', { userId, status: 'signed', changedAt: started }));
    await spec.given(storedEvent('JourneyStatusChanged', { userId, status: 'freezed', changedAt: later }), storedEvent('JourneyStatusChanged', { userId, status: 'signed', changedAt: later }));
    expect(await row(userId)).toMatchObject({ status: 'signed', signed_date: '2026-03-02' });
    const other = randomUUID();
    await spec.given(storedEvent('JourneyManagerChanged', { userId: other, manager: null, changedAt: started }));
    await spec.given(storedEvent('TalentOfferSigned', { userId: other, offerId: 'o1', jobId: 'j1', startDate: '2026-07-01', job: { type: 'After Service', company: 'Acme', title: 'PM', titleGroup: '', titleCategories: [], seniority: null, salary: null, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', dateStart: null, description: '' }, signedAt: later }));
    expect(await row(other)).toMatchObject({ signed_date: '2026-06-10' });
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: later }));
    expect(await row(userId)).toBeUndefined();
  });

  it('writes the same rows through its batch form as event by event (a rebuild)', async () => {
    const [one, two] = [randomUUID(), randomUUID()];
    const events = (userId: string) => [
      storedEvent('JourneyManagerChanged', { userId, manager: 'coach-2', changedAt: started }),
      storedEvent('ClientAmountChanged', { userId, amount: 100, changedAt: later }),
      storedEvent('JourneyPlanChanged', { userId, plan: 'standard executive', changedAt: later }),
    ];
    await spec.given(...events(one));
    await spec.givenViaBatchForm(...events(two));
    expect(await row(two)).toEqual(await row(one));
  });
});
