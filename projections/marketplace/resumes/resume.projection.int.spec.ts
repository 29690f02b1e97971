import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { EventData, EventType } from '../../../contracts/events';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { resumeProjection } from './resume.projection';

const at = '2026-03-01T10:00:00.000Z';
const ev = <T extends EventType>(type: T, data: EventData<T>) => storedEvent(type, data);

describeProjection(resumeProjection, (spec, db) => {
  const row = (id: string) => db().selectFrom('resume').selectAll().where('id', '=', id).executeTakeFirst();
  const registered = (userId: string, lookingforwork = true) =>
    ev('UserRegistered', { userId, email: `${userId}@example.com`, first_name: 'Noa', last_name: 'Bar', lookingforwork, isAdmin: false, card_color: 3, source: 'web', registeredAt: at });
  const saved = (userId: string, changes: EventData<'ProfileSaved'>['changes']) => ev('ProfileSaved', { userId, changes, savedAt: '2026-03-02T10:00:00.000Z' });

  it('lists a seeker with a profile, with the filter keys and words search reads', async () => {
    const id = randomUUID();
    await spec.given(registered(id), saved(id, { title: 'Data Engineer', tags: ['Python', 'SQL'], seniorityLevel: 'Senior', employmentType: 'CONTRACTOR' }));
    expect(await row(id)).toMatchObject({
      listed: true,
      title: 'Data Engineer',
      facets: ['s:Senior', 'e:CONTRACTOR', 't:python', 't:sql'],
      search_text: 'Data Engineer Python SQL',
      updated_at: new Date('2026-03-02T10:00:00.000Z'),
    });
  });

  it('keeps a place as the cells of three grids, and none without one', async () => {
    const id = randomUUID();
    await spec.given(registered(id), saved(id, { location: 'Tel Aviv', loc_lat: 32.0853, loc_lng: 34.781768 }));
    // floor(32.0853 × 20) = 641, floor(34.781768 × 20) = 695, and so on at 5 and 1 cells per degree
    expect(((await row(id)) as { place_cells?: string[] } | undefined)?.place_cells).toEqual(['20:641:695', '5:160:173', '1:32:34']);
    const nowhere = randomUUID();
    await spec.given(registered(nowhere));
    expect(((await row(nowhere)) as { place_cells?: string[] } | undefined)?.place_cells).toEqual([]);
  });

  it('leaves out recruiters and hidden resumes, and takes back a seeker who switches', async () => {
    const recruiter = randomUUID();
    const hidden = randomUUID();
    await spec.given(registered(recruiter, false), registered(hidden), saved(hidden, { showResume: false }));
    expect((await row(recruiter))?.listed).toBe(false);
    expect((await row(hidden))?.listed).toBe(false);
    await spec.given(ev('RoleSwitched', { userId: recruiter, lookingforwork: true, switchedAt: at }), saved(hidden, { showResume: true }));
    expect((await row(recruiter))?.listed).toBe(true);
    expect((await row(hidden))?.listed).toBe(true);
  });

  it('leaves out a seeker an admin excluded, until the admin lets them back', async () => {
    const id = randomUUID();
    await spec.given(registered(id), ev('UserExcluded', { userId: id, excluded: true, setAt: at }));
    expect(await row(id)).toMatchObject({ excluded: true, listed: false });
    await spec.given(ev('UserExcluded', { userId: id, excluded: false, setAt: at }));
    expect(await row(id)).toMatchObject({ excluded: false, listed: true });
  });

  it('marks a promoted profile until the promotion expires, and forgets a deleted account', async () => {
    const id = randomUUID();
    const promotion = { userId: id, promotionId: randomUUID(), objectType: 'profile', objectId: id };
    await spec.given(registered(id), ev('ObjectPromoted', { ...promotion, promotedAt: at, expiresAt: at }));
    expect((await row(id))?.promoted).toBe(1);
    await spec.given(ev('PromotionExpired', { ...promotion, expiredAt: at }));
    expect((await row(id))?.promoted).toBe(0);
    await spec.given(ev('AccountDeleted', { userId: id, deletedAt: at }));
    expect(await row(id)).toBeUndefined();
  });

  it('writes the same rows through the batch form', async () => {
    const id = randomUUID();
    await spec.givenViaBatchForm(registered(id), saved(id, { title: 'QA lead', tags: ['Selenium'] }), saved(id, { tags: ['Cypress'] }));
    expect(await row(id)).toMatchObject({ listed: true, tags: ['Cypress'], facets: ['e:FULL_TIME', 't:cypress'], search_text: 'QA lead Cypress' });
  });
});
