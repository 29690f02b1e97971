import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { matchId } from '../../../contracts/marketplace/activity/ids';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { userAccountProjection } from '../../identity/users/user-account.projection';
import { jobProjection } from '../jobs/job.projection';
import { notificationProjection } from './notification.projection';

const at = '2026-03-10T09:00:00.000Z';
const pairOf = () => ({ jobId: randomUUID(), seekerId: randomUUID(), recruiterId: randomUUID() });

// a notice sent live names the job and the other person from their own read models
describeProjection(notificationProjection, { alongside: [userAccountProjection, jobProjection] }, (spec, db) => {

  const rows = (userId: string) => db().selectFrom('notification').select(['id', 'kind', 'read_at', 'payload']).where('user_id', '=', userId).orderBy('id').execute();

  it('stores an applicant notice for the recruiter and a connect notice for the seeker, once each', async () => {
    const p = pairOf();
    const applied = storedEvent('ApplicationSubmitted', { ...p, appliedAt: at });
    const published = await spec.given(applied);
    expect(await rows(p.recruiterId)).toEqual([
      { id: `applicant:recruiter:${matchId(p.jobId, p.seekerId)}`, kind: 'applicant', read_at: null, payload: { ...p, matchId: matchId(p.jobId, p.seekerId), otherUserId: p.seekerId } },
    ]);
    expect(published).toMatchObject([{ room: `user:${p.recruiterId}`, name: 'notification.created', message: { notification: { kind: 'applicant', otherUserId: p.seekerId } } }]);
    expect(await spec.given(applied)).toEqual([]);
    expect(await rows(p.recruiterId)).toHaveLength(1);
    await spec.given(storedEvent('ConnectSent', { ...p, connectedAt: at }));
    expect((await rows(p.seekerId)).map((r) => r.kind)).toEqual(['connect']);
    // a connect does not take the recruiter's applicant notice away: only a match does
    expect((await rows(p.recruiterId)).map((r) => r.kind)).toEqual(['applicant']);
  });

  it('sends a new notice live to its receiver, unread, named with the job title and the other person', async () => {
    const p = pairOf();
    const id = matchId(p.jobId, p.seekerId);
    await db().insertInto('job').values({
      id: p.jobId, owner_id: p.recruiterId, title: 'Barista', company: 'Bean Co', employment_type: 'full-time', seniority_level: 'junior', description: 'Coffee',
      location: 'Tel Aviv', loc_lat: 32.08, loc_lng: 34.78, country: 'Israel', country_code: 'IL', salary_currency: 'ILS', salary_frequency: 'monthly', status: 'active',
      created_at: at, updated_at: at, last_position: '1',
    } as never).execute();
    await db().insertInto('user_account').values({ id: p.recruiterId, email: `r.${p.recruiterId}@example.com`, first_name: 'Rina', last_name: 'R', lookingforwork: false, created_at: at, updated_at: at, last_position: '1' } as never).execute();
    const connected = storedEvent('ConnectSent', { ...p, connectedAt: at });
    expect(await spec.given(connected)).toEqual([
      {
        room: `user:${p.seekerId}`,
        name: 'notification.created',
        message: {
          notification: { id: `connect:seeker:${id}`, kind: 'connect', matchId: id, ...p, jobTitle: 'Barista', otherUserId: p.recruiterId, otherName: 'Rina R', createdAt: at, readAt: null, position: connected.position },
          position: connected.position,
        },
      },
    ]);
  });

  it("stores an admin's push for each recipient, sent live with its title and message, once", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const sent = storedEvent('PushNotificationSent', { pushId: 'p1', messageTitle: 'Webinar', message: 'Thursday at 15:00', query: { role: 'all', pro: false, journeyUsers: false, location: '' }, registeredUsers: [a, b], recipients: [a, b], test: false, sentAt: at });
    const published = await spec.given(sent);
    expect(await rows(a)).toEqual([{ id: `push:p1:${a}`, kind: 'push', read_at: null, payload: { pushId: 'p1', title: 'Webinar', message: 'Thursday at 15:00', otherUserId: '' } }]);
    expect(published.map((m) => [m.room, m.name, (m.message as { notification: { kind: string; title?: string; message?: string } }).notification])).toEqual([
      [`user:${a}`, 'notification.created', expect.objectContaining({ kind: 'push', title: 'Webinar', message: 'Thursday at 15:00' })],
      [`user:${b}`, 'notification.created', expect.objectContaining({ kind: 'push', title: 'Webinar', message: 'Thursday at 15:00' })],
    ]);
    expect(await spec.given(sent)).toEqual([]);
    expect(await rows(b)).toHaveLength(1);
  });

  it('replaces the unread notices of a pair with one match notice each, sending only the match for the batch', async () => {
    const p = pairOf();
    const published = await spec.given(storedEvent('ConnectSent', { ...p, connectedAt: at }), storedEvent('ApplicationSubmitted', { ...p, appliedAt: at }), storedEvent('MatchMade', { ...p, matchedAt: at }));
    const id = matchId(p.jobId, p.seekerId);
    expect(await rows(p.seekerId)).toEqual([{ id: `match:seeker:${id}`, kind: 'match', read_at: null, payload: { ...p, matchId: id, otherUserId: p.recruiterId } }]);
    expect(await rows(p.recruiterId)).toEqual([{ id: `match:recruiter:${id}`, kind: 'match', read_at: null, payload: { ...p, matchId: id, otherUserId: p.seekerId } }]);
    expect(published.map((m) => [m.room, (m.message as { notification: { kind: string } }).notification.kind]).sort()).toEqual([
      [`user:${p.recruiterId}`, 'match'],
      [`user:${p.seekerId}`, 'match'],
    ].sort());
  });

  it('sends the same notices, named alike, through the batch form as through the handlers', async () => {
    const a = pairOf();
    const b = { ...pairOf(), recruiterId: a.recruiterId };
    await db().insertInto('user_account').values([
      { id: a.seekerId, email: `a.${a.seekerId}@example.com`, first_name: 'Avi', last_name: 'A', lookingforwork: true, created_at: at, updated_at: at, last_position: '1' },
      { id: a.recruiterId, email: `r.${a.recruiterId}@example.com`, first_name: 'Rina', last_name: 'R', lookingforwork: false, created_at: at, updated_at: at, last_position: '1' },
    ] as never).execute();
    const events = [
      storedEvent('ApplicationSubmitted', { ...b, appliedAt: at }),
      storedEvent('ConnectSent', { ...a, connectedAt: at }),
      storedEvent('ApplicationSubmitted', { ...a, appliedAt: at }),
      storedEvent('MatchMade', { ...a, matchedAt: at }),
    ];
    const people = [a.seekerId, a.recruiterId, b.seekerId];
    const state = () => db().selectFrom('notification').selectAll().where('user_id', 'in', people).orderBy('id').execute();
    const viaHandlers = await spec.given(...events);
    const stored = await state();
    await db().deleteFrom('notification').where('user_id', 'in', people).execute();
    const viaBatch = await spec.givenViaBatchForm(...events);
    expect(viaBatch).toEqual(viaHandlers);
    expect(await state()).toEqual(stored);
    expect(viaBatch.map((m) => (m.message as { notification: { kind: string; otherName: string | null } }).notification)).toEqual([
      expect.objectContaining({ kind: 'applicant', otherName: null }),
      expect.objectContaining({ kind: 'match', otherName: 'Rina R' }),
      expect.objectContaining({ kind: 'match', otherName: 'Avi A' }),
    ]);
  });

  it('marks the named notices read, then all, only for their owner', async () => {
    const a = pairOf();
    const b = { ...pairOf(), recruiterId: a.recruiterId };
    await spec.given(storedEvent('ApplicationSubmitted', { ...a, appliedAt: at }), storedEvent('ApplicationSubmitted', { ...b, appliedAt: at }));
    const [first] = await rows(a.recruiterId);
    await spec.given(storedEvent('NotificationsRead', { userId: 'someone-else', ids: [first!.id], all: false, readAt: at }));
    expect((await rows(a.recruiterId)).filter((r) => r.read_at)).toHaveLength(0);
    await spec.given(storedEvent('NotificationsRead', { userId: a.recruiterId, ids: [first!.id], all: false, readAt: at }));
    expect((await rows(a.recruiterId)).map((r) => r.read_at !== null)).toEqual((await rows(a.recruiterId)).map((r) => r.id === first!.id));
    expect((await rows(a.recruiterId)).filter((r) => r.read_at)).toHaveLength(1);
    await spec.given(storedEvent('NotificationsRead', { userId: a.recruiterId, ids: [], all: true, readAt: at }));
    expect((await rows(a.recruiterId)).every((r) => r.read_at !== null)).toBe(true);
  });

  it("erases a deleted account's notices and the notices others got about it, and no one else's", async () => {
    const gone = pairOf();
    const other = { ...pairOf(), recruiterId: gone.recruiterId };
    await spec.given(
      storedEvent('ApplicationSubmitted', { ...gone, appliedAt: at }),
      storedEvent('ConnectSent', { ...gone, connectedAt: at }),
      storedEvent('ApplicationSubmitted', { ...other, appliedAt: at }),
    );
    await spec.given(storedEvent('AccountDeleted', { userId: gone.seekerId, deletedAt: at }));
    expect(await rows(gone.seekerId)).toEqual([]);
    const kept = matchId(other.jobId, other.seekerId);
    expect(await rows(gone.recruiterId)).toEqual([
      { id: `applicant:recruiter:${kept}`, kind: 'applicant', read_at: null, payload: { ...other, matchId: kept, otherUserId: other.seekerId } },
    ]);
  });
});
