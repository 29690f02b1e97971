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

  it('takes the start date an edit sends, keeps the one it had when the edit sends none, and lists a job edited out of the time before the service as found', async () => {
    const userId = randomUUID();
    const editedAt = '2026-05-02T10:00:00.000Z';
    await spec.given(
      storedEvent('TalentJobAdded', { userId, jobId: 'a-moved', job: job({ dateStart: '2026-06-01' }), addedAt: at }),
      storedEvent('TalentJobAdded', { userId, jobId: 'b-kept', job: job({ dateStart: '2026-06-15' }), addedAt: at }),
      storedEvent('TalentJobAdded', { userId, jobId: 'c-late', job: job({ type: 'Before Service', company: 'Old Co' }), addedAt: at }),
    );
    await spec.given(
      storedEvent('TalentJobEdited', { userId, jobId: 'a-moved', job: job({ dateStart: '2026-08-01' }), editedAt }),
      storedEvent('TalentJobEdited', { userId, jobId: 'b-kept', job: job({ dateStart: null, salary: 21000 }), editedAt }),
      storedEvent('TalentJobEdited', { userId, jobId: 'c-late', job: job({ company: 'Old Co', dateStart: '2026-09-01' }), editedAt }),
    );
    expect(await rows(userId)).toEqual([
      { job_id: 'a-moved', company: 'Acme', type: 'After Service', signed: false, start_date: '2026-08-01', salary: 20000 },
      { job_id: 'b-kept', company: 'Acme', type: 'After Service', signed: false, start_date: '2026-06-15', salary: 21000 },
      { job_id: 'c-late', company: 'Old Co', type: 'After Service', signed: false, start_date: '2026-09-01', salary: 20000 },
    ]);
    expect(
      (await db().selectFrom('job_found').select(['job_id', 'found_at']).where('user_id', '=', userId).orderBy('job_id').execute()).map((r) => [r.job_id, new Date(r.found_at).toISOString()]),
    ).toEqual([
      ['a-moved', at],
      ['b-kept', at],
      ['c-late', editedAt],
    ]);
  });
});
