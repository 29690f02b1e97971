import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { ActivityEvent as ApplicationEvent } from '../../../contracts/marketplace/activity/events';
import { applicationStreamId } from '../../../contracts/marketplace/activity/ids';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { userAccountProjection } from '../../identity/users/user-account.projection';
import { jobProjection } from '../jobs/job.projection';
import { activityProjection } from './activity.projection';

const at = '2026-03-10T09:00:00.000Z';
const later = '2026-03-10T10:00:00.000Z';

const pairOf = () => ({ jobId: randomUUID(), seekerId: randomUUID(), recruiterId: randomUUID() });
type Pair = ReturnType<typeof pairOf>;
const recorded = (event: ApplicationEvent): RecordedEvent =>
  storedEvent(event.type, event.data as never, { streamId: 'jobId' in event.data && 'seekerId' in event.data ? applicationStreamId(event.data.jobId, event.data.seekerId) : 'inbox' });
const applied = (p: Pair) => recorded({ type: 'ApplicationSubmitted', data: { ...p, appliedAt: at } });
const connected = (p: Pair) => recorded({ type: 'ConnectSent', data: { ...p, connectedAt: at } });
const matched = (p: Pair) => recorded({ type: 'MatchMade', data: { ...p, matchedAt: later } });

// the match message reads the people and the job from their own read models
describeProjection(activityProjection, { alongside: [userAccountProjection, jobProjection] }, (spec, db) => {

  const row = (p: Pair) => db().selectFrom('application').selectAll().where('job_id', '=', p.jobId).where('seeker_id', '=', p.seekerId).executeTakeFirst();
  const counts = (jobId: string) => db().selectFrom('application_count').select(['applies', 'connects', 'matches']).where('job_id', '=', jobId).executeTakeFirst();
  const flags = (userId: string) =>
    db().selectFrom('activity_flag').select(['has_jobs_suggestion', 'has_matches_can', 'has_applicants', 'has_matches_rec']).where('user_id', '=', userId).executeTakeFirst();

  it('writes the pair, counts the applicant, lights the recruiter’s dot and tells both on ApplicationSubmitted', async () => {
    const p = pairOf();
    const event = applied(p);
    const published = await spec.given(event);
    expect(await row(p)).toEqual({
      job_id: p.jobId, seeker_id: p.seekerId, recruiter_id: p.recruiterId, applied_at: new Date(at), connected_at: null, matched_at: null,
      viewed_at: null, job_status: 'A', job_status_position: '0', last_position: event.position,
    });
    expect(await counts(p.jobId)).toEqual({ applies: 1, connects: 0, matches: 0 });
    expect(await flags(p.recruiterId)).toMatchObject({ has_applicants: true });
    expect(published.map((m) => [m.room, m.name, (m.message as { views: string[] }).views])).toEqual([
      [`user:${p.seekerId}`, 'activity.changed', ['myApplications']],
      [`user:${p.recruiterId}`, 'activity.changed', ['applicants']],
    ]);
  });

  it('matches on ConnectSent then MatchMade: counts, dots, and match.made to both with the other side', async () => {
    const p = pairOf();
    await db().insertInto('user_account').values([
      { id: p.seekerId, email: 's@example.com', first_name: 'Sami', last_name: 'Seeker', lookingforwork: true, phone: '050-1', created_at: at, updated_at: at, last_position: '1' },
      { id: p.recruiterId, email: 'r@example.com', first_name: 'Rina', last_name: 'Recruiter', lookingforwork: false, created_at: at, updated_at: at, last_position: '1' },
    ] as never).execute();
    await spec.given(connected(p));
    expect(await flags(p.seekerId)).toMatchObject({ has_jobs_suggestion: true });
    const published = await spec.given(applied(p), matched(p));
    expect(await row(p)).toMatchObject({ applied_at: new Date(at), connected_at: new Date(at), matched_at: new Date(later) });
    expect(await counts(p.jobId)).toEqual({ applies: 1, connects: 1, matches: 1 });
    // the suggestion turned into a match: its dot goes, the match's comes
    expect(await flags(p.seekerId)).toMatchObject({ has_jobs_suggestion: false, has_matches_can: true });
    expect(await flags(p.recruiterId)).toMatchObject({ has_applicants: false, has_matches_rec: true });
    const matches = published.filter((m) => m.name === 'match.made');
    expect(matches).toEqual([
      { room: `user:${p.seekerId}`, name: 'match.made', message: expect.objectContaining({ other: { userId: p.recruiterId, name: 'Rina Recruiter', email: 'r@example.com', phone: null } }) },
      { room: `user:${p.recruiterId}`, name: 'match.made', message: expect.objectContaining({ other: { userId: p.seekerId, name: 'Sami Seeker', email: 's@example.com', phone: '050-1' } }) },
    ]);
    // one activity message per user for the batch, naming every list that changed
    const toSeeker = published.filter((m) => m.name === 'activity.changed' && m.room === `user:${p.seekerId}`);
    expect(toSeeker).toHaveLength(1);
    expect((toSeeker[0]!.message as { views: string[] }).views.sort()).toEqual(['jobsSuggestion', 'matchesCan', 'myApplications']);
  });

  it('changes nothing and says nothing when the same events are applied again', async () => {
    const p = pairOf();
    const events = [applied(p), connected(p), matched(p)];
    await spec.given(...events);
    const before = [await row(p), await counts(p.jobId), await flags(p.recruiterId)];
    expect(await spec.given(...events)).toEqual([]);
    expect([await row(p), await counts(p.jobId), await flags(p.recruiterId)]).toEqual(before);
  });

  // Under load the runner hands a live batch to the batch form: it must leave the same rows and
  // send the same messages as the handlers, dots and match dialogs included.
  it('sends the same messages and leaves the same rows through the batch form as through the handlers', async () => {
    const recruiterId = randomUUID();
    const [a, b, c] = [pairOf(), pairOf(), pairOf()].map((p) => ({ ...p, recruiterId }));
    const seekers = [a!, b!, c!].map((p, i) => ({ id: p.seekerId, email: `s${i}.${p.seekerId}@example.com`, first_name: `Seeker${i}`, last_name: 'S', lookingforwork: true, created_at: at, updated_at: at, last_position: '1' }));
    await db().insertInto('user_account').values([...seekers, { id: recruiterId, email: `r.${recruiterId}@example.com`, first_name: 'Rina', last_name: 'R', lookingforwork: false, created_at: at, updated_at: at, last_position: '1' }] as never).execute();
    const events = [
      connected(a!), applied(b!), applied(a!), matched(a!),
      recorded({ type: 'ActivitySeen', data: { userId: b!.seekerId, histogramSubType: 'matchesCan', seenAt: later } }),
      recorded({ type: 'ApplicationViewed', data: { ...b!, viewedAt: later } }),
      connected(c!), applied(c!), matched(c!),
    ];
    const users = [recruiterId, ...seekers.map((s) => s.id)];
    const state = async () => [
      await db().selectFrom('application').selectAll().where('recruiter_id', '=', recruiterId).orderBy('seeker_id').execute(),
      await db().selectFrom('application_count').selectAll().where('job_id', 'in', [a!.jobId, b!.jobId, c!.jobId]).orderBy('job_id').execute(),
      await db().selectFrom('activity_flag').selectAll().where('user_id', 'in', users).orderBy('user_id').execute(),
    ];
    const viaHandlers = await spec.given(...events);
    const rows = await state();
    await db().deleteFrom('application').where('recruiter_id', '=', recruiterId).execute();
    await db().deleteFrom('application_count').where('job_id', 'in', [a!.jobId, b!.jobId, c!.jobId]).execute();
    await db().deleteFrom('activity_flag').where('user_id', 'in', users).execute();
    const viaBatch = await spec.givenViaBatchForm(...events);
    expect(viaBatch).toEqual(viaHandlers);
    expect(await state()).toEqual(rows);
    // what the batch said: both matches, to both people, and the recruiter's dots as they ended
    expect(viaBatch.filter((m) => m.name === 'match.made')).toHaveLength(4);
    expect(viaBatch.find((m) => m.room === `user:${recruiterId}` && m.name === 'activity.changed')?.message).toMatchObject({ flags: { hasApplicants: true, hasMatchesRec: true } });
  });

  it('records the view, clears a dot on ActivitySeen, follows the job status and forgets a deleted account', async () => {
    const p = pairOf();
    await spec.given(applied(p));
    await spec.given(recorded({ type: 'ApplicationViewed', data: { ...p, viewedAt: later } }));
    expect((await row(p))!.viewed_at).toEqual(new Date(later));
    await spec.given(recorded({ type: 'ActivitySeen', data: { userId: p.recruiterId, histogramSubType: 'applicants', seenAt: later } }));
    expect(await flags(p.recruiterId)).toMatchObject({ has_applicants: false });
    await spec.given(storedEvent('JobStatusChanged', { jobId: p.jobId, ownerId: p.recruiterId, status: 'O', changedAt: later }));
    expect((await row(p))!.job_status).toBe('O');
    await spec.given(storedEvent('AccountDeleted', { userId: p.seekerId, deletedAt: later }));
    expect(await row(p)).toBeUndefined();
  });
});
