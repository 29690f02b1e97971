import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TalentJobFields } from '../../../contracts/coaching/offers/events';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { jobFoundProjection } from './job-found.projection';

const at = '2026-05-01T10:00:00.000Z';
const job = (fields: Partial<TalentJobFields>): TalentJobFields => ({
  type: 'After Service', company: 'Acme', title: 'PM', titleGroup: '', titleCategories: [], seniority: null, salary: 20000, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', dateStart: '2026-06-01', description: '', ...fields,
});

describeProjection(jobFoundProjection, (spec, db) => {
  const rows = (userId: string) => db().selectFrom('job_found').select(['job_id', 'company', 'type', 'signed', 'start_date', 'salary']).where('user_id', '=', userId).orderBy('job_id').execute();

  it('lists offers signed and jobs found after the service started, not those held before it', async () => {
    const userId = randomUUID();
    await spec.given(
      storedEvent('TalentJobAdded', { userId, jobId: 'a-before', job: job({ type: 'Before Service', company: 'Old Co' }), addedAt: at }),
      storedEvent('TalentJobAdded', { userId, jobId: 'b-net', job: job({ type: 'Safety Net', company: 'Vandelay', salary: 250 }), addedAt: at }),
      storedEvent('TalentOfferSigned', { userId, offerId: 'o1', jobId: 'c-signed', startDate: '2026-07-01', job: job({ company: 'Acme', salary: 29500 }), signedAt: at }),
    );
    expect(await rows(userId)).toEqual([
      { job_id: 'b-net', company: 'Vandelay', type: 'Safety Net', signed: false, start_date: '2026-06-01', salary: 250 },
      { job_id: 'c-signed', company: 'Acme', type: 'After Service', signed: true, start_date: '2026-07-01', salary: 29500 },
    ]);
  });

  it('follows edits (one made into a job held before the service leaves), deletions and a deleted account', async () => {
    const userId = randomUUID();
    await spec.givenViaBatchForm(
      storedEvent('TalentJobAdded', { userId, jobId: 'x', job: job({ company: 'Monday' }), addedAt: at }),
      storedEvent('TalentJobAdded', { userId, jobId: 'y', job: job({ company: 'Wix' }), addedAt: at }),
      storedEvent('TalentJobAdded', { userId, jobId: 'z', job: job({ company: 'Gong' }), addedAt: at }),
      storedEvent('TalentJobEdited', { userId, jobId: 'x', job: job({ company: 'Monday.com', title: 'Senior PM' }), editedAt: at }),
      storedEvent('TalentJobEdited', { userId, jobId: 'y', job: job({ type: 'Before Service' }), editedAt: at }),
      storedEvent('TalentJobDeleted', { userId, jobId: 'z', deletedAt: at }),
    );
    expect((await rows(userId)).map((r) => [r.job_id, r.company])).toEqual([['x', 'Monday.com']]);
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: at }));
    expect(await rows(userId)).toEqual([]);
  });
});
