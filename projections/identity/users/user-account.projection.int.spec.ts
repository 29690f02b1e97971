import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { Position } from '../../../contracts/core/position';
import type { UserAccountTable } from '../../../contracts/identity/users/tables';
import type { IdentityEvent } from '../../../contracts/identity/users/events';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { nextPosition, storedEvent } from '../../../tests/support/specification/stored-event';
import { userAccountProjection } from './user-account.projection';

const recorded = (event: IdentityEvent, position: Position = nextPosition()): RecordedEvent =>
  storedEvent(event.type, event.data as never, { position, streamId: userStreamId(event.data.userId) });

const registeredAt = '2025-03-01T10:00:00.000Z';
const registered = (userId: string, lookingforwork = false): IdentityEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: `${userId}@example.com`,
    first_name: 'Noa',
    last_name: 'Bar',
    lookingforwork,
    isAdmin: true,
    card_color: 7,
    source: 'android',
    registeredAt,
  },
});

describeProjection(userAccountProjection, (spec, db) => {
  // as the runner does: the events of a batch in one transaction
  const apply = (events: RecordedEvent[]) => spec.given(...events);

  const row = (userId: string): Promise<Selectable<UserAccountTable> | undefined> =>
    db().selectFrom('user_account').selectAll().where('id', '=', userId).executeTakeFirst();

  const registerUser = async () => {
    const userId = randomUUID();
    const event = recorded(registered(userId));
    await apply([event]);
    return { userId, position: event.position, before: (await row(userId))! };
  };

  it('inserts a row with the registered fields and the defaults on UserRegistered', async () => {
    const userId = randomUUID();
    const event = recorded(registered(userId));
    await apply([event]);
    expect(await row(userId)).toEqual({
      id: userId,
      email: `${userId}@example.com`,
      first_name: 'Noa',
      last_name: 'Bar',
      lookingforwork: false,
      is_admin: true,
      is_pro: false,
      is_jh_user: false,
      is_active_jh_user: false,
      is_jh_admin: false,
      is_cs_manager: false,
      is_c_admin: false,
      partner: null,
      pro_end_date: null,
      excluded_by_admin: false,
      contact_credit: 0,
      promote_credit: 0,
      // no limit of its own: the product's default applies
      joblimit: null,
      verified: false,
      title: null,
      phone: null,
      no_phone: false,
      personal_info: null,
      location: null,
      loc_lat: null,
      loc_lng: null,
      seniority_level: null,
      employment_type: 'FULL_TIME',
      tags: [],
      tag_keys: [],
      visible_search_engines: true,
      show_resume: true,
      visible: true,
      country: null,
      country_code: null,
      selected_tags: [],
      experience: [],
      education: [],
      social_links: {},
      description: null,
      resume: null,
      suggested_tags: [],
      avatar: null,
      card_color: 7,
      source: 'android',
      created_at: new Date(registeredAt),
      updated_at: new Date(registeredAt),
      last_position: event.position,
    });
  });

  it('writes the profile sections of a ProfileSaved: experience, education, links, best tags, visibility, description', async () => {
    const { userId, before } = await registerUser();
    const savedAt = '2025-03-05T08:00:00.000Z';
    const experience = [{ title: 'QA Engineer', company: 'Acme', location: 'Haifa', startMonth: 1, startYear: 2020, endMonth: null, endYear: null, description: 'Automation' }];
    const education = [{ school: 'Technion', degree: 'BSc', fieldOfStudy: 'CS', startMonth: 10, startYear: 2015, endMonth: 6, endYear: 2019 }];
    const event = recorded({
      type: 'ProfileSaved',
      data: {
        userId,
        changes: { experience, education, social_links: { github: 'http://github.com/noa' }, selectedTags: ['qa'], tags: ['qa', 'sql'], visible: false, description: 'Resume text', country: 'Israel', countryCode: 'IL' },
        savedAt,
      },
    });
    await apply([event]);
    expect(await row(userId)).toEqual({
      ...before,
      experience,
      education,
      social_links: { github: 'http://github.com/noa' },
      selected_tags: ['qa'],
      tags: ['qa', 'sql'],
      tag_keys: ['qa', 'sql'],
      visible: false,
      description: 'Resume text',
      country: 'Israel',
      country_code: 'IL',
      updated_at: new Date(savedAt),
      last_position: event.position,
    });
  });

  it('keeps the resume file, its text and its suggested tags on ResumeUploaded; an unreadable one leaves the description', async () => {
    const { userId, before } = await registerUser();
    const resume = { id: 'f'.repeat(32), kind: 'pdf', mime: 'application/pdf', name: 'cv.pdf', size: 1200, uploadedAt: '2025-03-06T08:00:00.000Z' };
    const read = recorded({ type: 'ResumeUploaded', data: { userId, resume, description: 'From the file', suggestedTags: ['SQL'], uploadedAt: resume.uploadedAt } });
    await apply([read]);
    expect(await row(userId)).toEqual({ ...before, resume, description: 'From the file', suggested_tags: ['SQL'], updated_at: new Date(resume.uploadedAt), last_position: read.position });
    const unread = recorded({ type: 'ResumeUploaded', data: { userId, resume: { ...resume, kind: 'doc', name: 'cv.doc' }, description: null, suggestedTags: [], uploadedAt: resume.uploadedAt } });
    await apply([unread]);
    expect((await row(userId))?.description).toBe('From the file');
    expect((await row(userId))?.resume?.name).toBe('cv.doc');
  });

  it('sets and removes the avatar on AvatarSet and AvatarRemoved', async () => {
    const { userId } = await registerUser();
    const avatar = { id: 'a'.repeat(32), kind: 'png', mime: 'image/png', name: 'me.png', size: 900, uploadedAt: '2025-03-06T08:00:00.000Z' };
    await apply([recorded({ type: 'AvatarSet', data: { userId, avatar, setAt: avatar.uploadedAt } })]);
    expect((await row(userId))?.avatar).toEqual(avatar);
    await apply([recorded({ type: 'AvatarRemoved', data: { userId, removedAt: avatar.uploadedAt } })]);
    expect((await row(userId))?.avatar).toBeNull();
  });

  it('keeps lookingforwork as registered', async () => {
    const userId = randomUUID();
    await apply([recorded(registered(userId, true))]);
    expect((await row(userId))?.lookingforwork).toBe(true);
  });

  it('marks the account verified on EmailConfirmed and changes nothing else', async () => {
    const { userId, before } = await registerUser();
    const event = recorded({ type: 'EmailConfirmed', data: { userId, confirmedAt: '2025-03-02T00:00:00.000Z' } });
    await apply([event]);
    expect(await row(userId)).toEqual({ ...before, verified: true, last_position: event.position });
  });

  it('marks the account excluded on UserExcluded, and not when the admin lets it back', async () => {
    const { userId, before } = await registerUser();
    const excluded = recorded({ type: 'UserExcluded', data: { userId, excluded: true, setAt: '2025-03-02T00:00:00.000Z' } });
    await apply([excluded]);
    expect(await row(userId)).toEqual({ ...before, excluded_by_admin: true, last_position: excluded.position });
    const back = recorded({ type: 'UserExcluded', data: { userId, excluded: false, setAt: '2025-03-03T00:00:00.000Z' } });
    await apply([back]);
    expect(await row(userId)).toEqual({ ...before, excluded_by_admin: false, last_position: back.position });
  });

  it('sets the Pro end an admin chose on ProEndDateSet, and ends Pro when it is cleared', async () => {
    const { userId, before } = await registerUser();
    const until = '2025-06-30T23:59:59.999Z';
    const set = storedEvent('ProEndDateSet', { userId, from: null, until, setBy: 'admin-1', setAt: '2025-03-02T00:00:00.000Z' }, { streamId: `pro-${userId}` });
    await apply([set]);
    expect(await row(userId)).toEqual({ ...before, is_pro: true, pro_end_date: new Date(until), last_position: set.position });
    const cleared = storedEvent('ProEndDateSet', { userId, from: until, until: null, setBy: 'admin-1', setAt: '2025-03-03T00:00:00.000Z' }, { streamId: `pro-${userId}` });
    await apply([cleared]);
    expect(await row(userId)).toEqual({ ...before, is_pro: false, pro_end_date: null, last_position: cleared.position });
  });

  it('switches lookingforwork on RoleSwitched', async () => {
    const { userId, before } = await registerUser();
    const switchedAt = '2025-03-03T12:00:00.000Z';
    const event = recorded({ type: 'RoleSwitched', data: { userId, lookingforwork: true, switchedAt } });
    await apply([event]);
    expect(await row(userId)).toEqual({ ...before, lookingforwork: true, updated_at: new Date(switchedAt), last_position: event.position });
  });

  it('writes only the columns a ProfileSaved changes', async () => {
    const { userId, before } = await registerUser();
    const savedAt = '2025-03-04T08:00:00.000Z';
    const event = recorded({
      type: 'ProfileSaved',
      data: {
        userId,
        changes: { title: 'Developer', tags: ['React', 'node'], loc_lat: 32.0853, seniorityLevel: 'Senior', showResume: false },
        savedAt,
      },
    });
    await apply([event]);
    expect(await row(userId)).toEqual({
      ...before,
      title: 'Developer',
      tags: ['React', 'node'],
      tag_keys: ['react', 'node'],
      loc_lat: 32.0853,
      seniority_level: 'Senior',
      show_resume: false,
      updated_at: new Date(savedAt),
      last_position: event.position,
    });
  });

  it('maps every profile field to its column, and clears a column saved as null', async () => {
    const { userId, before } = await registerUser();
    const first = recorded({
      type: 'ProfileSaved',
      data: {
        userId,
        changes: {
          first_name: 'Dana',
          last_name: 'Levi',
          title: 'Designer',
          phone: '050-1234567',
          noPhone: true,
          personal_info: 'About me',
          location: 'Haifa',
          loc_lat: 32.794044,
          loc_lng: 34.989571,
          seniorityLevel: 'Junior',
          employmentType: 'PART_TIME',
          tags: ['Figma'],
          visibleSearchEngines: false,
          showResume: false,
        },
        savedAt: '2025-03-05T08:00:00.000Z',
      },
    });
    const second = recorded({ type: 'ProfileSaved', data: { userId, changes: { phone: null, title: null }, savedAt: '2025-03-06T08:00:00.000Z' } });
    await apply([first, second]);
    expect(await row(userId)).toEqual({
      ...before,
      first_name: 'Dana',
      last_name: 'Levi',
      title: null,
      phone: null,
      no_phone: true,
      personal_info: 'About me',
      location: 'Haifa',
      loc_lat: 32.794044,
      loc_lng: 34.989571,
      seniority_level: 'Junior',
      employment_type: 'PART_TIME',
      tags: ['Figma'],
      tag_keys: ['figma'],
      visible_search_engines: false,
      show_resume: false,
      updated_at: new Date('2025-03-06T08:00:00.000Z'),
      last_position: second.position,
    });
  });

  it('leaves rows identical when the same events are applied again', async () => {
    const userId = randomUUID();
    const events = [
      recorded(registered(userId)),
      recorded({ type: 'EmailConfirmed', data: { userId, confirmedAt: '2025-03-02T00:00:00.000Z' } }),
      recorded({ type: 'RoleSwitched', data: { userId, lookingforwork: true, switchedAt: '2025-03-03T00:00:00.000Z' } }),
      recorded({ type: 'ProfileSaved', data: { userId, changes: { title: 'Lead', tags: ['go'] }, savedAt: '2025-03-04T00:00:00.000Z' } }),
    ];
    await apply(events);
    const first = await db().selectFrom('user_account').selectAll().where('id', '=', userId).execute();
    await apply(events);
    const second = await db().selectFrom('user_account').selectAll().where('id', '=', userId).execute();
    expect(second).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second[0]).toMatchObject({ verified: true, lookingforwork: true, title: 'Lead', tags: ['go'], last_position: events[3]!.position });
  });

  it('does not let an older event overwrite a row written by a newer one', async () => {
    const { userId } = await registerUser();
    const older = nextPosition();
    const newer = nextPosition();
    await apply([recorded({ type: 'RoleSwitched', data: { userId, lookingforwork: true, switchedAt: '2025-03-03T00:00:00.000Z' } }, newer)]);
    const afterNewer = await row(userId);
    await apply([
      recorded({ type: 'RoleSwitched', data: { userId, lookingforwork: false, switchedAt: '2025-03-02T00:00:00.000Z' } }, older),
      recorded({ type: 'ProfileSaved', data: { userId, changes: { title: 'Stale' }, savedAt: '2025-03-02T00:00:00.000Z' } }, older),
    ]);
    expect(await row(userId)).toEqual(afterNewer);
    expect(afterNewer).toMatchObject({ lookingforwork: true, title: null, last_position: newer });
  });

  it('writes nothing for an account that has no row', async () => {
    const userId = randomUUID();
    await apply([recorded({ type: 'EmailConfirmed', data: { userId, confirmedAt: '2025-03-02T00:00:00.000Z' } })]);
    expect(await row(userId)).toBeUndefined();
  });

  it("tells the user's own room that the account changed, once per batch", async () => {
    const userId = randomUUID();
    const created = recorded(registered(userId));
    const switched = recorded({ type: 'RoleSwitched', data: { userId, lookingforwork: true, switchedAt: '2025-03-02T00:00:00.000Z' } });
    expect(await apply([created, switched])).toEqual([{ room: `user:${userId}`, name: 'user.changed', message: { userId, position: switched.position } }]);
  });

  for (const viaBatchForm of [false, true]) {
    const form = viaBatchForm ? 'batch form' : 'handlers';
    const given = (...events: RecordedEvent[]) => (viaBatchForm ? spec.givenViaBatchForm(...events) : apply(events));

    it(`signs the account in with the address it changed to, and changes nothing else (${form})`, async () => {
      const { userId, before } = await registerUser();
      const other = await registerUser();
      const changed = storedEvent('EmailChanged', { userId, email: `new-${userId}@example.com`, previousEmail: `${userId}@example.com`, changedAt: '2025-03-07T08:00:00.000Z' });
      await given(changed);
      expect(await row(userId)).toEqual({ ...before, email: `new-${userId}@example.com`, last_position: changed.position });
      expect(await row(other.userId)).toEqual(other.before);
    });

    it(`keeps nothing of a deleted account, and every other account as it was (${form})`, async () => {
      const { userId } = await registerUser();
      const other = await registerUser();
      await given(recorded({ type: 'AccountDeleted', data: { userId, deletedAt: '2025-03-08T08:00:00.000Z' } }));
      expect(await row(userId)).toBeUndefined();
      expect(await row(other.userId)).toEqual(other.before);
    });
  }

  it('leaves the same rows through the batch form as through the handlers', async () => {
    const events = (userId: string) => [
      recorded(registered(userId, true)),
      recorded({ type: 'EmailConfirmed', data: { userId, confirmedAt: '2025-03-02T00:00:00.000Z' } }),
      recorded({ type: 'ProfileSaved', data: { userId, changes: { title: 'Lead', tags: ['go'], loc_lat: 32.1, seniorityLevel: 'Senior' }, savedAt: '2025-03-03T00:00:00.000Z' } }),
      recorded({ type: 'RoleSwitched', data: { userId, lookingforwork: false, switchedAt: '2025-03-04T00:00:00.000Z' } }),
    ];
    const a = randomUUID();
    const b = randomUUID();
    await apply(events(a));
    await spec.givenViaBatchForm(...events(b));
    const [rowA, rowB] = [await row(a), await row(b)];
    expect({ ...rowB, id: a, email: rowA!.email, last_position: 'x' }).toEqual({ ...rowA, last_position: 'x' });
  });
});
